/** The offer buttons of the negotiation widget, as shares of the price in percent. */
export const QUICK_OFFER_PERCENTS = [70, 80, 85, 90] as const;

/**
 * Quick offer amounts for a price (integer RWF): 70, 80, 85 and 90 % of it, rounded to the
 * nearest 100 RWF. Under 1,000 RWF they round to 10 RWF instead, so the buttons stay distinct
 * and above zero. Ascending, without repeats; empty for a price that is not positive.
 */
export function quickOffers(basePrice: number): number[] {
  if (!Number.isFinite(basePrice) || basePrice <= 0) return [];
  const step = basePrice >= 1000 ? 100 : 10;
  const amounts = QUICK_OFFER_PERCENTS.map((percent) => {
    const rounded = Math.round((basePrice * percent) / 100 / step) * step;
    return rounded > 0 ? rounded : Math.max(1, Math.round((basePrice * percent) / 100));
  });
  return [...new Set(amounts)];
}
