import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense } from 'react';
import { retryUnlessAnswered } from './api/query-retry';
import { routes } from './router';
import { createShopRouter, ShopRouter, type ShopRouterHandle } from './routing';
import { ToastProvider } from './ui/toast';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: retryUnlessAnswered, refetchOnWindowFocus: false },
  },
});

let router: ShopRouterHandle | undefined;

/**
 * The shop's router, made once. Made on first use rather than when this module loads, so that
 * start-up can do it in a browser task of its own (see main.tsx).
 */
export function shopRouter(): ShopRouterHandle {
  router ??= createShopRouter(routes);
  return router;
}

export function App() {
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          {/* A screen whose words are still loading waits here rather than in an error screen. */}
          <Suspense fallback={null}>
            <ShopRouter router={shopRouter()} />
          </Suspense>
        </ToastProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
