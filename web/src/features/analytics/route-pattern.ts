/** Paths whose second segment is an id or slug: web vitals are grouped per screen, not per product. */
const WITH_ID: Record<string, string> = {
  product: ':id',
  category: ':slug',
  track: ':trackingId',
  orders: ':id',
  blog: ':id',
  checkout: ':step',
};

/** `/product/123` → `/product/:id`; other paths as they are, without a trailing slash. */
export function routePattern(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'admin') return `/${parts.slice(0, 2).join('/')}`;
  const param = parts[0] ? WITH_ID[parts[0]] : undefined;
  if (param && parts.length > 1) return `/${parts[0]}/${param}`;
  return `/${parts.join('/')}`;
}
