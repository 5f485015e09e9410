import { OWN_LABEL_BRAND } from '@isoko/shared/catalog/constants';
import type { ProductListQuery } from '@isoko/shared/catalog/schema';
import { type SortOption, sortOption } from '@isoko/shared/catalog/sort';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryArraysNamed, queryRows } from '../../db/client';
import {
  dealShown,
  type FlashDeal,
  type FlashPrices,
  flashPrices,
  inDeal,
  maxPriceCondition,
  minDiscountCondition,
  minPriceCondition,
  notInDeal,
} from './listing-prices';
import {
  type CardRow,
  LISTING_CARD_NAMES,
  LISTING_CARD_WIDTH,
  listingCardColumns,
  listingCardRow,
} from './product-card';
import { hasRunningDeal } from './read';
import { foldText, prefixTsQuery } from './search-terms';
import { vocabularyCondition } from './search-vocabulary';
import { type CatalogSnapshot, resolveCategories } from './snapshot';

/** The order of each shared sort option; ties always end on id so pages never overlap. */
const ORDER: Record<SortOption, string> = {
  relevance: 'p.is_featured desc, p.rating_avg desc, p.review_count desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
  price_low: 'p.price asc, p.id',
  price_high: 'p.price desc, p.id desc',
  rating: 'p.rating_avg desc, p.review_count desc, p.id desc',
  popular: 'p.total_sales desc, p.review_count desc, p.id desc',
};

/** The filters a facet list leaves out when it counts its own values (see facets.ts). */
export type FacetKey = 'category' | 'brand' | 'price' | 'color' | 'size' | 'material';

export interface ListPart {
  /** The facet this condition belongs to; none for the text and the other filters. */
  facet?: FacetKey;
  sql: SQL;
  /**
   * The same rows as `sql` split into conditions no two rows share, when `sql` is an `or` that no
   * index serves whole (the deals, a price a running flash deal meets): counting each one apart
   * lets each use its own index.
   */
  arms?: readonly SQL[];
  /**
   * The same condition for a product in no running flash deal, when `sql` says more (the price
   * conditions, see listing-prices.ts): on the list price alone, as the price indexes read it.
   */
  regular?: SQL;
  /**
   * The rows `regular` holds and `sql` leaves out (a minimum price a flash deal goes under): a
   * count takes `regular` less these, so it stays on an index that has no product id.
   */
  minus?: SQL;
}

/** One count a listing's total adds (sign 1) or takes away (sign -1). */
export interface CountTerm {
  sign: 1 | -1;
  where: SQL;
}

export interface ListPlan {
  where: SQL;
  /** The conditions `where` is made of, by facet. */
  parts: ListPart[];
  /**
   * The total as counts to add and take away, when `where` holds an `or` that no index serves
   * whole (the deals, a price a flash deal meets) or an exclusion an index cannot read (a minimum
   * price a flash deal goes under): each count then reads its own index. Null otherwise.
   */
  counts: CountTerm[] | null;
  order: SQL;
  /** Text query when the listing searches. */
  tsQuery: string | null;
  /** Nothing can match (an unknown category or brand). */
  empty: boolean;
  /** No condition beyond "not deleted": the total is the catalogue's size. */
  unfiltered: boolean;
  /** The running flash deals the price conditions and the price sorts read. */
  flash: FlashPrices;
  /** The direction of a price sort, null for the other sorts. */
  priceSort: 'asc' | 'desc' | null;
  /** The shopper's language: the cards carry the product names in it. */
  lang: ShopLanguage;
}

/** A real discount: the original price above the price (the on-sale index in tables.ts holds these rows). */
const ON_SALE = sql`p.original_price > p.price`;

/**
 * The deals ("on sale or in a running flash deal") as two conditions no product meets both of: on
 * sale, and in a running flash deal without a discount (`is not true` keeps a product with no
 * original price). No index holds the `or` whole, so counting it read every product: about 40 ms
 * at 50,000 products, 14,860 of them deals. Counted apart, the first reads the on-sale index alone
 * and the second starts from the few running rows of flash_deals: about 2 ms in all. The page keeps
 * the `or`: with about a third of the catalogue on sale, walking the sort's index finds a page of
 * deals within the first few hundred products. The deals' filters (facets.ts) are read by arm too.
 */
const dealArms: readonly SQL[] = [ON_SALE, sql`(${ON_SALE}) is not true and ${hasRunningDeal(sql`p.id`)}`];

function inList(values: readonly string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

function canonical(values: readonly string[] | undefined, spelling: Map<string, string>): string[] {
  return (values ?? []).map((v) => spelling.get(foldText(v)) ?? v);
}

/**
 * Turns the shopper's filters into SQL over `products p` (see the indexes in tables.ts). Prices
 * are the ones shoppers see: `deals` are the products in a running flash deal (the service's
 * activeDeals, the same the cards show).
 */
export function planListing(
  query: ProductListQuery,
  snapshot: CatalogSnapshot,
  text: string | undefined,
  lang: ShopLanguage = 'en',
  deals: readonly FlashDeal[] = [],
): ListPlan {
  const parts: ListPart[] = [{ sql: sql`p.deleted_at is null` }];
  const add = (condition: SQL | Omit<ListPart, 'facet'>, facet?: FacetKey) => {
    parts.push(condition instanceof SQL ? { sql: condition, facet } : { ...condition, facet });
  };
  let empty = false;
  const tsQuery = text ? prefixTsQuery(text) : null;
  const fullText = tsQuery ? sql`p.search @@ to_tsquery('simple', ${tsQuery})` : null;
  // Words of the shared vocabulary ("robe rouge", "inkweto z'abagabo") name kinds, colours and
  // genders; products they name come first, then what the name index finds for the whole text.
  const vocabulary = text ? vocabularyCondition(text, lang, snapshot) : null;
  const named = vocabulary?.where ?? null;
  if (named && fullText) add(sql`(${named} or ${fullText})`);
  else if (named) add(named);
  else if (fullText) add(fullText);
  // A search with no letter or digit in it ("%", "!!!") names nothing, so it finds nothing: left
  // without a condition it would list the whole catalogue as its results.
  else if (text?.trim()) empty = true;

  const category = query.category?.trim();
  let scope: ReturnType<typeof resolveCategories> | undefined;
  if (category && !/^all$/i.test(category)) {
    if (/^deals?$/i.test(category)) {
      add({ sql: sql`(${ON_SALE} or ${hasRunningDeal(sql`p.id`)})`, arms: dealArms });
    } else {
      scope = resolveCategories(snapshot, category);
      if (scope.length === 0) empty = true;
    }
  }
  const subcategory = query.subcategory?.trim();
  if (subcategory && !/^all$/i.test(subcategory)) {
    const within = scope?.flatMap((c) => [c, ...c.children]);
    const subs = resolveCategories(snapshot, subcategory, within);
    if (subs.length === 0) empty = true;
    else scope = subs;
  }
  if (scope?.length) {
    const top = scope.filter((c) => !c.parentId).map((c) => c.id);
    const subs = scope.filter((c) => c.parentId);
    if (subs.length === 0) {
      add(sql`p.category_id in (${inList(top)})`, 'category');
    } else {
      const either: SQL[] = [];
      if (top.length) either.push(sql`p.category_id in (${inList(top)})`);
      either.push(sql`p.subcategory_id in (${inList(subs.map((c) => c.id))})`);
      // The top categories first, so the covering index (category first) finds the rows.
      const tops = [...new Set([...top, ...subs.map((c) => c.parentId ?? c.id)])];
      add(sql`p.category_id in (${inList(tops)}) and (${sql.join(either, sql` or `)})`, 'category');
    }
  }

  if (query.brand && !/^all$/i.test(query.brand.trim())) {
    const asked = query.brand.split(',').map((b) => b.trim());
    const found = asked.map(
      (b) => snapshot.brandByKey.get(foldText(b)) ?? snapshot.brandByKey.get(b.toLowerCase()),
    );
    const ids = found.filter((b) => b !== undefined).map((b) => b.id);
    // The shop's own label is the products with no brand (when no stored brand has its key).
    const ownLabel = asked.some((b, i) => !found[i] && foldText(b) === OWN_LABEL_BRAND.value);
    // Each arm stays on the brand index: `in (…)` and `is null` are both index conditions.
    const either = [
      ...(ids.length ? [sql`p.brand_id in (${inList(ids)})`] : []),
      ...(ownLabel ? [sql`p.brand_id is null`] : []),
    ];
    if (either.length === 0) empty = true;
    else add(either.length === 1 ? either[0]! : sql`(${sql.join(either, sql` or `)})`, 'brand');
  }
  // The deals of products outside the categories asked for cannot change this listing.
  const tops = new Set(scope?.filter((c) => !c.parentId).map((c) => c.id));
  const subs = new Set(scope?.filter((c) => c.parentId).map((c) => c.id));
  const flash = flashPrices(
    deals,
    (d) => !scope?.length || tops.has(d.categoryId) || (!!d.subcategoryId && subs.has(d.subcategoryId)),
  );
  if (query.minPrice !== undefined) add(minPriceCondition(query.minPrice, flash), 'price');
  if (query.maxPrice !== undefined) add(maxPriceCondition(query.maxPrice, flash), 'price');
  if (query.minRating !== undefined && query.minRating > 0) add(sql`p.rating_avg >= ${query.minRating}`);
  if (query.inStock) add(sql`p.stock_total > 0`);
  if (query.freeShipping) add(sql`p.free_shipping`);
  if (query.minDiscount !== undefined && query.minDiscount > 0) {
    add(minDiscountCondition(query.minDiscount, flash));
  }
  if (query.gender === 'unisex') add(sql`p.gender = 'unisex'`);
  else if (query.gender) add(sql`p.gender in (${query.gender}, 'unisex')`);
  const sizes = canonical(query.sizes, snapshot.facetSpelling.sizes);
  if (sizes.length) add(sql`p.sizes && array[${inList(sizes)}]::text[]`, 'size');
  const colors = canonical(query.colors, snapshot.facetSpelling.colors);
  if (colors.length) add(sql`p.colors && array[${inList(colors)}]::text[]`, 'color');
  const materials = canonical(query.materials, snapshot.facetSpelling.materials);
  if (materials.length) add(sql`p.materials && array[${inList(materials)}]::text[]`, 'material');

  const sort = sortOption(query.sortBy);
  const base =
    sort === 'relevance' && tsQuery
      ? sql`ts_rank(p.search, to_tsquery('simple', ${tsQuery})) desc, ${sql.raw(ORDER.relevance)}`
      : sql.raw(ORDER[sort]);
  // Products the vocabulary names come first only in the relevance order: a shopper who sorts by
  // price, date or rating gets that order across every match.
  const order =
    sort === 'relevance' && named && fullText ? sql`(case when ${named} then 0 else 1 end), ${base}` : base;
  const and = (list: SQL[]) => sql.join(list, sql` and `);
  return {
    where: and(parts.map((p) => p.sql)),
    parts,
    counts: parts.some((p) => p.arms || p.minus) ? countTerms(parts) : null,
    order,
    tsQuery,
    empty,
    unfiltered: parts.length === 1,
    flash,
    priceSort: sort === 'price_low' ? 'asc' : sort === 'price_high' ? 'desc' : null,
    lang,
  };
}

/**
 * The rows matching all of `parts` as conditions no two rows share: one per choice of an arm in
 * each part that has arms (the deals, a price a flash deal meets), with the other parts beside
 * it; the plain `and` of the parts when none has arms. The arms beyond the first of a price reach
 * only the few products in a running deal, by id.
 */
export function splitByArms(parts: readonly ListPart[]): SQL[] {
  const and = (list: SQL[]) => sql.join(list, sql` and `);
  let split: SQL[][] = [[]];
  for (const part of parts) {
    const arms = part.arms ?? [part.sql];
    split = split.flatMap((conditions) => arms.map((arm) => [...conditions, arm]));
  }
  return split.map(and);
}

/**
 * The counts whose sum is the number of rows matching all of `parts`: a part with arms adds each
 * arm's rows, a part with `minus` adds `regular`'s and takes the `minus` rows away; over several
 * such parts, one count per choice of each one's terms, signs multiplied.
 */
function countTerms(parts: readonly ListPart[]): CountTerm[] {
  let terms: { sign: 1 | -1; conditions: SQL[] }[] = [{ sign: 1, conditions: [] }];
  for (const part of parts) {
    const options: CountTerm[] =
      part.minus && part.regular
        ? [
            { sign: 1, where: part.regular },
            { sign: -1, where: part.minus },
          ]
        : (part.arms ?? [part.sql]).map((arm) => ({ sign: 1, where: arm }));
    terms = terms.flatMap((t) =>
      options.map((o) => ({ sign: (t.sign * o.sign) as 1 | -1, conditions: [...t.conditions, o.where] })),
    );
  }
  return terms.map((t) => ({ sign: t.sign, where: sql.join(t.conditions, sql` and `) }));
}

/** The number of matches: one count, or the counts of ListPlan.counts added and taken away. */
function countStatement(plan: ListPlan): SQL {
  if (!plan.counts) return sql`select count(*)::int from products p where ${plan.where}`;
  const counts = plan.counts.map(
    (term, i) =>
      sql`${sql.raw(term.sign < 0 ? ' - ' : i > 0 ? ' + ' : '')}(select count(*) from products p where ${term.where})`,
  );
  return sql`select (${sql.join(counts, sql``)})::int`;
}

/**
 * A page in the order of the shown price while flash deals run. The products in no deal walk the
 * sort's index on the list price as before, stopping after the rows this page and those before it
 * can hold; the few in a running deal are reached by id with their deal price; the two are merged
 * by shown price (ties on id, as the index orders them) and the page cut from the merge. No
 * product's place depends on anything but its own shown price and id, so pages never overlap.
 */
function pricePageStatement(plan: ListPlan, limit: number, offset: number): SQL {
  const dir = sql.raw(plan.priceSort === 'desc' ? 'desc' : 'asc');
  const regular = sql.join(
    plan.parts.map((p) => p.regular ?? p.sql),
    sql` and `,
  );
  const total = plan.unfiltered ? sql`` : sql`, (${countStatement(plan)}) as total`;
  const columns = listingCardColumns(plan.lang);
  return sql`select ${LISTING_CARD_NAMES}${total} from (
      (select ${columns}, p.price as shown from products p where ${regular} and ${notInDeal(plan.flash)}
        order by ${plan.order} limit ${offset + limit})
      union all
      (select ${columns}, ${dealShown(plan.flash)} from products p where ${inDeal(plan.flash)} and ${plan.where})
    ) p order by p.shown ${dir}, p."id" ${dir} limit ${limit} offset ${offset}`;
}

/**
 * The statement runListing sends: one page of cards (listingCardColumns), with the count after
 * them unless unfiltered.
 */
export function listingStatement(plan: ListPlan, limit: number, offset: number): SQL {
  if (plan.priceSort && plan.flash.ids.length > 0) return pricePageStatement(plan, limit, offset);
  const columns = listingCardColumns(plan.lang);
  return plan.unfiltered
    ? sql`select ${columns} from products p where ${plan.where}
          order by ${plan.order} limit ${limit} offset ${offset}`
    : sql`select ${columns}, (${countStatement(plan)}) as total from products p where ${plan.where}
          order by ${plan.order} limit ${limit} offset ${offset}`;
}

/**
 * One page of cards and the number of matches, in one statement: the count is a subquery run
 * once beside the page. Within a category, the page walks that category's index for the sort
 * (tables.ts) and stops after one page, and the count reads an index alone; measured at 50,000
 * products, 0.4 ms each, where a page walking the whole catalogue's sort index filtered by
 * category took 2-9 ms and a count visiting every matching row 15 ms. An unfiltered count is the
 * catalogue's size, known from the snapshot. A page past the end has no row to carry the count:
 * it is then counted on its own.
 *
 * The statement is planned for its own values every time: after five runs of a prepared
 * statement PostgreSQL may switch to one generic plan, and for a price range (min and max) it
 * guessed a handful of rows, fetched every match and sorted them: 7 ms instead of 1 ms, and a
 * third of the throughput under load. The pool's connections ask for a custom plan every time
 * (openPg), so naming the statement only saves its parse.
 */
export async function runListing(
  db: DbOrTx,
  plan: ListPlan,
  page: number,
  limit: number,
  catalogueSize: number,
): Promise<{ rows: CardRow[]; total: number }> {
  if (plan.empty) return { rows: [], total: 0 };
  const offset = (page - 1) * limit;
  // Named: each connection parses a shape once and then only binds new values (planned anew for
  // them every time, see openPg); saves the parse and the statement's text on every request.
  // Read as arrays: the driver builds no object per row, the card row is built once here.
  const found = await queryArraysNamed(db, listingStatement(plan, limit, offset));
  const rows = found.map((values) => listingCardRow(values, plan.lang));
  if (plan.unfiltered) return { rows, total: catalogueSize };
  if (found.length > 0) return { rows, total: Number(found[0]![LISTING_CARD_WIDTH] ?? 0) };
  if (offset === 0) return { rows, total: 0 };
  const [counted] = await queryRows<{ n: number }>(db, sql`select (${countStatement(plan)}) as n`);
  return { rows, total: Number(counted?.n ?? 0) };
}
