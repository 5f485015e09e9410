import type { ProductCardDto } from '@isoko/shared/catalog/schema';

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

type Priced = Pick<ProductCardDto, 'price' | 'originalPrice' | 'flashDeal'>;

/**
 * The price a card or page shows. A flash deal counts only until its real `endsAt`; the struck
 * price is the higher of the regular and original prices. `basePrice` overrides the product's
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
