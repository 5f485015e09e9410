import type { Metric } from 'web-vitals';
import { track } from './client';

/** web-vitals names to the event names of the event list. */
const EVENT = { LCP: 'lcp', INP: 'inp', CLS: 'cls', FCP: 'fcp', TTFB: 'ttfb' } as const;

/**
 * Loads web-vitals (after the first paint, so it never delays it) and sends LCP, INP, CLS, FCP
 * and TTFB as events with the screen's route, each when the library reports its final value.
 * `stillWanted` is asked once the library has loaded: when the page that asked has gone
 * meanwhile (the app unmounted), nothing starts.
 */
export async function startWebVitals(stillWanted: () => boolean = () => true): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  if (!stillWanted()) return;
  const send = (metric: Metric) =>
    track(EVENT[metric.name as keyof typeof EVENT], {
      metric_value:
        Math.round(metric.value * (metric.name === 'CLS' ? 1000 : 1)) / (metric.name === 'CLS' ? 1000 : 1),
      metric_rating: metric.rating,
    });
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
