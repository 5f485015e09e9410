import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import type { ArticleTopic } from '@isoko/shared/content/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { KIGALI_PROVINCE } from '@isoko/shared/rwanda';
import type { AppDeps } from '../../deps';
import { trendingFromActivity, withNewestProducts } from '../catalog/activity';
import { bestDealsJson, cardsByIds, featuredJson, getProduct } from '../catalog/service';
import { type DeliveryStats, deliveryStats } from '../orders/delivery-stats';
import { unitsSoldSince } from '../orders/units-sold';
import { shippingRules } from '../shipping/service';

/** A product with the units of it ordered in a period. */
export type OrderedCard = ProductCardDto & { unitsOrdered: number };

/**
 * The real figures an article is written from, read through the catalogue's read service and
 * the orders and shipping modules: nothing in an article is invented.
 */
export interface ArticleData {
  topic: ArticleTopic;
  /** The language the article is written in; product and category names come in it. */
  language: ShopLanguage;
  today: Date;
  /** Today's featured product (one of the featured list, a different one each day). */
  featured: ProductDto | null;
  /**
   * What shoppers viewed, carted and bought most in the last two weeks, then (when too few
   * products had activity) the newest products: the first `trendingFromActivity` come from
   * activity, and only those may be called trending.
   */
  trending: ProductCardDto[];
  trendingFromActivity: number;
  /** Products a shopper sees discounted (a running flash deal counts), biggest discount first. */
  deals: ProductCardDto[];
  /** The best-reviewed product, for the review topic. */
  reviewed: ProductDto | null;
  /** Orders and delivery of the last `STATS_DAYS` days (Kigali trends only). */
  stats: DeliveryStats | null;
  /**
   * The products ordered for delivery in the City of Kigali in those days, most units first
   * (Kigali trends only): what the article may call chosen by Kigali shoppers. Counted as the
   * analytics count units sold (cancelled orders left out); empty when nothing was ordered.
   */
  kigaliOrdered: OrderedCard[];
  /** freeAbove: null when no order size makes delivery free. */
  shipping: { standardFee: number; freeAbove: number | null; kigaliFree: boolean };
}

const LIST_SIZE = 5;
/** The period the Kigali trends article counts orders over. */
const STATS_DAYS = 30;
/** How many of the products Kigali shoppers ordered the article shows. */
const KIGALI_LIST_SIZE = 3;

const parseCards = (json: string): ProductCardDto[] => (JSON.parse(json) as { data: ProductCardDto[] }).data;

/** Day number since the epoch in Kigali (UTC+2), so "today's" product changes at local midnight. */
const kigaliDay = (at: Date) => Math.floor((at.getTime() + 2 * 3600_000) / 86_400_000);

export async function articleData(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  topic: ArticleTopic,
  today = new Date(),
  language: ShopLanguage = 'en',
): Promise<ArticleData> {
  const state = deps.catalog;
  const needs = {
    featured: topic === 'product-daily' || topic === 'how-to-shop',
    trending: topic === 'trending-products' || topic === 'how-to-shop',
    deals: topic === 'best-deals' || topic === 'how-to-shop',
    reviewed: topic === 'product-review',
    stats: topic === 'kigali-trends',
  };
  const featuredCards =
    needs.featured || needs.reviewed ? parseCards(await featuredJson(state, 12, language)) : [];
  const pick = featuredCards.length ? featuredCards[kigaliDay(today) % featuredCards.length] : undefined;
  const reviewedCard = [...featuredCards].sort(
    (a, b) => b.totalReviews * b.averageRating - a.totalReviews * a.averageRating,
  )[0];
  const [featured, reviewed, trending, deals, stats, kigaliOrdered, rules] = await Promise.all([
    needs.featured && pick ? getProduct(state, pick.id, language) : null,
    needs.reviewed && reviewedCard ? getProduct(state, reviewedCard.id, language) : null,
    needs.trending ? trendingFromActivity(state, LIST_SIZE, language) : [],
    needs.deals ? bestDealsJson(state, LIST_SIZE, language).then(parseCards) : [],
    needs.stats ? deliveryStats(deps.db, STATS_DAYS) : null,
    needs.stats ? orderedInKigali(deps, today, language) : [],
    shippingRules(deps.db),
  ]);
  return {
    topic,
    language,
    today,
    featured,
    trending: needs.trending ? await withNewestProducts(state, trending, LIST_SIZE, language) : [],
    trendingFromActivity: trending.length,
    deals: deals.filter((d) => shownPrice(d, today.getTime()).percent > 0),
    reviewed,
    stats,
    kigaliOrdered,
    shipping: { standardFee: rules.standardFee, freeAbove: rules.freeAbove, kigaliFree: rules.kigaliFree },
  };
}

/**
 * The products ordered for delivery in Kigali in the last `STATS_DAYS` days, most units first
 * (ties by id, so the article is the same when asked twice); deleted products are left out, as
 * their pages are gone.
 */
async function orderedInKigali(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  today: Date,
  language: ShopLanguage,
): Promise<OrderedCard[]> {
  const since = new Date(today.getTime() - STATS_DAYS * 86_400_000);
  const units = await unitsSoldSince(deps.db, since, { province: KIGALI_PROVINCE });
  const ranked = [...units.entries()]
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  // A few more than shown, in case some were deleted since; not every product ever ordered.
  const cards = await cardsByIds(
    deps.catalog,
    ranked.slice(0, KIGALI_LIST_SIZE * 10).map(([id]) => id),
    language,
  );
  return cards.slice(0, KIGALI_LIST_SIZE).map((c) => ({ ...c, unitsOrdered: units.get(c.id) ?? 0 }));
}

/** Every product the data names, by id (lower case): the only product pages an article may link to. */
export function productsIn(data: ArticleData): Map<string, ProductCardDto> {
  const all = [data.featured, data.reviewed, ...data.trending, ...data.deals, ...data.kigaliOrdered].filter(
    (p): p is ProductCardDto => p !== null,
  );
  return new Map(all.map((p) => [p.id.toLowerCase(), p]));
}
