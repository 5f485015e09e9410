import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { memoryHistory } from './history-source';
import { Outlet } from './route-tree';
import { forgetPositions, savePosition } from './scroll-positions';
import { ScrollRestoration } from './scroll-restoration';
import { createShopRouter, ShopRouter } from './shop-router';

function Frame() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const routes = [
  {
    path: '/',
    element: <Frame />,
    children: [
      { path: 'a', element: <p>Page A</p> },
      { path: 'b', element: <p>Page B</p> },
      {
        path: 'c',
        element: (
          <>
            <p>Page C</p>
            <h2 id="reviews">Reviews</h2>
          </>
        ),
      },
    ],
  },
];

/** Where the page was last scrolled to by the app. */
const lastScroll = (spy: ReturnType<typeof vi.spyOn>) => spy.mock.calls.at(-1);

/** The lowest the window can scroll on the pretend page: content that arrives late makes it grow. */
let bottom = Number.POSITIVE_INFINITY;
const observers = new Set<{ callback: () => void }>();
class FakeResizeObserver {
  constructor(readonly callback: () => void) {}
  observe() {
    observers.add(this);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this);
  }
}
/** The page's results arrive: it is `to` pixels deep, and the observers of its size hear of it. */
const pageGrows = (to: number) =>
  act(() => {
    bottom = to;
    for (const observer of [...observers]) observer.callback();
  });

/** Opens the app on `path` as a reload does: the entry's place was recorded when it was last left. */
async function reloadAt(path: string, y: number) {
  const history = memoryHistory(path);
  savePosition(history.read().key, y);
  forgetPositions();
  const router = createShopRouter(routes, history);
  render(<ShopRouter router={router} />);
  return router;
}

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    forgetPositions();
    bottom = Number.POSITIVE_INFINITY;
    observers.clear();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    // The browser stops at the bottom of the page.
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: Math.min(y, bottom), configurable: true });
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    scrollTo.mockRestore();
    vi.unstubAllGlobals();
  });

  it('goes to the top on a new navigation and back to where each entry was left on back and forward', async () => {
    const { router } = await renderRoutes(routes, '/a');
    await screen.findByText('Page A');
    window.scrollTo(0, 500);
    await act(() => router.navigate('/b'));
    expect(screen.getByText('Page B')).toBeInTheDocument();
    expect(lastScroll(scrollTo)).toEqual([0, 0]);
    window.scrollTo(0, 120);
    await act(() => router.navigate(-1));
    expect(screen.getByText('Page A')).toBeInTheDocument();
    expect(lastScroll(scrollTo)).toEqual([0, 500]);
    await act(() => router.navigate(1));
    expect(lastScroll(scrollTo)).toEqual([0, 120]);
  });

  it('keeps the positions in sessionStorage, by history entry', async () => {
    const { router } = await renderRoutes(routes, '/a');
    await screen.findByText('Page A');
    const keyOfA = router.state.location.key;
    window.scrollTo(0, 640);
    await act(() => router.navigate('/b'));
    expect(JSON.parse(sessionStorage.getItem('isoko:scroll-positions') ?? '{}')).toMatchObject({
      [keyOfA]: 640,
    });
  });

  it('leaves the scroll alone when the navigation asks so, and goes to the element a #hash names', async () => {
    const { router } = await renderRoutes(routes, '/a');
    await screen.findByText('Page A');
    window.scrollTo(0, 300);
    await act(() => router.navigate('/a?sort=new', { preventScrollReset: true }));
    expect(lastScroll(scrollTo)).toEqual([0, 300]);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await act(() => router.navigate('/c#reviews'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Reviews' }));
  });

  it('on a reload, waits for the page to be tall enough to get back to where it was', async () => {
    bottom = 700;
    await reloadAt('/a', 3000);
    await screen.findByText('Page A');
    // The results are not there yet: the browser stops at the bottom of what there is.
    expect(window.scrollY).toBe(700);
    await pageGrows(1800);
    expect(window.scrollY).toBe(1800);
    await pageGrows(5200);
    expect(window.scrollY).toBe(3000);
  });

  it('on back, waits for the page as on a reload, and the shopper scrolling ends the wait', async () => {
    const { router } = await renderRoutes(routes, '/a');
    await screen.findByText('Page A');
    window.scrollTo(0, 2400);
    await act(() => router.navigate('/b'));
    bottom = 700;
    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(700);
    await pageGrows(2600);
    expect(window.scrollY).toBe(2400);

    // Forward and back again, where the shopper scrolls before the page is tall enough.
    await act(() => router.navigate(1));
    bottom = 700;
    await act(() => router.navigate(-1));
    window.dispatchEvent(new WheelEvent('wheel'));
    await pageGrows(2600);
    expect(window.scrollY).toBe(700);
  });

  it('keeps the place it was taking the shopper back to when the page is left before getting there', async () => {
    bottom = 700;
    const router = await reloadAt('/a', 3000);
    await screen.findByText('Page A');
    const keyOfA = router.store.shown()?.location.key ?? '';
    const stored = () => JSON.parse(sessionStorage.getItem('isoko:scroll-positions') ?? '{}');
    // Reloaded again before the results arrived.
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()[keyOfA]).toBe(3000);
    // Or gone on to another page.
    act(() => router.store.navigate('/b'));
    await screen.findByText('Page B');
    expect(stored()[keyOfA]).toBe(3000);
  });
});
