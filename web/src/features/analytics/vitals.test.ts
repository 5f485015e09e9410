import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, initAnalytics, resetAnalyticsForTests } from './client';
import { resetConsentForTests, setConsent } from './consent';
import { startWebVitals } from './vitals';

type Report = (metric: { name: string; value: number; rating: string }) => void;
const reporters: Record<string, Report> = {};
vi.mock('web-vitals', () => ({
  onLCP: (cb: Report) => {
    reporters.LCP = cb;
  },
  onINP: (cb: Report) => {
    reporters.INP = cb;
  },
  onCLS: (cb: Report) => {
    reporters.CLS = cb;
  },
  onFCP: (cb: Report) => {
    reporters.FCP = cb;
  },
  onTTFB: (cb: Report) => {
    reporters.TTFB = cb;
  },
}));

const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
beforeEach(() => {
  localStorage.clear();
  resetConsentForTests();
  resetAnalyticsForTests();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('web vitals', () => {
  it('sends LCP, INP, CLS, FCP and TTFB as events with the route, once consent is granted', async () => {
    history.replaceState(null, '', '/product/abc');
    await startWebVitals();
    reporters.LCP!({ name: 'LCP', value: 1834.6, rating: 'good' });
    reporters.INP!({ name: 'INP', value: 72, rating: 'good' });
    reporters.CLS!({ name: 'CLS', value: 0.01234, rating: 'good' });
    reporters.FCP!({ name: 'FCP', value: 900, rating: 'good' });
    reporters.TTFB!({ name: 'TTFB', value: 120, rating: 'good' });
    setConsent('granted');
    initAnalytics();
    flush();
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(
      body.events.map((e: { name: string; params: { metric_value: number; route: string } }) => [
        e.name,
        e.params.metric_value,
        e.params.route,
      ]),
    ).toEqual([
      ['lcp', 1835, '/product/:id'],
      ['inp', 72, '/product/:id'],
      ['cls', 0.012, '/product/:id'],
      ['fcp', 900, '/product/:id'],
      ['ttfb', 120, '/product/:id'],
    ]);
  });

  it('starts nothing when the page that asked has gone by the time the library loads', async () => {
    for (const name of Object.keys(reporters)) delete reporters[name];
    await startWebVitals(() => false);
    expect(Object.keys(reporters)).toEqual([]);
  });
});
