import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { PageFallback } from './page-fallback';

export function RootLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main id="main" className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
