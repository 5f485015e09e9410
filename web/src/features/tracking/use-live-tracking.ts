import { orderProgress } from '@isoko/shared/orders/status';
import { rooms } from '@isoko/shared/realtime';
import { type TrackingDto, TrackingEvent } from '@isoko/shared/tracking/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, joinRoom, onReconnect } from '../../realtime/socket';
import { trackingKeys } from './queries';

/**
 * Follows one parcel live: joins its public room, applies each `tracking:event` to the cached
 * record at once, and refetches after a reconnect to catch up on anything missed meanwhile.
 * `lookup` is what the page asked for (tracking or order number); `trackingId` is the parcel's
 * tracking number from the answer, which names its room.
 */
export function useLiveTracking(lookup: string | undefined, trackingId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!lookup || !trackingId) return;
    const key = trackingKeys.detail(lookup);
    let leave: (() => void) | undefined;
    let cancelled = false;
    void joinRoom(rooms.tracking(trackingId.toUpperCase())).then((joined) => {
      if (cancelled) joined.leave();
      else leave = joined.leave;
    });
    const socket = getSocket();
    const onEvent = (raw: unknown) => {
      const parsed = TrackingEvent.safeParse(raw);
      if (!parsed.success || parsed.data.trackingId.toUpperCase() !== trackingId.toUpperCase()) return;
      const e = parsed.data;
      queryClient.setQueryData<TrackingDto>(key, (old) => {
        if (!old) return old;
        const entry = { status: e.status, timestamp: e.timestamp, location: e.location, message: e.message };
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
      });
    };
    socket.on('tracking:event', onEvent);
    const stopReconnect = onReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
    return () => {
      cancelled = true;
      socket.off('tracking:event', onEvent);
      stopReconnect();
      leave?.();
    };
  }, [lookup, trackingId, queryClient]);
}
