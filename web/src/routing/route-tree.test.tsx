import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useParams } from './hooks';
import { useRouteError } from './route-error';
import { Outlet } from './route-tree';

function Frame() {
  return (
    <div>
      <p>The frame</p>
      <Outlet />
    </div>
  );
}

function Boom(): never {
  throw new Error('render failure');
}

function ShowError() {
  const error = useRouteError();
  return <p role="alert">Failed: {error instanceof Error ? error.message : 'unknown'}</p>;
}

function SlowScreen() {
  return <p>The slow screen</p>;
}

/** A screen chunk the test finishes loading itself. */
function slowScreen() {
  let finish = () => {};
  const lazy = () =>
    new Promise<{ Component: typeof SlowScreen }>((resolve) => {
      finish = () => resolve({ Component: SlowScreen });
    });
  return { lazy, finish: () => finish() };
}

function Phone() {
  return <p>Phone {useParams<'phone'>().phone}</p>;
}

describe('RouteTree', () => {
  it('keeps the screen on show while the next screen’s chunk loads, then shows it', async () => {
    const slow = slowScreen();
    const { router } = await renderRoutes(
      [
        {
          path: '/',
          element: <Frame />,
          children: [
            { index: true, element: <p>The first screen</p> },
            { path: 'slow', lazy: slow.lazy },
          ],
        },
      ],
      '/',
    );
    expect(await screen.findByText('The first screen')).toBeInTheDocument();
    let arrived = false;
    const navigation = router.navigate('/slow').then(() => {
      arrived = true;
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('The first screen')).toBeInTheDocument();
    expect(screen.queryByText('The slow screen')).toBeNull();
    expect(arrived).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    await act(async () => {
      slow.finish();
      await navigation;
    });
    expect(screen.getByText('The slow screen')).toBeInTheDocument();
    expect(screen.queryByText('The first screen')).toBeNull();
    expect(screen.getByText('The frame')).toBeInTheDocument();
  });

  it('draws nothing until the first screen’s chunk has loaded', async () => {
    const slow = slowScreen();
    await renderRoutes(
      [{ path: '/', element: <Frame />, children: [{ index: true, lazy: slow.lazy }] }],
      '/',
    );
    expect(screen.queryByText('The frame')).toBeNull();
    await act(async () => slow.finish());
    expect(await screen.findByText('The slow screen')).toBeInTheDocument();
  });

  it('shows the route’s error screen inside the frame, and the next navigation clears it', async () => {
    const { router } = await renderRoutes(
      [
        {
          path: '/',
          element: <Frame />,
          children: [
            {
              errorElement: <ShowError />,
              children: [
                { path: 'broken', element: <Boom /> },
                { path: 'fine', element: <p>A fine screen</p> },
              ],
            },
          ],
        },
      ],
      '/broken',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: render failure');
    expect(screen.getByText('The frame')).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('A fine screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a screen the parameters of its path, decoded', async () => {
    await renderRoutes([{ path: '/dev/phone/:phone', element: <Phone /> }], '/dev/phone/%2B250788123456');
    expect(await screen.findByText('Phone +250788123456')).toBeInTheDocument();
  });
});
