import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantOpenAtom } from '../../state/assistant-open';
import { renderRoutes } from '../../test/render';
import { flush, resetAnalyticsForTests } from './client';
import { resetConsentForTests } from './consent';
import { BANNER_BESIDE_ASSISTANT_TOO_NARROW, ConsentBanner } from './consent-banner';
import { ConsentSettingsButton } from './consent-settings';
import { startWebVitals } from './vitals';

vi.mock('./vitals', () => ({ startWebVitals: vi.fn(async () => undefined) }));

beforeEach(() => {
  localStorage.clear();
  resetConsentForTests();
  resetAnalyticsForTests();
  vi.mocked(startWebVitals).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 202 })),
  );
});

const page = (
  <>
    <ConsentBanner />
    <ConsentSettingsButton />
  </>
);

describe('ConsentBanner', () => {
  it('asks while the choice is pending and stores an acceptance', async () => {
    await renderRoutes([{ path: '/', element: page }], '/');
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(localStorage.getItem('analytics_consent')).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
  });

  it('downloads the web-vitals measurements only once analytics is accepted', async () => {
    await renderRoutes([{ path: '/', element: page }], '/');
    await screen.findByRole('region', { name: 'Cookies and analytics' });
    // Well past the first quiet moment: still nothing while the choice is pending.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(startWebVitals).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    await vi.waitFor(() => expect(startWebVitals).toHaveBeenCalledTimes(1));
  });

  it('measures at once for a shopper who accepted before, and never for one who refused', async () => {
    localStorage.setItem('analytics_consent', 'granted');
    const accepted = await renderRoutes([{ path: '/', element: page }], '/');
    await vi.waitFor(() => expect(startWebVitals).toHaveBeenCalledTimes(1));
    accepted.unmount();
    vi.mocked(startWebVitals).mockClear();
    localStorage.setItem('analytics_consent', 'denied');
    resetConsentForTests();
    await renderRoutes([{ path: '/', element: page }], '/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(startWebVitals).not.toHaveBeenCalled();
  });

  it('stays closed after a stored refusal and opens again from Cookie settings', async () => {
    localStorage.setItem('analytics_consent', 'denied');
    await renderRoutes([{ path: '/', element: page }], '/');
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByText('Analytics is off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(localStorage.getItem('analytics_consent')).toBe('granted');
  });

  it('records the page view and the checkout step when the checkout opens', async () => {
    localStorage.setItem('analytics_consent', 'granted');
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    await renderRoutes([{ path: '/checkout', element: page }], '/checkout');
    flush();
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['page_view', 'begin_checkout']);
  });

  /** A screen `width` px wide: the banner's own media query answers as a browser of that width would. */
  function screenWidth(width: number) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === BANNER_BESIDE_ASSISTANT_TOO_NARROW ? width <= 979 : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
  }

  it('steps aside while the assistant is open on a phone, and asks again once it closes', async () => {
    screenWidth(390);
    const store = createStore();
    await renderRoutes([{ path: '/', element: page }], '/', store);
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).toBeInTheDocument();

    act(() => store.set(assistantOpenAtom, true));
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(localStorage.getItem('analytics_consent')).toBeNull();

    act(() => store.set(assistantOpenAtom, false));
    expect(screen.getByRole('region', { name: 'Cookies and analytics' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('analytics_consent')).toBe('denied');
  });

  it('stays beside the open assistant on a wide screen, where the two do not meet', async () => {
    screenWidth(1280);
    const store = createStore();
    store.set(assistantOpenAtom, true);
    await renderRoutes([{ path: '/', element: page }], '/', store);
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).toBeInTheDocument();
  });
});
