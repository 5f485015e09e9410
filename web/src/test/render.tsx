import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { ToastProvider } from '../ui/toast';

/** Renders routes in memory with the app's providers; returns the router and the jotai store. */
export async function renderRoutes(routes: RouteObject[], path: string, store = createStore()) {
  await initI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...utils, router, store };
}

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}
