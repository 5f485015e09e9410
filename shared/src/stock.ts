import { MAX_LINE_QUANTITY } from './cart/limits';

export const STOCK_LEVELS = ['in_stock', 'low_stock', 'few_left', 'out_of_stock'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** Above this many units a product is plainly 'In Stock'. */
export const IN_STOCK_ABOVE = 20;
/** At or below this many units the shopper is told exactly how many remain. */
export const FEW_LEFT_AT_MOST = 5;
/**
 * The back-office's one low-stock rule: a product is low on stock when its units (over its
 * variants on sale, out of stock included) are under 10. The dashboard's card, its Low Stock Alert
 * and the stock analysis all count with it.
 */
export const LOW_STOCK_ALERT_BELOW = 10;

/** Whether a product holding this many units (over its variants on sale) is low on stock. */
export const isLowStock = (units: number): boolean => units < LOW_STOCK_ALERT_BELOW;

/**
 * Above 20 'In Stock', 6-20 'Low Stock'. The old shop then called 1-5 units
 * 'Out of Stock' although they could be bought; here they read 'Only n left' and only 0 is out.
 * Screens word a level in the shopper's language with the web's `catalog:stock.<level>` texts.
 */
export function stockLevel(quantity: number): StockLevel {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'out_of_stock';
  if (quantity <= FEW_LEFT_AT_MOST) return 'few_left';
  if (quantity <= IN_STOCK_ABOVE) return 'low_stock';
  return 'in_stock';
}

/**
 * Quantity cannot exceed stock, nor the most units one cart line may hold (MAX_LINE_QUANTITY,
 * which the cart and order requests refuse beyond); 10 is the cap when stock is unknown.
 */
export const UNKNOWN_STOCK_QUANTITY_CAP = 10;
export function maxOrderQuantity(stock: number | null | undefined): number {
  if (stock === null || stock === undefined || !Number.isFinite(stock)) return UNKNOWN_STOCK_QUANTITY_CAP;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(stock)));
}
