import { describe, expect, it } from 'vitest';
import { amountsOf, neutraliseAmounts } from './price-guard';

describe('neutraliseAmounts', () => {
  const allowed = amountsOf({ price: 15_000, fee: 2_000, product: { originalPrice: 20_000 } });

  it('keeps sentences whose amounts the shop produced, in any usual spelling', () => {
    const text = 'The dress costs 15,000 RWF. Delivery is 2 000 Frw. It was 20k before.';
    expect(neutraliseAmounts(text, allowed)).toEqual({ text, dropped: 0 });
  });

  it('drops a sentence stating a price the shop never gave', () => {
    const out = neutraliseAmounts('Good news! The dress costs 9,500 RWF today. It is in stock.', allowed);
    expect(out.text).toBe('Good news! It is in stock.');
    expect(out.dropped).toBe(1);
  });

  it('lets counts and percentages through', () => {
    const text = 'Returns are accepted for 7 days. That is 25% off.';
    expect(neutraliseAmounts(text, allowed).text).toBe(text);
  });
});
