import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import type { ArticleTopic } from '@isoko/shared/content/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import type { AppDeps } from '../../deps';
import { trendingProducts } from '../catalog/activity';
import { bestDealsJson, featuredJson, getProduct } from '../catalog/service';
import { type DeliveryStats, deliveryStats } from '../orders/delivery-stats';
import { shippingRules } from '../shipping/service';

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
  trending: ProductCardDto[];
  /** Products a shopper sees discounted (a running flash deal counts), biggest discount first. */
  deals: ProductCardDto[];
  /** The best-reviewed product, for the review topic. */
  reviewed: ProductDto | null;
  /** Orders and delivery of the last 30 days (Kigali trends only). */
  stats: DeliveryStats | null;
  /** freeAbove: null when no order size makes delivery free. */
  shipping: { standardFee: number; freeAbove: number | null; kigaliFree: boolean };
}

const LIST_SIZE = 5;

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
    trending: topic === 'trending-products' || topic === 'kigali-trends' || topic === 'how-to-shop',
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
  const [featured, reviewed, trending, deals, stats, rules] = await Promise.all([
    needs.featured && pick ? getProduct(state, pick.id, language) : null,
    needs.reviewed && reviewedCard ? getProduct(state, reviewedCard.id, language) : null,
    needs.trending ? trendingProducts(state, LIST_SIZE, language) : [],
    needs.deals ? bestDealsJson(state, LIST_SIZE, language).then(parseCards) : [],
    needs.stats ? deliveryStats(deps.db, 30) : null,
    shippingRules(deps.db),
  ]);
  return {
    topic,
    language,
    today,
    featured,
    trending,
    deals: deals.filter((d) => shownPrice(d, today.getTime()).percent > 0),
    reviewed,
    stats,
    shipping: { standardFee: rules.standardFee, freeAbove: rules.freeAbove, kigaliFree: rules.kigaliFree },
  };
}

/** Every product the data names, by id (lower case): the only product pages an article may link to. */
export function productsIn(data: ArticleData): Map<string, ProductCardDto> {
  const all = [data.featured, data.reviewed, ...data.trending, ...data.deals].filter(
    (p): p is ProductCardDto => p !== null,
  );
  return new Map(all.map((p) => [p.id.toLowerCase(), p]));
}
