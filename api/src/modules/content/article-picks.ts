import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import type { DeliveryStats } from '../orders/delivery-stats';
import type { ArticleData } from './article-data';
import { need, type Quoted, quoted } from './article-kit';

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
  /** The names of the first two, for the meta description. */
  leaders: string[];
  /** The categories the list spans, each once, in list order. */
  categories: string[];
  /** The lowest and highest prices of the list. */
  lowest: number;
  highest: number;
}

export function pickTrending(data: ArticleData): TrendingPick {
  const list = need(data.trending, data.topic).map((p) => quoted(p, data.today));
  const prices = list.map((p) => p.shown.price);
  return {
    list,
    leaders: list.slice(0, 2).map((p) => p.name),
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

export interface KigaliPick {
  stats: DeliveryStats;
  /** The three trending products the article shows. */
  list: Quoted[];
  /** Percent of the orders delivered to the City of Kigali; 0 without orders. */
  share: number;
}

export function pickKigali(data: ArticleData): KigaliPick {
  const stats = need(data.stats, data.topic);
  const list = need(data.trending, data.topic)
    .slice(0, 3)
    .map((p) => quoted(p, data.today));
  const share = stats.orders ? Math.round((stats.kigaliOrders / stats.orders) * 100) : 0;
  return { stats, list, share };
}

export function pickReviewed(data: ArticleData): Quoted<ProductDto> {
  return quoted(need(data.reviewed, data.topic), data.today);
}
