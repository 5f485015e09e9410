/**
 * Every address pattern the web app draws a screen for (wouter's syntax: `:name` is one path
 * segment), in its route table's order, without the catch-all routes that draw "Page not found".
 * The server answers 404 for a page address none of them matches (the app still starts and shows
 * its own not-found screen); the web app's route table test checks the two lists agree.
 */
export const APP_PAGE_PATTERNS = [
  '/admin/login',
  '/admin',
  '/admin/advanced',
  '/admin/simple',
  '/admin/shipping',
  '/admin/products',
  '/admin/products/:id',
  '/admin/staff',
  '/admin/account',
  '/admin/seo-generator',
  '/admin/messages',
  '/admin/orders',
  '/admin/orders/:id/print',
  '/admin/customers',
  '/admin/conversations',
  '/admin/analytics',
  '/',
  '/shop',
  '/search',
  '/category/:slug',
  '/product/:id',
  '/cart',
  '/checkout',
  '/order-success',
  '/orders',
  '/account',
  '/login',
  '/register',
  '/track',
  '/track/:trackingId',
  '/about',
  '/contact',
  '/blog',
  '/blog/:id',
  '/privacy',
  '/terms',
  '/virtual-tryon',
  '/advanced-tryon',
  '/ml-tryon',
  '/test',
  '/dev/phone',
  '/dev/phone/:phone',
  '/shop-new',
  '/shop-old',
  '/home-new',
  '/home-old-design',
  '/home-old',
  '/my-account',
  '/customer-portal',
  '/quick-auth',
] as const;

/**
 * A pattern as the router matches it: the whole path, letters in any case, one optional slash at
 * the end, each `:name` one non-empty segment.
 */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const PATTERNS = APP_PAGE_PATTERNS.map(patternRegExp);

/** Whether the web app has a screen (not its not-found screen) for this path. */
export function isAppPage(pathname: string): boolean {
  return PATTERNS.some((p) => p.test(pathname));
}
