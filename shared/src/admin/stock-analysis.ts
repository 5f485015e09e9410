import { LOW_STOCK_ALERT_BELOW } from '../stock';
import type { ReorderItem, ReorderPriority, StockRecommendation, StockReport } from './products-schema';

/**
 * The stock analysis: which products are out, critical or low, and how many units to reorder.
 *
 * Levels (units over a product's variants on sale): 0 out of stock, 1-4 critical, 5-9 low.
 *
 * Reorder quantity, from the last 30 days of sales:
 *   dailySales    = units sold in the window / 30
 *   reorderPoint  = dailySales × (leadTimeDays + safetyDays)
 *   target        = dailySales × (leadTimeDays + safetyDays + coverDays), at least LOW_STOCK_BELOW
 *   orderQuantity = ceil(target − stock) when stock is below 10 or at/below the reorder point, else 0
 * so a product that sells brings enough to last the supplier's lead time, a safety margin and a
 * month after it arrives, and one that does not sell is brought back to the low-stock line.
 */

export const STOCK_CRITICAL_BELOW = 5;
/** The shop's low-stock line (shared/stock): the analysis and the dashboard count with the same one. */
export const STOCK_LOW_BELOW = LOW_STOCK_ALERT_BELOW;
export const SALES_WINDOW_DAYS = 30;
/** Days between ordering from a supplier and the goods being on the shelf in Kigali. */
export const DEFAULT_LEAD_TIME_DAYS = 7;
export const SAFETY_DAYS = 7;
export const COVER_DAYS = 30;

export interface StockAnalysisProduct {
  id: string;
  name: string;
  sku: string | null;
  stockQuantity: number;
  /** Units sold over the last SALES_WINDOW_DAYS days (paid or not, cancelled left out). */
  unitsSold: number;
}

const PRIORITY_RANK: Record<ReorderPriority, number> = { CRITICAL: 0, HIGH: 1, MEDIUM: 2, LOW: 3 };

export function reorderQuantity(
  stock: number,
  unitsSold: number,
  leadTimeDays = DEFAULT_LEAD_TIME_DAYS,
): number {
  const daily = Math.max(0, unitsSold) / SALES_WINDOW_DAYS;
  const reorderPoint = daily * (leadTimeDays + SAFETY_DAYS);
  if (stock >= STOCK_LOW_BELOW && stock > reorderPoint) return 0;
  const target = Math.max(STOCK_LOW_BELOW, daily * (leadTimeDays + SAFETY_DAYS + COVER_DAYS));
  return Math.max(0, Math.ceil(target - stock));
}

function priorityOf(stock: number): ReorderPriority {
  if (stock <= 0) return 'CRITICAL';
  if (stock < STOCK_CRITICAL_BELOW) return 'HIGH';
  if (stock < STOCK_LOW_BELOW) return 'MEDIUM';
  return 'LOW';
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The report of the whole catalogue, given each product on sale with its stock and recent sales. */
export function analyseStock(
  rows: readonly StockAnalysisProduct[],
  now: Date,
  leadTimeDays = DEFAULT_LEAD_TIME_DAYS,
): StockReport {
  const outOfStock = rows.filter((r) => r.stockQuantity <= 0).length;
  const critical = rows.filter((r) => r.stockQuantity > 0 && r.stockQuantity < STOCK_CRITICAL_BELOW).length;
  const low = rows.filter(
    (r) => r.stockQuantity >= STOCK_CRITICAL_BELOW && r.stockQuantity < STOCK_LOW_BELOW,
  ).length;

  const reorderList: ReorderItem[] = rows
    .map((r) => ({
      product: { id: r.id, name: r.name, sku: r.sku },
      stockQuantity: Math.max(0, r.stockQuantity),
      dailySales: Math.round((Math.max(0, r.unitsSold) / SALES_WINDOW_DAYS) * 100) / 100,
      orderQuantity: reorderQuantity(r.stockQuantity, r.unitsSold, leadTimeDays),
      priority: priorityOf(r.stockQuantity),
    }))
    .filter((item) => item.orderQuantity > 0)
    .sort(
      (a, b) =>
        PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
        b.dailySales - a.dailySales ||
        a.stockQuantity - b.stockQuantity ||
        a.product.name.localeCompare(b.product.name),
    );

  // Each piece of advice carries a code and its figures; the English sentence stays for the first
  // back office. Report reads stored before codes existed fail the schema and are analysed again.
  const recommendations: StockRecommendation[] = [];
  if (outOfStock) {
    recommendations.push({
      type: 'urgent',
      code: 'outOfStock',
      params: { count: outOfStock },
      message: `${plural(outOfStock, 'product is', 'products are')} out of stock: reorder them now.`,
    });
  }
  if (critical) {
    recommendations.push({
      type: 'warning',
      code: 'critical',
      params: { count: critical, below: STOCK_CRITICAL_BELOW },
      message: `${plural(critical, 'product has', 'products have')} fewer than ${STOCK_CRITICAL_BELOW} units left.`,
    });
  }
  if (low) {
    recommendations.push({
      type: 'info',
      code: 'low',
      params: { count: low, from: STOCK_CRITICAL_BELOW, to: STOCK_LOW_BELOW - 1 },
      message: `${plural(low, 'product is', 'products are')} running low (${STOCK_CRITICAL_BELOW}-${STOCK_LOW_BELOW - 1} units).`,
    });
  }
  const fastSellers = reorderList.filter((i) => i.priority === 'LOW').length;
  if (fastSellers) {
    recommendations.push({
      type: 'info',
      code: 'fastSellers',
      params: { count: fastSellers },
      message: `${plural(fastSellers, 'product sells', 'products sell')} faster than stock lasts through the supplier's lead time.`,
    });
  }
  if (recommendations.length === 0) {
    recommendations.push({
      type: 'success',
      code: 'healthy',
      params: {},
      message: 'Stock levels are healthy.',
    });
  }

  return {
    summary: { totalProducts: rows.length, outOfStock, critical, low },
    recommendations,
    reorderList,
    generatedAt: now.toISOString(),
  };
}
