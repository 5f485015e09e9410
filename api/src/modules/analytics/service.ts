import type { TrackBody, TrackResponse } from '@isoko/shared/analytics/schema';
import type { AppDeps } from '../../deps';
import { joinGuestHistory as joinDeviceEvents } from './history';
import { IngestBuffer, type TrackSender, toRows } from './ingest';

/** One ingest buffer per process (per AppDeps), flushed on close. */
const buffers = new WeakMap<object, IngestBuffer>();

export function ingestBuffer(deps: Pick<AppDeps, 'db' | 'log'>): IngestBuffer {
  let buffer = buffers.get(deps);
  if (!buffer) {
    buffer = new IngestBuffer(deps.db, deps.log);
    buffers.set(deps, buffer);
  }
  return buffer;
}

/** Writes what is still queued (tests, shutdown). */
export const flushAnalytics = (deps: Pick<AppDeps, 'db' | 'log'>) => ingestBuffer(deps).flush();

/** POST /api/analytics/track: validates nothing more than the schema did, queues the rows, answers at once. */
export function track(
  deps: Pick<AppDeps, 'db' | 'log'>,
  body: TrackBody,
  sender: TrackSender,
): TrackResponse {
  const { rows, ignored } = toRows(body, sender);
  ingestBuffer(deps).add(rows);
  return { success: true, accepted: rows.length, ignored };
}

/**
 * At sign-in, the device's guest history becomes the customer's (events still queued are
 * written first, so a view a moment before signing in is not left behind).
 */
export async function joinGuestHistory(
  deps: Pick<AppDeps, 'db' | 'log'>,
  customerId: string,
  deviceId: string | null | undefined,
): Promise<number> {
  await flushAnalytics(deps);
  return joinDeviceEvents(deps.db, customerId, deviceId);
}

export { type Shopper, shopperHistory } from './history';
