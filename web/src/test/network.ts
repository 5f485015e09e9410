import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/** What navigator.onLine says for the rest of the test. */
function browserSaysOnline(online: boolean) {
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onTestFinished(() => spy.mockRestore());
}

/**
 * The browser has no network: it says so, and every request fails before reaching the server
 * (nothing kept by a service worker either). `announced`: the network went while the shop was
 * open, so react-query knows too and its retries wait for the network (paused).
 */
export function networkGone({ announced = false }: { announced?: boolean } = {}) {
  browserSaysOnline(false);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  if (announced) onlineManager.setOnline(false);
  onTestFinished(() => onlineManager.setOnline(true));
}

/** The network is back (call fakeApi first for the server's answers): the browser says so. */
export function networkBack() {
  browserSaysOnline(true);
  act(() => {
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
  });
}
