import type { FacetValue, ListingFacets } from '@isoko/shared/catalog/search';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { FacetKey, ListPlan } from './listing';
import { type CatalogSnapshot, categoryRef, termName } from './snapshot';

interface FacetRow extends Record<string, unknown> {
  kind: string;
  value: string | null;
  n: string | number;
}

const FACETS: readonly FacetKey[] = ['category', 'brand', 'price', 'color', 'size', 'material'];

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.name.localeCompare(b.name);

/**
 * The filter values present in a listing's matches, each with its count, in one statement.
 * The rows matching every filter that is not a facet (text, rating, stock...) are read once;
 * each facet then counts over those also matching every other facet's choice, so a chosen brand
 * leaves the other brands of the category listed while colours and sizes narrow to that brand.
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
  const base = plan.parts.filter((p) => !p.facet).map((p) => p.sql);
  const flag = (facet: FacetKey): SQL => {
    const own = plan.parts.filter((p) => p.facet === facet).map((p) => p.sql);
    return own.length ? sql`(${sql.join(own, sql` and `)})` : sql`true`;
  };
  const flags = sql.join(
    FACETS.map((f) => sql`${flag(f)} as ${sql.identifier(`f_${f}`)}`),
    sql`, `,
  );
  // The matches of every facet but `facet`.
  const others = (facet?: FacetKey) =>
    sql.raw(
      FACETS.filter((f) => f !== facet)
        .map((f) => `f_${f}`)
        .join(' and '),
    );
  const rows = await queryRows<FacetRow>(
    db,
    sql`with m as materialized (
          select p.category_id, p.brand_id, p.price, p.colors, p.sizes, p.materials, ${flags}
          from products p where ${sql.join(base, sql` and `)}
        )
        select 'category' as kind, category_id::text as value, count(*) as n from m
          where ${others('category')} group by category_id
        union all
        select 'brand', brand_id::text, count(*) from m
          where ${others('brand')} and brand_id is not null group by brand_id
        union all
        select 'color', v, count(*) from m, unnest(m.colors) v where ${others('color')} group by v
        union all
        select 'size', v, count(*) from m, unnest(m.sizes) v where ${others('size')} group by v
        union all
        select 'material', v, count(*) from m, unnest(m.materials) v where ${others('material')} group by v
        union all
        select 'min', null, min(price) from m where ${others('price')}
        union all
        select 'max', null, max(price) from m where ${others('price')}
        union all
        select 'total', null, count(*) from m where ${others()}`,
  );

  const facets = none;
  const sizeOrder = [...snapshot.facetSpelling.sizes.values()];
  for (const row of rows) {
    const count = Number(row.n ?? 0);
    const value = row.value;
    if (row.kind === 'min') facets.priceRange.min = count;
    else if (row.kind === 'max') facets.priceRange.max = count;
    else if (row.kind === 'total') facets.total = count;
    else if (value === null || count === 0) continue;
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
      facets.sizes.push({ value, name: value, count });
    }
  }
  facets.categories.sort(byCount);
  facets.brands.sort(byCount);
  facets.colors.sort(byCount);
  facets.materials.sort(byCount);
  // Sizes in the catalogue's own order (S before M before L, 40 before 41), not by count.
  facets.sizes.sort((a, b) => sizeRank(a.value, sizeOrder) - sizeRank(b.value, sizeOrder));
  return facets;
}

const CLOTHING_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function sizeRank(size: string, known: readonly string[]): number {
  const clothing = CLOTHING_SIZES.indexOf(size.toUpperCase());
  if (clothing >= 0) return clothing;
  const n = Number.parseFloat(size);
  if (Number.isFinite(n)) return 100 + n;
  return 10_000 + Math.max(0, known.indexOf(size));
}
