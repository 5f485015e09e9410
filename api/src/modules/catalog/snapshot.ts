import type {
  CategoryDto,
  CategoryRef,
  FilterOptions,
  HierarchicalCategoryDto,
} from '@isoko/shared/catalog/schema';
import { pickTranslation, type ShopLanguage, type Translations } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import { asc, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AutocompleteIndex, type DictionaryEntry } from './search';
import { foldText, words } from './search-terms';
import { catalogTermTranslations, categories as categoriesTable } from './tables';

export interface CategoryNode extends CategoryDto {
  children: CategoryNode[];
  /** French and Kinyarwanda name and description; the DTO functions pick the shopper's one. */
  nameI18n: Translations;
  descriptionI18n: Translations;
}

/** French and Kinyarwanda names of the stored English colour, material and size words. */
export interface TermNames {
  color: Map<string, Translations>;
  material: Map<string, Translations>;
  size: Map<string, Translations>;
}

export interface BrandInfo {
  id: string;
  slug: string;
  name: string;
  count: number;
}

/** What every listing needs to resolve names and draw cards, loaded once per catalogue change. */
export interface CatalogSnapshot {
  categories: CategoryNode[];
  categoryById: Map<string, CategoryNode>;
  categoryBySlug: Map<string, CategoryNode>;
  brands: BrandInfo[];
  brandById: Map<string, BrandInfo>;
  /** Folded name or slug → brand. */
  brandByKey: Map<string, BrandInfo>;
  /** Folded value → canonical spelling, for case-insensitive size/colour/material filters. */
  facetSpelling: { sizes: Map<string, string>; colors: Map<string, string>; materials: Map<string, string> };
  filterOptions: FilterOptions;
  dictionary: AutocompleteIndex;
  /** Products listed (not deleted). */
  productCount: number;
  termNames: TermNames;
}

/** The most product names the autocomplete dictionary holds (the most popular first). */
const DICTIONARY_PRODUCTS = 20_000;

type CategoryRow = typeof categoriesTable.$inferSelect;
interface CountRow extends Record<string, unknown> {
  category_id: string;
  subcategory_id: string | null;
  n: number;
}
interface BrandRow extends Record<string, unknown> {
  id: string;
  slug: string;
  name: string;
  n: number;
}
interface FacetRow extends Record<string, unknown> {
  kind: string;
  value: string;
}
interface PopularRow extends Record<string, unknown> {
  id: string;
  slug: string;
  name: string;
  review_count: number;
  total_sales: number;
  name_i18n: Translations;
}

/** The five reads a snapshot is built from, side by side. */
function readSnapshotRows(db: Db) {
  return Promise.all([
    db.select().from(categoriesTable).orderBy(asc(categoriesTable.position), asc(categoriesTable.name)),
    queryRows<CountRow>(
      db,
      sql`select category_id, subcategory_id, count(*)::int as n from products
          where deleted_at is null group by category_id, subcategory_id`,
    ),
    queryRows<BrandRow>(
      db,
      sql`select b.id, b.slug, b.name, count(p.id)::int as n from brands b
          left join products p on p.brand_id = b.id and p.deleted_at is null
          group by b.id order by b.name`,
    ),
    queryRows<FacetRow>(
      db,
      sql`select distinct 'size' as kind, unnest(sizes) as value from products where deleted_at is null
          union select distinct 'color', unnest(colors) from products where deleted_at is null
          union select distinct 'material', unnest(materials) from products where deleted_at is null
          union select 'min', coalesce(min(price), 0)::text from products where deleted_at is null
          union select 'max', coalesce(max(price), 0)::text from products where deleted_at is null`,
    ),
    queryRows<PopularRow>(
      db,
      sql`select id, slug, name, review_count, total_sales, name_i18n from products where deleted_at is null
          order by total_sales desc, review_count desc, id limit ${DICTIONARY_PRODUCTS}`,
    ),
    db.select().from(catalogTermTranslations),
  ] as const);
}

/** Categories as a tree, each counting its listed products (a subcategory's count is in its parent's too). */
function categoryTree(rows: readonly CategoryRow[], counts: readonly CountRow[]) {
  const byId = new Map<string, CategoryNode>();
  for (const c of rows) {
    byId.set(c.id, {
      id: c.id,
      slug: c.slug,
      name: c.name,
      icon: c.icon,
      description: c.description,
      image: c.image,
      parentId: c.parentId,
      productCount: 0,
      children: [],
      nameI18n: c.nameI18n,
      descriptionI18n: c.descriptionI18n,
    });
  }
  for (const row of counts) {
    const top = byId.get(row.category_id);
    if (top) top.productCount += row.n;
    const sub = row.subcategory_id ? byId.get(row.subcategory_id) : undefined;
    if (sub && sub !== top) sub.productCount += row.n;
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, byId, bySlug: new Map([...byId.values()].map((c) => [c.slug, c])) };
}

function brandIndex(rows: readonly BrandRow[]) {
  const list: BrandInfo[] = rows.map((b) => ({ id: b.id, slug: b.slug, name: b.name, count: b.n }));
  const byKey = new Map<string, BrandInfo>();
  for (const b of list) {
    byKey.set(foldText(b.name), b);
    byKey.set(b.slug, b);
  }
  return { list, byId: new Map(list.map((b) => [b.id, b])), byKey };
}

/** Distinct sizes, colours and materials by folded spelling, and the price range. */
function facets(rows: readonly FacetRow[]) {
  const spelling = {
    sizes: new Map<string, string>(),
    colors: new Map<string, string>(),
    materials: new Map<string, string>(),
  };
  let min = 0;
  let max = 0;
  for (const f of rows) {
    if (f.kind === 'size') spelling.sizes.set(foldText(f.value), f.value);
    else if (f.kind === 'color') spelling.colors.set(foldText(f.value), f.value);
    else if (f.kind === 'material') spelling.materials.set(foldText(f.value), f.value);
    else if (f.kind === 'min') min = Number(f.value);
    else if (f.kind === 'max') max = Number(f.value);
  }
  return { spelling, priceRange: { min, max } };
}

/** Category, brand and product names for autocomplete, weighted by how much they sell. */
function dictionaryEntries(
  categories: Iterable<CategoryNode>,
  brands: readonly BrandInfo[],
  popular: readonly PopularRow[],
): DictionaryEntry[] {
  return [
    ...[...categories]
      .filter((c) => c.productCount > 0)
      .map((c) => ({
        type: 'category' as const,
        value: c.name,
        id: c.id,
        slug: c.slug,
        weight: Math.log1p(c.productCount),
        translations: c.nameI18n,
      })),
    ...brands
      .filter((b) => b.count > 0)
      .map((b) => ({ type: 'brand' as const, value: b.name, slug: b.slug, weight: Math.log1p(b.count) })),
    ...popular.map((p) => ({
      type: 'product' as const,
      value: p.name,
      id: p.id,
      slug: p.slug,
      weight: Math.log1p(p.total_sales * 3 + p.review_count),
      translations: p.name_i18n,
    })),
  ];
}

/** Reads and indexes everything listings need between two catalogue changes. */
export async function loadSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [categoryRows, countRows, brandRows, facetRows, productRows, termRows] = await readSnapshotRows(db);
  const tree = categoryTree(categoryRows, countRows);
  const brands = brandIndex(brandRows);
  const { spelling, priceRange } = facets(facetRows);
  const sorted = (m: Map<string, string>) => [...m.values()].sort((a, b) => a.localeCompare(b));
  const filterOptions: FilterOptions = {
    categories: tree.roots
      .filter((c) => c.productCount > 0)
      .map((c) => ({ slug: c.slug, name: c.name, count: c.productCount })),
    brands: brands.list
      .filter((b) => b.count > 0)
      .map((b) => ({ slug: b.slug, name: b.name, count: b.count })),
    colors: sorted(spelling.colors),
    sizes: sorted(spelling.sizes),
    materials: sorted(spelling.materials),
    priceRange,
  };
  return {
    categories: tree.roots,
    categoryById: tree.byId,
    categoryBySlug: tree.bySlug,
    brands: brands.list,
    brandById: brands.byId,
    brandByKey: brands.byKey,
    facetSpelling: spelling,
    filterOptions,
    dictionary: new AutocompleteIndex(dictionaryEntries(tree.byId.values(), brands.list, productRows)),
    productCount: countRows.reduce((n, r) => n + r.n, 0),
    termNames: {
      color: new Map(termRows.filter((r) => r.kind === 'color').map((r) => [r.value, r.nameI18n])),
      material: new Map(termRows.filter((r) => r.kind === 'material').map((r) => [r.value, r.nameI18n])),
      size: new Map(termRows.filter((r) => r.kind === 'size').map((r) => [r.value, r.nameI18n])),
    },
  };
}

/** A stored English colour, material or size word in the shopper's language (itself when untranslated). */
export function termName(
  snapshot: Pick<CatalogSnapshot, 'termNames'>,
  kind: keyof TermNames,
  value: string,
  lang: ShopLanguage,
): string {
  return pickTranslation(value, snapshot.termNames[kind].get(value), lang);
}

/** The filter options with category names in the shopper's language (values stay as filters send them). */
export function filterOptionsIn(snapshot: CatalogSnapshot, lang: ShopLanguage): FilterOptions {
  if (lang === 'en') return snapshot.filterOptions;
  return {
    ...snapshot.filterOptions,
    categories: snapshot.filterOptions.categories.map((c) => {
      const node = snapshot.categoryBySlug.get(c.slug);
      return node ? { ...c, name: pickTranslation(node.name, node.nameI18n, lang) } : c;
    }),
  };
}

export function categoryRef(
  node: { id: string; slug: string; name: string; nameI18n?: Translations },
  lang: ShopLanguage = 'en',
): CategoryRef {
  return { id: node.id, slug: node.slug, name: pickTranslation(node.name, node.nameI18n, lang) };
}

export function hierarchical(node: CategoryNode, lang: ShopLanguage = 'en'): HierarchicalCategoryDto {
  return {
    id: node.id,
    slug: node.slug,
    name: pickTranslation(node.name, node.nameI18n, lang),
    icon: node.icon,
    description: pickTranslation(node.description, node.descriptionI18n, lang),
    productCount: node.productCount,
    subcategories: node.children.map((c) => categoryDto(c, lang)),
  };
}

/** A category as the API shows it, name and description in the shopper's language. */
export function categoryDto(node: CategoryNode, lang: ShopLanguage = 'en'): CategoryDto {
  const { children: _children, nameI18n, descriptionI18n, ...dto } = node;
  return {
    ...dto,
    name: pickTranslation(node.name, nameI18n, lang),
    description: pickTranslation(node.description, descriptionI18n, lang),
  };
}

/** Words of a category name without filler ('&', 'and'), for loose name matching. */
const nameWords = (s: string) => words(s.replace(/['’]/g, '')).filter((w) => w !== 'and');

/**
 * Categories a shopper's value means, as links and old clients send it: an id or slug; an exact name of a category or
 * subcategory ('Dresses'); else a loose match on name words ('Fashion' → Women's and Men's
 * Fashion, 'Home & Garden' → Home & Living). Empty when nothing matches.
 */
export function resolveCategories(
  snapshot: CatalogSnapshot,
  value: string,
  within?: CategoryNode[],
): CategoryNode[] {
  const v = value.trim();
  const pool = within ?? [...snapshot.categoryById.values()];
  const direct = isUuid(v)
    ? snapshot.categoryById.get(v.toLowerCase())
    : snapshot.categoryBySlug.get(v.toLowerCase());
  if (direct && pool.includes(direct)) return [direct];
  const wanted = nameWords(v);
  if (wanted.length === 0) return [];
  const key = wanted.join(' ');
  const exact = pool.filter((c) => nameWords(c.name).join(' ') === key || c.slug === wanted.join('-'));
  if (exact.length) return exact;
  // Loose: any meaningful word of the value starts a word of the name (plural-tolerant).
  const stem = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);
  const loose = pool.filter((c) => {
    const have = nameWords(c.name).map(stem);
    return wanted.some((w) => w.length > 2 && have.some((h) => h.startsWith(stem(w))));
  });
  // A top-level match makes its own subcategories redundant.
  return loose.filter((c) => !(c.parentId && loose.some((p) => p.id === c.parentId)));
}
