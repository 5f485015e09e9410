import { OWN_LABEL_BRAND } from '@isoko/shared/catalog/constants';
import type { FacetValue, ListingFacets } from '@isoko/shared/catalog/search';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { type FacetKey, type ListPart, type ListPlan, splitByArms } from './listing';
import { dealShown, type FlashPrices, inDeal, NO_FLASH, notInDeal, shownPriceColumn } from './listing-prices';
import { sizeRank } from './size-order';
import { type CatalogSnapshot, categoryRef, termName } from './snapshot';

interface FacetRow extends Record<string, unknown> {
  kind: string;
  value: string | null;
  n: string | number;
}

const FACETS: readonly FacetKey[] = ['category', 'brand', 'price', 'color', 'size', 'material'];

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.name.localeCompare(b.name);

/** The column of `products` each facet counts. */
const COLUMN: Record<FacetKey, string> = {
  category: 'category_id',
  brand: 'brand_id',
  price: 'price',
  color: 'colors',
  size: 'sizes',
  material: 'materials',
};

/** The rows a facet query reads: a table named `p`, and the condition on it. */
interface Source {
  table: SQL;
  where: SQL;
}

/**
 * The rows matching all of `parts`. Usually `products p` and the parts' `and`. When one part comes
 * in arms no product shares (the deals, see ListPart.arms), each arm is read by its own query and
 * their rows are appended into one table `p` of `columns`: no product is in two arms, so every
 * match is counted once, and each arm can use its own index where the `or` read every product.
 * The deals' categories are so counted from the on-sale index alone (tables.ts): 7 ms instead of
 * 64 ms at 50,000 products.
 */
function source(parts: readonly ListPart[], columns: SQL): Source {
  const arms = splitByArms(parts);
  if (arms.length === 1) return { table: sql`products p`, where: arms[0]! };
  const each = arms.map((arm) => sql`select ${columns} from products p where ${arm}`);
  return { table: sql`(${sql.join(each, sql` union all `)}) p`, where: sql`true` };
}

/**
 * The lowest and highest shown price over the rows matching all of `parts`. With flash deals
 * running, the lowest is the lower of the lowest list price and the lowest deal's shown price (a
 * deal only lowers a price), and the highest the higher of the highest list price of a product in
 * no deal and the highest deal's shown price: each still read from the price indexes, the deals
 * by id.
 */
function priceRangeQuery(parts: readonly ListPart[], flash: FlashPrices): SQL {
  if (flash.ids.length === 0) {
    const { table, where } = source(parts, sql`p.price`);
    const from = sql`from ${table} where ${where}`;
    return sql`select 'min', null, min(p.price) ${from} union all select 'max', null, max(p.price) ${from}`;
  }
  const { table, where } = source(parts, sql`p.price, p.id`);
  const deals = sql`from products p where ${inDeal(flash)} and ${sql.join(
    parts.map((p) => p.sql),
    sql` and `,
  )}`;
  return sql`select 'min', null, least((select min(p.price) from ${table} where ${where}),
      (select min(${dealShown(flash)}) ${deals}))
    union all select 'max', null, greatest(
      (select max(p.price) from ${table} where ${where} and ${notInDeal(flash)}),
      (select max(${dealShown(flash)}) ${deals}))`;
}

/** The query counting one facet's values over the rows matching all of `parts`. */
function facetQuery(facet: FacetKey, parts: readonly ListPart[], flash: FlashPrices = NO_FLASH): SQL {
  if (facet === 'price') return priceRangeQuery(parts, flash);
  const { table, where } = source(parts, sql.raw(`p.${COLUMN[facet]}`));
  const from = sql`from ${table} where ${where}`;
  switch (facet) {
    case 'category':
      return sql`select 'category' as kind, p.category_id::text as value, count(*) as n ${from} group by p.category_id`;
    case 'brand':
      // A null brand is the shop's own label: counted too, under a null value.
      return sql`select 'brand', p.brand_id::text, count(*) ${from} group by p.brand_id`;
    case 'color':
      return sql`select 'color', v, count(*) from ${table}, unnest(p.colors) v where ${where} group by v`;
    case 'size':
      return sql`select 'size', v, count(*) from ${table}, unnest(p.sizes) v where ${where} group by v`;
    case 'material':
      return sql`select 'material', v, count(*) from ${table}, unnest(p.materials) v where ${where} group by v`;
  }
}

/** Queries of (kind, value, n) rows as one statement. */
function union(queries: readonly SQL[]): SQL {
  return sql`select kind, value, n from (${sql.join(
    queries.map((q) => sql`(${q})`),
    sql` union all `,
  )}) as f(kind, value, n)`;
}

/**
 * The facets other than category over the rows matching the filters that are not facets (and
 * the category), read once: each facet then counts the rows also matching every other facet's
 * choice. One pass over a category's or a search's rows instead of one per facet.
 */
function sharedPassQuery(plan: ListPlan, facets: readonly FacetKey[]): SQL {
  const base = plan.parts.filter((p) => !p.facet || !facets.includes(p.facet));
  const flag = (facet: FacetKey): SQL => {
    const own = plan.parts.filter((p) => p.facet === facet).map((p) => p.sql);
    return own.length ? sql`(${sql.join(own, sql` and `)})` : sql`true`;
  };
  const flags = sql.join(
    facets.map((f) => sql`${flag(f)} as ${sql.identifier(`f_${f}`)}`),
    sql`, `,
  );
  const others = (facet?: FacetKey) =>
    sql.raw(
      facets
        .filter((f) => f !== facet)
        .map((f) => `f_${f}`)
        .join(' and ') || 'true',
    );
  // The deals come in arms no product shares (see source): each arm's rows are read apart and
  // appended. The colours, sizes and materials are in no index, so the on-sale arm (a third of the
  // catalogue) still reads the table unless a text, a discount or a subcategory narrows it first.
  // The price is the one shoppers see (a running flash deal's), for the price range.
  const rows = splitByArms(base).map(
    (
      where,
    ) => sql`select p.brand_id, ${shownPriceColumn(plan.flash)} as price, p.colors, p.sizes, p.materials,
      ${flags} from products p where ${where}`,
  );
  return sql`with m as materialized (
      ${sql.join(rows, sql` union all `)}
    )
    select 'brand' as kind, brand_id::text as value, count(*) as n from m
      where ${others('brand')} group by brand_id
    union all select 'color', v, count(*) from m, unnest(m.colors) v where ${others('color')} group by v
    union all select 'size', v, count(*) from m, unnest(m.sizes) v where ${others('size')} group by v
    union all select 'material', v, count(*) from m, unnest(m.materials) v where ${others('material')} group by v
    union all select 'min', null, min(price) from m where ${others('price')}
    union all select 'max', null, max(price) from m where ${others('price')}
    union all select 'total', null, count(*) from m where ${others()}`;
}

/**
 * Each facet over the whole catalogue, read once per catalogue change: the shop without filters,
 * and any facet whose only narrowing is its own choice, need it, and it costs a scan of every
 * product (the arrays of colours, sizes and materials are in no index).
 */
const wholeCatalogue = new WeakMap<CatalogSnapshot, Promise<FacetRow[]>>();

function catalogueFacets(db: DbOrTx, snapshot: CatalogSnapshot): Promise<FacetRow[]> {
  let rows = wholeCatalogue.get(snapshot);
  if (!rows) {
    const all = sql`p.deleted_at is null`;
    rows = queryRows<FacetRow>(db, union(FACETS.map((f) => facetQuery(f, [{ sql: all }]))));
    rows.catch(() => wholeCatalogue.delete(snapshot));
    wholeCatalogue.set(snapshot, rows);
  }
  return rows;
}

/**
 * The whole shop's range of the prices shoppers see, as the AI search's filter options give it:
 * the list prices' range kept with the snapshot while no flash deal runs, and while some do, read
 * by the same query as the facets' range (a running deal's price counts where it is lower).
 */
export async function catalogueShownPriceRange(
  db: DbOrTx,
  snapshot: CatalogSnapshot,
  flash: FlashPrices,
): Promise<{ min: number; max: number }> {
  if (flash.ids.length === 0) return snapshot.filterOptions.priceRange;
  const rows = await queryRows<FacetRow>(
    db,
    union([priceRangeQuery([{ sql: sql`p.deleted_at is null` }], flash)]),
  );
  const end = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { min: end('min'), max: end('max') };
}

/**
 * The filter values present in a listing's matches, each with its count. Each facet counts over
 * the rows matching every other filter, so a chosen brand leaves the other brands of the
 * category listed while colours and sizes narrow to that brand. The facets that need counting
 * go out as one statement of one query each (each uses the index that suits its filters); a
 * facet narrowed by nothing but its own choice reads the whole catalogue's counts, kept per
 * catalogue change.
 */
export async function listingFacets(
  db: DbOrTx,
  plan: ListPlan,
  snapshot: CatalogSnapshot,
  lang: ShopLanguage,
): Promise<ListingFacets> {
  const none: ListingFacets = {
    categories: [],
    brands: [],
    colors: [],
    sizes: [],
    materials: [],
    priceRange: { min: 0, max: 0 },
    total: 0,
  };
  if (plan.empty) return none;
  const whereWithout = (facet?: FacetKey) => {
    const parts = plan.parts.filter((p) => !facet || p.facet !== facet);
    return { parts, all: parts.length === 1 };
  };
  const categoryWhere = whereWithout('category');
  // Text, rating, stock or a category narrow every facet alike: one pass over those rows.
  const narrowedAlike = plan.parts.some((p) => (!p.facet || p.facet === 'category') && p !== plan.parts[0]);
  let queries: SQL[];
  let fromCatalogue: Set<string>;
  if (narrowedAlike) {
    fromCatalogue = new Set(categoryWhere.all ? ['category'] : []);
    queries = categoryWhere.all ? [] : [facetQuery('category', categoryWhere.parts)];
  } else {
    // Only facet choices (a brand, a colour) narrow the shop: one query per facet, each on the
    // index that suits the others' choices, or the catalogue's counts when nothing else narrows it.
    // The catalogue's counts are kept per catalogue change, its price range on list prices: while
    // flash deals run, the price range is read afresh (from the price indexes and the deals' ids).
    const wanted = FACETS.map((facet) => ({ facet, ...whereWithout(facet) }));
    const cached = (w: (typeof wanted)[number]) => w.all && !(w.facet === 'price' && plan.flash.ids.length);
    fromCatalogue = new Set(wanted.filter(cached).map((w) => w.facet));
    queries = wanted.filter((w) => !cached(w)).map((w) => facetQuery(w.facet, w.parts, plan.flash));
    queries.push(
      plan.unfiltered
        ? sql`select 'total', null, ${snapshot.productCount}::bigint`
        : sql`select 'total', null, count(*) from products p where ${plan.where}`,
    );
  }
  const facetOf = (kind: string) => (kind === 'min' || kind === 'max' ? 'price' : kind);
  const [catalogue, own, shared] = await Promise.all([
    fromCatalogue.size ? catalogueFacets(db, snapshot) : Promise.resolve([]),
    queries.length ? queryRows<FacetRow>(db, union(queries)) : Promise.resolve([]),
    narrowedAlike
      ? queryRows<FacetRow>(db, sharedPassQuery(plan, ['brand', 'price', 'color', 'size', 'material']))
      : Promise.resolve([]),
  ]);
  const rows = [...catalogue.filter((r) => fromCatalogue.has(facetOf(r.kind))), ...own, ...shared];

  const facets = none;
  const sizeOrder = [...snapshot.facetSpelling.sizes.values()];
  for (const row of rows) {
    const count = Number(row.n ?? 0);
    const value = row.value;
    if (row.kind === 'min') facets.priceRange.min = count;
    else if (row.kind === 'max') facets.priceRange.max = count;
    else if (row.kind === 'total') facets.total = count;
    else if (count === 0) continue;
    else if (row.kind === 'brand' && value === null) {
      // The products with no brand, under the shop's own label (unless a stored brand took its key).
      if (!snapshot.brandByKey.has(OWN_LABEL_BRAND.value))
        facets.brands.push({ value: OWN_LABEL_BRAND.value, name: OWN_LABEL_BRAND.name, count });
    } else if (value === null) continue;
    else if (row.kind === 'category') {
      const node = snapshot.categoryById.get(value);
      if (node) facets.categories.push({ value: node.slug, name: categoryRef(node, lang).name, count });
    } else if (row.kind === 'brand') {
      const brand = snapshot.brandById.get(value);
      if (brand) facets.brands.push({ value: brand.slug, name: brand.name, count });
    } else if (row.kind === 'color') {
      facets.colors.push({ value, name: termName(snapshot, 'color', value, lang), count });
    } else if (row.kind === 'material') {
      facets.materials.push({ value, name: termName(snapshot, 'material', value, lang), count });
    } else if (row.kind === 'size') {
      facets.sizes.push({ value, name: termName(snapshot, 'size', value, lang), count });
    }
  }
  facets.categories.sort(byCount);
  facets.brands.sort(byCount);
  facets.colors.sort(byCount);
  facets.materials.sort(byCount);
  // Sizes in the catalogue's own order (S before M before L, 40 before 41), not by count.
  facets.sizes.sort((a, b) => compareSizes(a.value, b.value, sizeOrder));
  return facets;
}

/**
 * Sizes in the catalogue's order; sizes of the same rank ("6" and "6-12M" both read as 6) in
 * alphabetical order, so the filter lists them the same way every time.
 */
export function compareSizes(a: string, b: string, known: readonly string[]): number {
  return sizeRank(a, known) - sizeRank(b, known) || (a < b ? -1 : a > b ? 1 : 0);
}
