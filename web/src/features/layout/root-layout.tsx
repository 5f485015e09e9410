import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from './header';
import { PageFallback } from './page-fallback';

// Below the fold on every page: it loads beside the screen instead of delaying its first paint.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export function RootLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main id="main" className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
