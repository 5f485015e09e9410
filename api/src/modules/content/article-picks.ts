import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import type { DeliveryStats } from '../orders/delivery-stats';
import type { ArticleData, OrderedCard } from './article-data';
import { type Duration, need, type Quoted, quoted } from './article-kit';

/**
 * What each topic's article speaks of, picked once from the data for every language: which
 * products, at which prices (the shown price, see `quoted`), which categories and figures. The
 * language files only word these picks.
 */

export interface DailyPick {
  product: Quoted<ProductDto>;
  /** The product's category in lower case, the article's keyword. */
  keyword: string;
}

export function pickDaily(data: ArticleData): DailyPick {
  const product = quoted(need(data.featured, data.topic), data.today);
  return { product, keyword: product.category.name.toLowerCase() };
}

export interface GuidePick {
  /** The products the guide shows as examples: `second` only when it is another product. */
  first: Quoted;
  second: Quoted | null;
  /** The biggest deal, to show what a struck price means. */
  deal: Quoted | null;
}

export function pickGuide(data: ArticleData): GuidePick {
  const examples = need(
    [data.featured, ...data.deals, ...data.trending].filter((p): p is ProductCardDto => p !== null),
    data.topic,
  );
  const [first, second] = [examples[0] as ProductCardDto, examples[1] ?? examples[0]];
  const deal = data.deals[0];
  return {
    first: quoted(first, data.today),
    second: second && second.id !== first.id ? quoted(second, data.today) : null,
    deal: deal ? quoted(deal, data.today) : null,
  };
}

export interface TrendingPick {
  list: Quoted[];
  /**
   * How many of the list, from its start, come from what shoppers did; the rest are the newest
   * products. 0: too little activity to call anything trending.
   */
  fromActivity: number;
  /** The names of the first two trending ones (none when `fromActivity` is 0), for the meta description. */
  leaders: string[];
  /** The categories the list spans, each once, in list order. */
  categories: string[];
  /** The lowest and highest prices of the list. */
  lowest: number;
  highest: number;
}

export function pickTrending(data: ArticleData): TrendingPick {
  const list = need(data.trending, data.topic).map((p) => quoted(p, data.today));
  const fromActivity = Math.min(data.trendingFromActivity, list.length);
  const prices = list.map((p) => p.shown.price);
  return {
    list,
    fromActivity,
    leaders: list.slice(0, Math.min(2, fromActivity)).map((p) => p.name),
    categories: [...new Set(list.map((p) => p.category.name))],
    lowest: Math.min(...prices),
    highest: Math.max(...prices),
  };
}

export interface DealsPick {
  /** The deals, biggest first; `top` is the first. */
  list: Quoted[];
  top: Quoted;
}

export function pickDeals(data: ArticleData): DealsPick {
  const list = need(data.deals, data.topic).map((p) => quoted(p, data.today));
  return { list, top: list[0] as Quoted };
}

/**
 * The fewest delivered Kigali orders an average delivery time is stated over. Fewer say more
 * about one parcel than about the shop: a single order marked delivered four minutes after it was
 * placed would read as the shop's speed.
 */
export const DELIVERY_SPEED_MIN_ORDERS = 5;

/** Up to this many hours, a time reads in hours: a next-day delivery is "26 hours", not "1 day". */
const HOURS_UP_TO = 48;

/**
 * Minutes in the unit a reader takes in at once: minutes under an hour, hours up to two days,
 * then days; each rounded to a whole number, and never "0 minutes".
 */
export function durationOf(minutes: number): Duration {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return { unit: 'minute', count: m };
  const hours = Math.round(m / 60);
  if (hours < HOURS_UP_TO) return { unit: 'hour', count: hours };
  return { unit: 'day', count: Math.round(hours / 24) };
}

/**
 * The average time from order to delivery in Kigali an article may state: null when fewer than
 * `DELIVERY_SPEED_MIN_ORDERS` Kigali orders were delivered.
 */
export function kigaliDeliverySpeed(stats: DeliveryStats): Duration | null {
  if (stats.kigaliDeliveryMinutes === null || stats.kigaliDelivered < DELIVERY_SPEED_MIN_ORDERS) return null;
  return durationOf(stats.kigaliDeliveryMinutes);
}

export interface KigaliPick {
  stats: DeliveryStats;
  /**
   * Up to three products Kigali shoppers really ordered, most units first; empty when none was
   * ordered (the article then names none).
   */
  list: Quoted<OrderedCard>[];
  /** Percent of the orders delivered to the City of Kigali; 0 without orders. */
  share: number;
  /** The average time from order to delivery in Kigali, null when too few orders tell it. */
  speed: Duration | null;
}

export function pickKigali(data: ArticleData): KigaliPick {
  const stats = need(data.stats, data.topic);
  const list = data.kigaliOrdered.map((p) => quoted(p, data.today));
  const share = stats.orders ? Math.round((stats.kigaliOrders / stats.orders) * 100) : 0;
  return { stats, list, share, speed: kigaliDeliverySpeed(stats) };
}

export function pickReviewed(data: ArticleData): Quoted<ProductDto> {
  return quoted(need(data.reviewed, data.topic), data.today);
}
