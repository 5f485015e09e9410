import { DEFAULT_FLOOR_DISCOUNT_PERCENT, defaultFloor } from './concession-schedule';

/** The offer buttons of the negotiation widget, as shares of the price in percent. */
export const QUICK_OFFER_PERCENTS = [70, 80, 85, 90] as const;

/**
 * Quick offer amounts for a price (integer RWF): 70, 80 and 85 % of it, rounded to the
 * nearest 100 RWF (10 RWF under 1,000 RWF, so the buttons stay distinct and above zero), and
 * the 90 % button, which is the advertised "saving up to 10 %": the default floor itself (90 %
 * rounded up to the floor's step), so tapping it in the last round always closes a deal.
 * Ascending, without repeats; empty for a price that is not positive.
 */
export function quickOffers(basePrice: number): number[] {
  if (!Number.isFinite(basePrice) || basePrice <= 0) return [];
  const step = basePrice >= 1000 ? 100 : 10;
  const amounts = QUICK_OFFER_PERCENTS.map((percent) => {
    if (percent === 100 - DEFAULT_FLOOR_DISCOUNT_PERCENT) return defaultFloor(basePrice);
    const rounded = Math.round((basePrice * percent) / 100 / step) * step;
    return rounded > 0 ? rounded : Math.max(1, Math.round((basePrice * percent) / 100));
  });
  return [...new Set(amounts)];
}
