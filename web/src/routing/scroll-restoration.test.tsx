import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { Outlet } from './route-tree';
import { forgetPositions } from './scroll-positions';
import { ScrollRestoration } from './scroll-restoration';

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

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    forgetPositions();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      void x;
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    scrollTo.mockRestore();
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
});
