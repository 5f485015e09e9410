import type { ProductCardDto } from './schema';

export interface ShownPrice {
  /** What one unit costs now (a running flash deal's price when there is one). */
  price: number;
  /** The struck-through price, only when higher than `price`. */
  original: number | null;
  /** Percent saved against `original`, rounded. */
  percent: number;
  /** A flash deal is running. */
  deal: boolean;
}

/** What the rule reads; a product kept without its was-price (an old saved chat) shows none. */
type Priced = Pick<ProductCardDto, 'price'> & {
  originalPrice?: ProductCardDto['originalPrice'];
  flashDeal?: Pick<NonNullable<ProductCardDto['flashDeal']>, 'dealPrice' | 'endsAt'> | null;
};

/**
 * The price a card or page shows, and the one rule for "what the shopper pays now and what it
 * was": the product page, product cards, the assistant's cards and the assistant's words about a
 * deal all read it, so a percent said matches the percent shown. A flash deal counts only until
 * its real `endsAt`; the struck price is the higher of the regular and original prices. `basePrice` overrides the product's
 * price with a chosen variant's.
 */
export function shownPrice(product: Priced, now = Date.now(), basePrice = product.price): ShownPrice {
  const deal = product.flashDeal && Date.parse(product.flashDeal.endsAt) > now ? product.flashDeal : null;
  const regular = basePrice;
  const price = deal ? Math.min(deal.dealPrice, regular) : regular;
  const highest = Math.max(regular, product.originalPrice ?? 0);
  const original = highest > price ? highest : null;
  const percent = original ? Math.round(((original - price) / original) * 100) : 0;
  return { price, original, percent, deal: !!deal && price < regular };
}
