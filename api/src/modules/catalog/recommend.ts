import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { RECENT_SEARCH_MS } from '../analytics/history';
import { type Shopper, shopperHistory } from '../analytics/service';
import { cardsByIds } from './service';
import type { CatalogState } from './state';
import { Expiring } from './ttl-cache';

/** A shopper's answer is reused this long: new views show up within seconds. */
const RECOMMENDATION_TTL_MS = 5_000;

/**
 * The recommendation scoring, point by point (a product's score is the sum of what applies):
 * its category or subcategory is one the shopper visited or bought from; a search word is in
 * its name, description or category name (more when the search is recent); a whole recent
 * search is in its name; its price is within 30 % of the mean price of visited products; it is
 * well rated, a good seller, or new.
 */
export const SCORE = {
  category: 4,
  name: { recent: 4, older: 2 },
  description: { recent: 3, older: 1 },
  categoryText: { recent: 3, older: 1 },
  price: 2,
  recentSearch: 5,
  rating: 1,
  sales: 1,
  isNew: 2,
} as const;

/** Words of at least three letters of these searches, lower case, each once. */
function wordsOf(terms: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const term of terms) {
    for (const word of term.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) out.add(word);
  }
  return [...out];
}

/** What the scoring reads of one listed product, its texts in lower case. */
interface Scorable {
  id: string;
  name: string;
  description: string;
  categoryText: string;
  categoryId: string;
  subcategoryId: string | null;
  price: number;
  rating: number;
  reviews: number;
  sales: number;
  isNew: boolean;
  inStock: boolean;
}

/**
 * Every listed product as the scoring reads it, held in memory (one query, reused for the
 * section cache's 30 seconds and dropped on any catalogue change): matching search words
 * against every description in SQL costs tens of milliseconds, in memory about one.
 */
async function scorableProducts(state: CatalogState): Promise<Map<string, Scorable>> {
  return (await state.sections.get('recommend:index', async () => {
    const rows = await queryRows<{
      id: string;
      name: string;
      description: string;
      category_text: string;
      category_id: string;
      subcategory_id: string | null;
      price: number;
      rating: number;
      reviews: number;
      sales: number;
      is_new: boolean;
      stock: number;
    }>(
      state.deps.db,
      sql`select p.id, p.name, p.description, c.name || ' ' || coalesce(sc.name, '') as category_text,
            p.category_id, p.subcategory_id, p.price::float8 as price, p.rating_avg::float8 as rating,
            p.review_count as reviews, p.total_sales as sales, p.is_new, p.stock_total as stock
          from products p
          join categories c on c.id = p.category_id
          left join categories sc on sc.id = p.subcategory_id
          where p.deleted_at is null`,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name.toLowerCase(),
          description: r.description.toLowerCase(),
          categoryText: r.category_text.toLowerCase(),
          categoryId: r.category_id,
          subcategoryId: r.subcategory_id,
          price: Number(r.price),
          rating: Number(r.rating),
          reviews: Number(r.reviews),
          sales: Number(r.sales),
          isNew: r.is_new,
          inStock: Number(r.stock) > 0,
        },
      ]),
    );
  })) as Map<string, Scorable>;
}

const hasAny = (text: string, words: readonly string[]) => words.some((w) => text.includes(w));

/** Product ids with their score, best first, for a shopper's searches, visits and purchases. */
export async function scoreRecommendations(
  state: CatalogState,
  shopper: Shopper,
  limit: number,
  now = Date.now(),
): Promise<{ id: string; score: number }[]> {
  const { db } = state.deps;
  const customer = shopper.customerId;
  const [history, bought, products] = await Promise.all([
    shopperHistory(db, shopper),
    customer
      ? queryRows<{ id: string }>(
          db,
          sql`select distinct product_id as id from product_events
              where customer_id = ${customer}::uuid and kind = 'purchase'`,
        )
      : Promise.resolve([]),
    scorableProducts(state),
  ]);
  const boughtIds = new Set(bought.map((b) => b.id));
  const visited = new Set(history.visited);
  // What the visited and bought products say: their categories and the mean visited price.
  const categories = new Set<string>();
  const prices: number[] = [];
  for (const id of [...visited, ...boughtIds]) {
    const p = products.get(id);
    if (!p) continue;
    categories.add(p.categoryId);
    if (p.subcategoryId) categories.add(p.subcategoryId);
    if (visited.has(id)) prices.push(p.price);
  }
  const mean = prices.length ? prices.reduce((a, b) => a + b, 0) / prices.length : null;

  const recentSearches = history.searches
    .filter((x) => now - x.at.getTime() <= RECENT_SEARCH_MS)
    .map((x) => x.term);
  const olderSearches = history.searches
    .filter((x) => now - x.at.getTime() > RECENT_SEARCH_MS)
    .map((x) => x.term);
  const recent = wordsOf(recentSearches);
  const older = wordsOf(olderSearches).filter((w) => !recent.includes(w));
  const phrases = [...new Set(recentSearches.map((t) => t.toLowerCase()))];
  const text = (value: string, points: { recent: number; older: number }) =>
    hasAny(value, recent) ? points.recent : hasAny(value, older) ? points.older : 0;

  const scored: { p: Scorable; score: number; seen: boolean }[] = [];
  for (const p of products.values()) {
    if (!p.inStock || boughtIds.has(p.id)) continue;
    let score = 0;
    if (categories.has(p.categoryId) || (p.subcategoryId !== null && categories.has(p.subcategoryId))) {
      score += SCORE.category;
    }
    score += text(p.name, SCORE.name) + text(p.description, SCORE.description);
    score += text(p.categoryText, SCORE.categoryText);
    if (mean !== null && Math.abs(p.price - mean) <= 0.3 * mean) score += SCORE.price;
    if (hasAny(p.name, phrases)) score += SCORE.recentSearch;
    if (p.rating > 4) score += SCORE.rating;
    if (p.sales > 100) score += SCORE.sales;
    if (p.isNew) score += SCORE.isNew;
    scored.push({ p, score, seen: visited.has(p.id) });
  }
  // Best score first; among equals, what the shopper has not seen yet, then the best rated.
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      Number(a.seen) - Number(b.seen) ||
      b.p.rating - a.p.rating ||
      b.p.reviews - a.p.reviews ||
      (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0),
  );
  return scored.slice(0, limit).map((x) => ({ id: x.p.id, score: x.score }));
}

/** Recommended products for a device (and its customer once signed in), best score first. */
export async function recommendedCards(
  state: CatalogState,
  shopper: Shopper,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  const scored = await scoreRecommendations(state, shopper, limit);
  return cardsByIds(
    state,
    scored.map((s) => s.id),
    lang,
  );
}

/** GET /api/recommendations/:deviceId as JSON text, reused for a few seconds per shopper. */
export async function recommendedJson(
  state: CatalogState,
  shopper: Shopper,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<string> {
  const key = `score:${lang}:${shopper.deviceId ?? ''}:${shopper.customerId ?? ''}:${limit}`;
  return state.activity.get(key, async () => {
    const data = await recommendedCards(state, shopper, limit, lang);
    return new Expiring(JSON.stringify({ success: true, data }), Date.now() + RECOMMENDATION_TTL_MS);
  });
}
