/** The cart icon's badge: the item count, or '99+' above 99. Empty when the cart is. */
export function cartBadgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
