import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { describe, expect, it } from 'vitest';
import { bundleTotals } from './bundles';

const card = (price: number, originalPrice: number | null, flashDeal: ProductCardDto['flashDeal'] = null) =>
  ({ price, originalPrice, flashDeal }) as ProductCardDto;

describe('bundleTotals', () => {
  it('adds the real prices and only the real savings', () => {
    expect(bundleTotals([card(20000, 25000), card(15000, null), card(10000, 12000)])).toEqual({
      total: 45000,
      saving: 7000,
    });
  });

  it('uses a running flash deal price and ignores an ended one', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const running = card(10000, null, { dealPrice: 8000, endsAt: '2026-01-02T00:00:00Z' });
    const ended = card(10000, null, { dealPrice: 8000, endsAt: '2025-12-31T00:00:00Z' });
    expect(bundleTotals([running, ended], now)).toEqual({ total: 18000, saving: 2000 });
  });
});
