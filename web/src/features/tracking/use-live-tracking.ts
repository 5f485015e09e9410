import { orderProgress } from '@isoko/shared/orders/status';
import { rooms } from '@isoko/shared/realtime';
import { type TrackingDto, TrackingEvent } from '@isoko/shared/tracking/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveRoom } from '../../realtime/use-live-room';
import { trackingKeys } from './queries';

/** The cached parcel with one more step applied; a step already in its history is not repeated. */
export function withTrackingEvent(old: TrackingDto, e: TrackingEvent): TrackingDto {
  const entry = {
    status: e.status,
    timestamp: e.timestamp,
    location: e.location,
    message: e.message,
    // The codes let the screen word the step in the shopper's language.
    messageCode: e.messageCode,
    messageParams: e.messageParams,
    locationCode: e.locationCode,
    locationParams: e.locationParams,
  };
  const history = old.history.some((h) => h.timestamp === e.timestamp && h.status === e.status)
    ? old.history
    : [...old.history, entry];
  return {
    ...old,
    status: e.status,
    currentLocation: e.location,
    progress: orderProgress(e.status),
    history,
    statusHistory: history,
    updatedAt: e.timestamp,
  };
}

/**
 * Follows one parcel live: joins its public room, applies each `tracking:event` to the cached
 * record at once, and refetches after a reconnect to catch up on anything missed meanwhile.
 * `lookup` is what the page asked for (tracking or order number); `trackingId` is the parcel's
 * tracking number from the answer, which names its room.
 */
export function useLiveTracking(lookup: string | undefined, trackingId: string | undefined) {
  const queryClient = useQueryClient();
  const key = lookup ? trackingKeys.detail(lookup) : undefined;
  useLiveRoom(
    lookup && trackingId ? rooms.tracking(trackingId.toUpperCase()) : undefined,
    ['tracking:event'],
    (raw) => {
      const parsed = TrackingEvent.safeParse(raw);
      if (!key || !trackingId || !parsed.success) return;
      if (parsed.data.trackingId.toUpperCase() !== trackingId.toUpperCase()) return;
      queryClient.setQueryData<TrackingDto>(key, (old) => old && withTrackingEvent(old, parsed.data));
    },
    { catchUp: key ? [key] : [] },
  );
}
