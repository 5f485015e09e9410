import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';
import { ToastProvider } from './ui/toast';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

const router = createBrowserRouter(routes);

export function App() {
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          {/* A screen whose words are still loading waits here rather than in an error screen. */}
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </ToastProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
