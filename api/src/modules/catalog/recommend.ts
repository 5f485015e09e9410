import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { type SQL, sql } from 'drizzle-orm';
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

/** Words of at least three letters of these searches, lower case, each once. */
function wordsOf(terms: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const term of terms) {
    for (const word of term.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) out.add(word);
  }
  return [...out];
}
const escapeRegex = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One case-blind regular expression matching any of the texts, or null for none. */
const anyOf = (texts: string[]) => (texts.length ? texts.map(escapeRegex).join('|') : null);
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/** Product ids with their score, best first, for a shopper's searches, visits and purchases. */
export async function scoreRecommendations(
  state: CatalogState,
  shopper: Shopper,
  limit: number,
  now = Date.now(),
): Promise<{ id: string; score: number }[]> {
  const { db } = state.deps;
  const customer = shopper.customerId;
  const [history, bought] = await Promise.all([
    shopperHistory(db, shopper),
    customer
      ? queryRows<{ id: string }>(
          db,
          sql`select distinct product_id as id from product_events
              where customer_id = ${customer}::uuid and kind = 'purchase'`,
        )
      : Promise.resolve([]),
  ]);
  const boughtIds = bought.map((b) => b.id);
  // What the visited and bought products say: their categories and the mean visited price.
  const seen = [...new Set([...history.visited, ...boughtIds])];
  const traits = seen.length
    ? await queryRows<{ id: string; category_id: string; subcategory_id: string | null; price: number }>(
        db,
        sql`select id, category_id, subcategory_id, price::float8 as price from products
            where id = any(${uuidArray(seen)}::uuid[])`,
      )
    : [];
  const categories = [
    ...new Set(
      traits.flatMap((t) => (t.subcategory_id ? [t.category_id, t.subcategory_id] : [t.category_id])),
    ),
  ];
  const visitedSet = new Set(history.visited);
  const visitedPrices = traits.filter((t) => visitedSet.has(t.id)).map((t) => Number(t.price));
  const mean = visitedPrices.length ? visitedPrices.reduce((a, b) => a + b, 0) / visitedPrices.length : null;

  const recentSearches = history.searches
    .filter((x) => now - x.at.getTime() <= RECENT_SEARCH_MS)
    .map((x) => x.term);
  const olderSearches = history.searches
    .filter((x) => now - x.at.getTime() > RECENT_SEARCH_MS)
    .map((x) => x.term);
  const recentWords = wordsOf(recentSearches);
  const recent = anyOf(recentWords);
  const older = anyOf(wordsOf(olderSearches).filter((w) => !recentWords.includes(w)));
  const phrases = anyOf([...new Set(recentSearches)]);

  const textScore = (column: SQL, points: { recent: number; older: number }) =>
    sql`(case when ${recent}::text is not null and ${column} ~* ${recent}::text then ${n(points.recent)}
              when ${older}::text is not null and ${column} ~* ${older}::text then ${n(points.older)} else 0 end)`;
  const cats = uuidArray(categories);
  return queryRows<{ id: string; score: number }>(
    db,
    sql`select p.id, (
          (case when p.category_id = any(${cats}::uuid[]) or p.subcategory_id = any(${cats}::uuid[])
                then ${n(SCORE.category)} else 0 end)
          + ${textScore(sql`p.name`, SCORE.name)}
          + ${textScore(sql`p.description`, SCORE.description)}
          + ${textScore(sql`(c.name || ' ' || coalesce(sc.name, ''))`, SCORE.categoryText)}
          + (case when abs(p.price - ${mean}::float8) <= 0.3 * ${mean}::float8 then ${n(SCORE.price)} else 0 end)
          + (case when ${phrases}::text is not null and p.name ~* ${phrases}::text then ${n(SCORE.recentSearch)} else 0 end)
          + (case when p.rating_avg > 4 then ${n(SCORE.rating)} else 0 end)
          + (case when p.total_sales > 100 then ${n(SCORE.sales)} else 0 end)
          + (case when p.is_new then ${n(SCORE.isNew)} else 0 end)
        )::int as score
        from products p
        join categories c on c.id = p.category_id
        left join categories sc on sc.id = p.subcategory_id
        where p.deleted_at is null and p.stock_total > 0 and not (p.id = any(${uuidArray(boughtIds)}::uuid[]))
        order by score desc, (p.id = any(${uuidArray(history.visited)}::uuid[])) asc,
          p.rating_avg desc, p.review_count desc, p.id
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
