import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { flush, resetAnalyticsForTests } from './client';
import { resetConsentForTests } from './consent';
import { ConsentBanner } from './consent-banner';
import { ConsentSettingsButton } from './consent-settings';

beforeEach(() => {
  localStorage.clear();
  resetConsentForTests();
  resetAnalyticsForTests();
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
});
