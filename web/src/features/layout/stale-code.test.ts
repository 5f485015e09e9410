import { describe, expect, it, vi } from 'vitest';
import { actionForFailure, isStaleCodeError, reloadForNewCode, serverReachable } from './stale-code';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

describe('a screen script from an older version of the shop', () => {
  it('is told apart from other errors by what the browser says', () => {
    expect(
      isStaleCodeError(new TypeError('Failed to fetch dynamically imported module: /assets/cart-OLD.js')),
    ).toBe(true);
    expect(isStaleCodeError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleCodeError(new Error('Unable to preload CSS for /assets/home-OLD.css'))).toBe(true);
    expect(isStaleCodeError(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(
      false,
    );
    expect(isStaleCodeError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once a minute at most', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadForNewCode(storage, reload, 1_000_000)).toBe(true);
    expect(reloadForNewCode(storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewCode(storage, reload, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the error screen instead when the browser keeps no record', () => {
    const reload = vi.fn();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadForNewCode(refusing, reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('what the error screen does about an error', () => {
  const missing = new TypeError('Failed to fetch dynamically imported module: /assets/blog-x.js');

  it('never reloads offline: a screen whose code is missing says it needs the network', () => {
    expect(actionForFailure(missing, false)).toBe('offline');
    expect(actionForFailure(missing, true)).toBe('check');
    expect(actionForFailure(new TypeError('x is undefined'), false)).toBe('error');
    expect(actionForFailure(new TypeError('x is undefined'), true)).toBe('error');
  });

  it('counts the server as reachable when any answer comes, and not when the request fails', async () => {
    expect(await serverReachable(() => Promise.resolve(new Response(null, { status: 404 })))).toBe(true);
    expect(await serverReachable(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
