import { ErrorScreen } from './features/layout/error-screen';
import { RootLayout } from './features/layout/root-layout';
import { Navigate, type RouteDef, useLocation } from './routing';

/** Sends a legacy or alias path to the one screen that replaced it, keeping the query string. */
function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const screen = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/**
 * Every route of the shop and its back office. Each screen is its own lazily loaded chunk, shown
 * once it has loaded (the screen before stays until then). The first route that matches an
 * address wins: the back office comes before the shop, whose last route takes every other path.
 */
export const routes: RouteDef[] = [
  {
    // Sign-in to the back office: open, outside its frame.
    path: '/admin/login',
    errorElement: <ErrorScreen />,
    ...screen(() => import('./routes/admin-login')),
  },
  {
    // The back office has its own frame (no shop header, footer or assistant), loaded only here;
    // it checks the staff session before any of its screens shows.
    path: '/admin',
    lazy: () => import('./features/admin/admin-shell').then((m) => ({ Component: m.AdminShell })),
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, ...screen(() => import('./routes/admin')) },
          { path: 'advanced', ...screen(() => import('./routes/admin')) },
          { path: 'simple', ...screen(() => import('./routes/admin-simple')) },
          { path: 'shipping', ...screen(() => import('./routes/admin-shipping')) },
          { path: 'products', ...screen(() => import('./routes/admin-products')) },
          { path: 'products/:id', ...screen(() => import('./routes/admin-product-edit')) },
          { path: 'staff', ...screen(() => import('./routes/admin-staff')) },
          { path: 'account', ...screen(() => import('./routes/admin-account')) },
          { path: 'seo-generator', ...screen(() => import('./routes/admin-seo')) },
          { path: 'messages', ...screen(() => import('./routes/admin-messages')) },
          { path: 'orders', ...screen(() => import('./routes/admin-orders')) },
          { path: 'orders/:id/print', ...screen(() => import('./routes/admin-order-print')) },
          { path: 'customers', ...screen(() => import('./routes/admin-customers')) },
          { path: 'conversations', ...screen(() => import('./routes/admin-conversations')) },
          { path: 'analytics', ...screen(() => import('./routes/admin-analytics')) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, ...screen(() => import('./routes/home')) },
          { path: 'shop', ...screen(() => import('./routes/shop')) },
          { path: 'search', ...screen(() => import('./routes/search')) },
          { path: 'category/:slug', ...screen(() => import('./routes/category')) },
          { path: 'product/:id', ...screen(() => import('./routes/product')) },
          { path: 'cart', ...screen(() => import('./routes/cart')) },
          { path: 'checkout', ...screen(() => import('./routes/checkout')) },
          { path: 'order-success', ...screen(() => import('./routes/order-success')) },
          { path: 'orders', ...screen(() => import('./routes/orders')) },
          { path: 'account', ...screen(() => import('./routes/account')) },
          { path: 'login', ...screen(() => import('./routes/login')) },
          { path: 'register', ...screen(() => import('./routes/login')) },
          { path: 'track', ...screen(() => import('./routes/track')) },
          { path: 'track/:trackingId', ...screen(() => import('./routes/track')) },
          { path: 'about', ...screen(() => import('./routes/about')) },
          { path: 'contact', ...screen(() => import('./routes/contact')) },
          { path: 'blog', ...screen(() => import('./routes/blog')) },
          { path: 'blog/:id', ...screen(() => import('./routes/blog-post')) },
          { path: 'privacy', ...screen(() => import('./routes/privacy')) },
          { path: 'terms', ...screen(() => import('./routes/terms')) },
          { path: 'virtual-tryon', ...screen(() => import('./routes/virtual-tryon')) },
          { path: 'advanced-tryon', ...screen(() => import('./routes/advanced-tryon')) },
          { path: 'ml-tryon', ...screen(() => import('./routes/ml-tryon')) },
          { path: 'test', ...screen(() => import('./routes/diagnostics')) },
          // The demo handset; the server answers 404 for these pages in production mode.
          { path: 'dev/phone', ...screen(() => import('./routes/dev-phone')) },
          { path: 'dev/phone/:phone', ...screen(() => import('./routes/dev-phone')) },
          // Legacy generations of the shop and home lead to the one screen that has all their features.
          { path: 'shop-new', element: <RedirectTo to="/shop" /> },
          { path: 'shop-old', element: <RedirectTo to="/shop" /> },
          { path: 'home-new', element: <RedirectTo to="/" /> },
          { path: 'home-old-design', element: <RedirectTo to="/" /> },
          { path: 'home-old', element: <RedirectTo to="/" /> },
          { path: 'my-account', element: <RedirectTo to="/account" /> },
          { path: 'customer-portal', element: <RedirectTo to="/account" /> },
          { path: 'quick-auth', element: <RedirectTo to="/login" /> },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
