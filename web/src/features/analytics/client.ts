import { TRACK_BATCH_MAX } from '@isoko/shared/analytics/constants';
import type { AnalyticsEventName } from '@isoko/shared/analytics/schema';
import { getDeviceId } from '../../state/device-id';
import { readConsent, subscribeConsent } from './consent';
import { routePattern } from './route-pattern';

/**
 * The analytics client: events wait in a queue until the shopper consents and the client is
 * initialised (after the first paint), then leave in batches. With consent denied nothing is
 * queued and nothing leaves the browser. Kept tiny: every storefront screen imports it.
 */
export const TRACK_URL = '/api/analytics/track';
/** Queued events are sent this long after the first one, so a page's events go together. */
const FLUSH_DELAY_MS = 1000;
/** The queue keeps at most this many events while waiting for consent. */
const QUEUE_MAX = 200;

type Extra = Record<string, string | number | boolean | null | undefined | object>;
interface Queued {
  name: AnalyticsEventName;
  params: Record<string, unknown>;
}

let queue: Queued[] = [];
let initialised = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Records an event; it is sent once consent is granted and the client is initialised. */
export function track(name: AnalyticsEventName, extra: Extra = {}): void {
  if (readConsent() === 'denied') return;
  const params: Record<string, unknown> = {
    timestamp: Date.now(),
    page_url: location.href,
    page_title: document.title,
    device_id: getDeviceId(),
    route: routePattern(location.pathname),
  };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params[key] = value;
  queue.push({ name, params });
  if (queue.length > QUEUE_MAX) queue.shift();
  schedule();
}

function schedule() {
  if (!initialised || readConsent() !== 'granted' || queue.length === 0) return;
  if (queue.length >= TRACK_BATCH_MAX) flush();
  else timer ??= setTimeout(() => flush(), FLUSH_DELAY_MS);
}

/** Sends everything queued, in batches; `beacon` when the page is going away. */
export function flush(beacon = false): void {
  clearTimeout(timer);
  timer = undefined;
  if (!initialised || readConsent() !== 'granted') return;
  while (queue.length) {
    const events = queue.splice(0, TRACK_BATCH_MAX).map((e) => ({
      name: e.name,
      params: { ...e.params, consent_mode: 'granted' },
    }));
    const body = JSON.stringify({ events });
    if (beacon && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(TRACK_URL, new Blob([body], { type: 'application/json' }))) continue;
    }
    fetch(TRACK_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-device-id': getDeviceId() },
      body,
    }).catch((error: unknown) => console.warn('analytics not sent', error));
  }
}

/** Starts sending (called once after the first paint). Safe to call twice. */
export function initAnalytics(): void {
  if (initialised) return;
  initialised = true;
  subscribeConsent(() => {
    // A "no" drops what was waiting; a "yes" sends it.
    if (readConsent() === 'denied') queue = [];
    schedule();
  });
  addEventListener('pagehide', () => flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  schedule();
}

/** For tests. */
export function resetAnalyticsForTests() {
  queue = [];
  initialised = false;
  clearTimeout(timer);
  timer = undefined;
}
export const queuedEvents = () => queue.length;
