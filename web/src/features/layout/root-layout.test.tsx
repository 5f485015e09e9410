import { CONSENT_STORAGE_KEY } from '@isoko/shared/analytics/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { NUDGE_AFTER_MS } from '../assistant/assistant-launcher';
import { RootLayout } from './root-layout';

describe('RootLayout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('takes away the stand-in header the server sent once it draws the real one', async () => {
    fakeApi({});
    const shell = document.createElement('div');
    shell.id = 'boot-shell';
    shell.textContent = 'Isoko';
    document.body.prepend(shell);
    await renderRoutes(
      [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>Home page body</p> }] }],
      '/',
    );
    expect(await screen.findByText('Home page body')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.getElementById('boot-shell')).toBeNull();
  });

  it('keeps the assistant’s invitation off the checkout form, and shows it on other pages', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    fakeApi({});
    // The invitation's seconds pass on a fake clock (still ticking, for the screen's own waits).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = (text: string) => ({ element: <p>{text}</p> });
    const { router } = await renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { path: 'checkout', ...page('Checkout form') },
            { path: 'cart', ...page('Cart page') },
          ],
        },
      ],
      '/checkout',
    );
    await screen.findByRole('button', { name: 'Open the shopping assistant' }, { timeout: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(NUDGE_AFTER_MS + 500));
    expect(screen.queryByText('Need help? Ask me anything!')).toBeNull();
    await act(() => router.navigate('/cart'));
    await act(() => vi.advanceTimersByTimeAsync(NUDGE_AFTER_MS + 500));
    expect(await screen.findByText('Need help? Ask me anything!')).toBeInTheDocument();
  });
});
