import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, initAnalytics, queuedEvents, resetAnalyticsForTests, TRACK_URL, track } from './client';
import { resetConsentForTests, setConsent } from './consent';
import { routePattern } from './route-pattern';

const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));

beforeEach(() => {
  localStorage.clear();
  resetConsentForTests();
  resetAnalyticsForTests();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentBodies = () =>
  fetchMock.mock.calls.map((c) => JSON.parse((c as unknown as [string, RequestInit])[1].body as string));

describe('analytics client', () => {
  it('queues events until consent is granted, then sends them in one batch', () => {
    initAnalytics();
    track('page_view');
    track('view_item', { item_id: 'p1' });
    flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queuedEvents()).toBe(2);
    setConsent('granted');
    flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(TRACK_URL);
    const [body] = sentBodies();
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['page_view', 'view_item']);
    expect(body.events[1].params).toMatchObject({ item_id: 'p1', consent_mode: 'granted' });
    expect(body.events[0].params.device_id).toMatch(/^device-/);
  });

  it('waits for initialisation even with consent', () => {
    setConsent('granted');
    track('page_view');
    flush();
    expect(fetchMock).not.toHaveBeenCalled();
    initAnalytics();
    flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing and keeps nothing once consent is denied', () => {
    initAnalytics();
    track('page_view');
    setConsent('denied');
    track('view_item', { item_id: 'p1' });
    flush();
    expect(queuedEvents()).toBe(0);
    setConsent('granted');
    flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the stored choice at start', () => {
    localStorage.setItem('analytics_consent', 'denied');
    resetConsentForTests();
    initAnalytics();
    track('page_view');
    expect(queuedEvents()).toBe(0);
  });

  it('splits a long queue into batches of 50', () => {
    setConsent('granted');
    for (let i = 0; i < 120; i++) track('page_view');
    initAnalytics();
    flush();
    expect(sentBodies().map((b) => b.events.length)).toEqual([50, 50, 20]);
  });
});

describe('routePattern', () => {
  it.each([
    ['/product/4b1c', '/product/:id'],
    ['/category/dresses', '/category/:slug'],
    ['/', '/'],
    ['/shop/', '/shop'],
    ['/admin/orders/1/print', '/admin/orders'],
  ])('%s is %s', (path, pattern) => expect(routePattern(path)).toBe(pattern));
});
