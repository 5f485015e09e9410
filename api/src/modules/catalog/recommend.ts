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
const n = (v: number) => sql.raw(String(v));

/** Words of at least three letters, as ILIKE patterns with %, _ and \ escaped. */
function patterns(terms: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const term of terms) {
    for (const word of term.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 3) out.add(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
  }
  return [...out];
}
const escapeLike = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const list = (values: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as t)`;

/** Product ids with their score, best first, for a shopper's searches, visits and purchases. */
export async function scoreRecommendations(
  state: CatalogState,
  shopper: Shopper,
  limit: number,
  now = Date.now(),
): Promise<{ id: string; score: number }[]> {
  const history = await shopperHistory(state.deps.db, shopper);
  const recentSearches = history.searches
    .filter((s) => now - s.at.getTime() <= RECENT_SEARCH_MS)
    .map((s) => s.term);
  const olderSearches = history.searches
    .filter((s) => now - s.at.getTime() > RECENT_SEARCH_MS)
    .map((s) => s.term);
  const recent = patterns(recentSearches);
  const older = patterns(olderSearches).filter((p) => !recent.includes(p));
  const phrases = [...new Set(recentSearches)].map(escapeLike);
  const match = (terms: string[], column: ReturnType<typeof sql>) =>
    sql`exists (select 1 from ${list(terms)} w where ${column} ilike w.t)`;
  const textScore = (column: ReturnType<typeof sql>, points: { recent: number; older: number }) =>
    sql`(case when ${match(recent, column)} then ${n(points.recent)} when ${match(older, column)} then ${n(points.older)} else 0 end)`;
  const customer = shopper.customerId;
  return queryRows<{ id: string; score: number }>(
    state.deps.db,
    sql`with visited as (
          select p.id, p.category_id, p.subcategory_id, p.price from products p
          where p.id in (select t::uuid from ${list(history.visited)} v)
        ), bought as (
          select distinct e.product_id, p.category_id, p.subcategory_id
          from product_events e join products p on p.id = e.product_id
          where e.kind = 'purchase' and ${customer ? sql`e.customer_id = ${customer}::uuid` : sql`false`}
        ), cats as (
          select category_id as id from visited union select subcategory_id from visited
          union select category_id from bought union select subcategory_id from bought
        ), mean as (select avg(price)::float8 as price from visited)
        select p.id, (
          (case when p.category_id in (select id from cats where id is not null)
                  or p.subcategory_id in (select id from cats where id is not null) then ${n(SCORE.category)} else 0 end)
          + ${textScore(sql`p.name`, SCORE.name)}
          + ${textScore(sql`p.description`, SCORE.description)}
          + ${textScore(sql`(c.name || ' ' || coalesce(sc.name, ''))`, SCORE.categoryText)}
          + (case when abs(p.price - (select price from mean)) <= 0.3 * (select price from mean) then ${n(SCORE.price)} else 0 end)
          + (case when ${match(phrases, sql`p.name`)} then ${n(SCORE.recentSearch)} else 0 end)
          + (case when p.rating_avg > 4 then ${n(SCORE.rating)} else 0 end)
          + (case when p.total_sales > 100 then ${n(SCORE.sales)} else 0 end)
          + (case when p.is_new then ${n(SCORE.isNew)} else 0 end)
        )::int as score
        from products p
        join categories c on c.id = p.category_id
        left join categories sc on sc.id = p.subcategory_id
        where p.deleted_at is null and p.stock_total > 0 and p.id not in (select product_id from bought)
        order by score desc, (p.id in (select id from visited)) asc, p.rating_avg desc, p.review_count desc, p.id
        limit ${limit}`,
  );
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
