import { rooms } from '@isoko/shared/realtime';
import { TryOnProgressEvent, type TryOnStage } from '@isoko/shared/tryon/schema';
import { useCallback, useState } from 'react';
import { useLiveRoom } from '../../realtime/use-live-room';

/** An unguessable id for one try-on's progress room. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Follows the analysis job's stages over the socket: the screen joins `tryon:<requestId>` while
 * it is shown and sends the same id with its request.
 */
export function useTryOnProgress() {
  const [requestId, setRequestId] = useState(newRequestId);
  const [progress, setProgress] = useState<{ stage: TryOnStage | null; percent: number }>({
    stage: null,
    percent: 0,
  });
  useLiveRoom(rooms.tryon(requestId), ['tryon:progress'], (payload) => {
    const event = TryOnProgressEvent.safeParse(payload);
    if (event.success && event.data.requestId === requestId) {
      setProgress({ stage: event.data.stage, percent: event.data.progress });
    }
  });
  const reset = useCallback(() => {
    setProgress({ stage: null, percent: 0 });
    setRequestId(newRequestId());
  }, []);
  return { requestId, progress, reset };
}
