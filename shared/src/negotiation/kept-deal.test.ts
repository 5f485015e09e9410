import { describe, expect, it } from 'vitest';
import { readKeptDeal } from './kept-deal';

const NOW = Date.parse('2026-11-29T08:00:00Z');
const deal = { productId: 'p1', price: 27_000, negotiationToken: 'claims.mac', expiresAt: NOW + 60_000 };

describe('kept deal read back', () => {
  it('returns a deal whose token has not expired', () => {
    expect(readKeptDeal(deal, NOW)).toEqual(deal);
  });

  it('refuses an expired deal, one lasting longer than a deal can, and anything else', () => {
    expect(readKeptDeal(deal, deal.expiresAt)).toBeNull();
    expect(readKeptDeal({ ...deal, expiresAt: NOW + 31 * 60_000 }, NOW)).toBeNull();
    expect(readKeptDeal({ ...deal, price: -1 }, NOW)).toBeNull();
    expect(readKeptDeal({ ...deal, price: 27_000.5 }, NOW)).toBeNull();
    expect(readKeptDeal({ ...deal, negotiationToken: '' }, NOW)).toBeNull();
    expect(readKeptDeal({ ...deal, expiresAt: 'later' }, NOW)).toBeNull();
    expect(readKeptDeal({ price: 27_000 }, NOW)).toBeNull();
    expect(readKeptDeal('p1', NOW)).toBeNull();
    expect(readKeptDeal(null, NOW)).toBeNull();
  });
});
