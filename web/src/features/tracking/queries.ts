import { TrackingResponse } from '@isoko/shared/tracking/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';

export const trackingKeys = {
  all: ['tracking'] as const,
  detail: (trackingId: string) => [...trackingKeys.all, trackingId.toUpperCase()] as const,
};

export const trackingQuery = (trackingId: string) =>
  queryOptions({
    queryKey: trackingKeys.detail(trackingId),
    queryFn: async () =>
      (await apiGet(`/api/tracking/${encodeURIComponent(trackingId.trim())}`, TrackingResponse)).tracking,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    staleTime: 15_000,
  });
