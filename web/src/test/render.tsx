import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { initI18n } from '../i18n/i18n';
import { createShopRouter, type NavigateOptions, type RouteDef, ShopRouter } from '../routing';
import { memoryHistory } from '../routing/history-source';
import { type SessionUser, sessionKeys } from '../session/queries';
import { ToastProvider } from '../ui/toast';

type Store = ReturnType<typeof createStore>;
const sessions = new WeakMap<Store, SessionUser | null>();

/**
 * Starts the app rendered with `store` signed in as `user` (null: a guest), as if
 * `GET /api/auth/me` had answered so. Without it the session stays loading: the question is
 * never sent, so a test that does not care about the session makes no call for it.
 */
export function withSession(store: Store, user: SessionUser | null): Store {
  sessions.set(store, user);
  return store;
}

/**
 * The app's router on a history kept in memory, opened at `path`. `router.state.location` is the
 * address on show and `router.navigate` navigates, as with react-router's memory router.
 */
export function testRouter(routes: RouteDef[], path: string, state: unknown = null) {
  const history = memoryHistory(path, state);
  const handle = createShopRouter(routes, history);
  const { store } = handle;
  return {
    ...handle,
    get state() {
      // Before the first screen is on show, the address it opens on.
      return { location: store.shown()?.location ?? history.read() };
    },
    /** Resolves once the new address is on show (its screen's code loaded). */
    navigate: (to: string | number, options?: NavigateOptions) =>
      new Promise<void>((resolve) => {
        const stop = store.subscribe(() => {
          stop();
          resolve();
        });
        store.navigate(to, options);
      }),
  };
}

/**
 * Renders routes in memory with the app's providers; returns the router, the jotai store and the
 * query client. Queries are not retried unless `retry` says how many times (the app retries once).
 * With `askSession` the session is asked of the (fake) server as the app does, rather than
 * staying loading when `withSession` did not set it.
 */
export async function renderRoutes(
  routes: RouteDef[],
  path: string,
  store = createStore(),
  { retry = 0, askSession = false }: { retry?: number; askSession?: boolean } = {},
) {
  await initI18n('en');
  const router = testRouter(routes, path);
  const client = new QueryClient({ defaultOptions: { queries: { retry } } });
  if (sessions.has(store)) client.setQueryData(sessionKeys.me(), sessions.get(store));
  else if (!askSession) client.setQueryDefaults(sessionKeys.me(), { enabled: false });
  const utils = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ShopRouter router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...utils, router, store, client };
}

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}
