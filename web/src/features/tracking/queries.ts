import { TrackingResponse } from '@isoko/shared/tracking/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { retryUnlessAnswered } from '../../api/query-retry';

export const trackingKeys = {
  all: ['tracking'] as const,
  detail: (trackingId: string) => [...trackingKeys.all, trackingId.toUpperCase()] as const,
};

export const trackingQuery = (trackingId: string) =>
  queryOptions({
    queryKey: trackingKeys.detail(trackingId),
    queryFn: async () =>
      (await apiGet(`/api/tracking/${encodeURIComponent(trackingId.trim())}`, TrackingResponse)).tracking,
    // An unknown or malformed number gets the same answer when asked again.
    retry: retryUnlessAnswered,
    staleTime: 15_000,
  });
