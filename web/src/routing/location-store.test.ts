import { describe, expect, it } from 'vitest';
import { memoryHistory } from './history-source';
import { createLocationStore, type Preload } from './location-store';

/** A preload whose loads the test finishes itself, path by path. */
function controlledPreload(loaded: string[] = []) {
  const waiting = new Map<string, () => void>();
  const preload: Preload = (pathname) => {
    if (loaded.includes(pathname)) return null;
    return new Promise<void>((resolve) =>
      waiting.set(pathname, () => {
        loaded.push(pathname);
        resolve();
      }),
    );
  };
  const finish = async (pathname: string) => {
    waiting.get(pathname)?.();
    // Lets the store's `then` run.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { preload, finish };
}

describe('createLocationStore', () => {
  it('shows nothing until the first screen’s code has loaded', async () => {
    const { preload, finish } = controlledPreload();
    const store = createLocationStore(memoryHistory('/shop?q=1'), preload);
    expect(store.shown()).toBeNull();
    await finish('/shop');
    expect(store.shown()?.location).toMatchObject({ pathname: '/shop', search: '?q=1' });
    expect(store.shown()?.initial).toBe(true);
  });

  it('keeps the screen on show until the next one’s code has loaded, then publishes it', async () => {
    const { preload, finish } = controlledPreload(['/']);
    const history = memoryHistory('/');
    const store = createLocationStore(history, preload);
    let published = 0;
    store.subscribe(() => published++);
    store.navigate('/cart', { state: { from: 'test' } });
    expect(store.shown()?.location.pathname).toBe('/');
    // The history gets its entry with the screen, not before.
    expect(history.read().pathname).toBe('/');
    expect(published).toBe(0);
    await finish('/cart');
    expect(store.shown()?.location).toMatchObject({ pathname: '/cart', state: { from: 'test' } });
    expect(store.shown()?.action).toBe('PUSH');
    expect(history.read().pathname).toBe('/cart');
    expect(published).toBe(1);
  });

  it('publishes at once when the code is already there', () => {
    const { preload } = controlledPreload(['/', '/shop']);
    const store = createLocationStore(memoryHistory('/'), preload);
    store.navigate('/shop?page=2', { replace: true });
    expect(store.shown()?.location).toMatchObject({ pathname: '/shop', search: '?page=2' });
    expect(store.shown()?.action).toBe('REPLACE');
  });

  it('lets a newer navigation overtake one still loading', async () => {
    const { preload, finish } = controlledPreload(['/', '/about']);
    const store = createLocationStore(memoryHistory('/'), preload);
    store.navigate('/cart');
    store.navigate('/about');
    expect(store.shown()?.location.pathname).toBe('/about');
    await finish('/cart');
    expect(store.shown()?.location.pathname).toBe('/about');
  });

  it('goes back to the entry before, with its state, and tells who listens which entry is left', async () => {
    const { preload } = controlledPreload(['/', '/order-success']);
    const store = createLocationStore(memoryHistory('/'), preload);
    const left: string[] = [];
    store.onLeave((leaving) => left.push(leaving.pathname));
    store.navigate('/order-success?orderId=o1', { state: { orderId: 'o1' } });
    const firstKey = store.shown()?.location.key;
    store.navigate(-1);
    expect(store.shown()?.location.pathname).toBe('/');
    expect(store.shown()?.action).toBe('POP');
    store.navigate(1);
    expect(store.shown()?.location).toMatchObject({ state: { orderId: 'o1' }, key: firstKey });
    expect(left).toEqual(['/', '/order-success', '/']);
  });

  it('resolves a query alone against the path on show and replaces the entry for the same address', () => {
    const { preload } = controlledPreload(['/shop']);
    const store = createLocationStore(memoryHistory('/shop?page=1'), preload);
    store.navigate('?page=2');
    expect(store.shown()?.location).toMatchObject({ pathname: '/shop', search: '?page=2' });
    expect(store.shown()?.action).toBe('PUSH');
    store.navigate('/shop?page=2');
    expect(store.shown()?.action).toBe('REPLACE');
  });

  it('holds a navigation to another path while a blocker says so, and carries it out on proceed', () => {
    const { preload } = controlledPreload(['/', '/form', '/list']);
    const store = createLocationStore(memoryHistory('/form'), preload);
    let proceed: (() => void) | null = null;
    const unblock = store.block((go) => {
      proceed = go;
      return true;
    });
    store.navigate('/list');
    expect(store.shown()?.location.pathname).toBe('/form');
    // Another query on the same path is no leaving.
    store.navigate('/form?tab=2');
    expect(store.shown()?.location.search).toBe('?tab=2');
    (proceed as unknown as () => void)();
    expect(store.shown()?.location.pathname).toBe('/list');
    unblock();
  });

  it('puts the history back when back is held, and goes back when the blocker proceeds', () => {
    const { preload } = controlledPreload(['/', '/form']);
    const history = memoryHistory('/');
    const store = createLocationStore(history, preload);
    store.navigate('/form');
    let proceed: (() => void) | null = null;
    let asked = 0;
    const unblock = store.block((go) => {
      asked++;
      proceed = go;
      return true;
    });
    store.navigate(-1);
    expect(asked).toBe(1);
    expect(store.shown()?.location.pathname).toBe('/form');
    expect(history.read().pathname).toBe('/form');
    (proceed as unknown as () => void)();
    expect(asked).toBe(1);
    expect(store.shown()?.location.pathname).toBe('/');
    expect(history.read().pathname).toBe('/');
    unblock();
    store.navigate(1);
    expect(store.shown()?.location.pathname).toBe('/form');
  });

  it('lets everything through once the blocker is removed or answers false', () => {
    const { preload } = controlledPreload(['/', '/form']);
    const store = createLocationStore(memoryHistory('/'), preload);
    const unblock = store.block(() => false);
    store.navigate('/form');
    expect(store.shown()?.location.pathname).toBe('/form');
    unblock();
    store.block(() => true)();
    store.navigate(-1);
    expect(store.shown()?.location.pathname).toBe('/');
  });
});
