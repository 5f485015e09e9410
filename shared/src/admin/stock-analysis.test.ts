import { describe, expect, it } from 'vitest';
import { analyseStock, reorderQuantity } from './stock-analysis';

const row = (id: string, stockQuantity: number, unitsSold = 0) => ({
  id,
  name: `Product ${id}`,
  sku: null,
  stockQuantity,
  unitsSold,
});
const now = new Date('2026-11-24T00:00:00Z');

describe('stock analysis', () => {
  it('counts 0 as out of stock, 1-4 as critical and 5-9 as low', () => {
    const report = analyseStock(
      [row('a', 0), row('b', 1), row('c', 4), row('d', 5), row('e', 9), row('f', 10)],
      now,
    );
    expect(report.summary).toEqual({ totalProducts: 6, outOfStock: 1, critical: 2, low: 2 });
  });

  it('orders enough for lead time, safety and a month of cover from 30-day sales', () => {
    // 60 units in 30 days = 2 a day; (7 + 7 + 30) × 2 = 88 wanted, 3 on hand.
    expect(reorderQuantity(3, 60)).toBe(85);
    // A product that does not sell is brought back to the low-stock line.
    expect(reorderQuantity(0, 0)).toBe(10);
    expect(reorderQuantity(50, 0)).toBe(0);
    // 20 on hand but 3 a day sells out before a new delivery: reorder.
    expect(reorderQuantity(20, 90)).toBe(Math.ceil(3 * 44 - 20));
  });

  it('ranks the reorder list CRITICAL, HIGH, MEDIUM, LOW', () => {
    const report = analyseStock([row('low', 7), row('fast', 20, 90), row('out', 0), row('crit', 2)], now);
    expect(report.reorderList.map((i) => [i.product.id, i.priority])).toEqual([
      ['out', 'CRITICAL'],
      ['crit', 'HIGH'],
      ['low', 'MEDIUM'],
      ['fast', 'LOW'],
    ]);
    expect(report.recommendations[0]).toEqual({
      type: 'urgent',
      code: 'outOfStock',
      params: { count: 1 },
      message: '1 product is out of stock: reorder them now.',
    });
    expect(report.recommendations.slice(1).map((r) => [r.code, r.params])).toEqual([
      ['critical', { count: 1, below: 5 }],
      ['low', { count: 1, from: 5, to: 9 }],
      ['fastSellers', { count: 1 }],
    ]);
  });

  it('says stock is healthy when nothing needs ordering', () => {
    const report = analyseStock([row('a', 40, 3)], now);
    expect(report.reorderList).toEqual([]);
    expect(report.recommendations).toEqual([
      { type: 'success', code: 'healthy', params: {}, message: 'Stock levels are healthy.' },
    ]);
  });
});
