import type {
  CategoryDto,
  CategoryRef,
  FilterOptions,
  HierarchicalCategoryDto,
} from '@isoko/shared/catalog/schema';
import { isUuid } from '@isoko/shared/ids';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { type Db, queryRows } from '../../db/client';
import { catalogChannel } from './notify';
import { AutocompleteIndex, type DictionaryEntry } from './search';
import { foldText, words } from './search-terms';
import { TtlCache } from './ttl-cache';

export interface CategoryNode extends CategoryDto {
  children: CategoryNode[];
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
}

/** The most product names the autocomplete dictionary holds (the most popular first). */
const DICTIONARY_PRODUCTS = 20_000;

/** Listing answers live this long unless the catalogue changes first. */
export const LIST_TTL_MS = 15_000;
export const DETAIL_TTL_MS = 10_000;
export const SECTION_TTL_MS = 30_000;
/** JSON kept per answer cache (about 16 MB each): a page of 100 cards is about 60,000 characters. */
export const CACHE_MAX_CHARS = 16_000_000;

/** What the catalogue state needs from the process: built before the rest of AppDeps exists. */
export interface CatalogDeps {
  db: Db;
  redis: Redis;
  config: Pick<Config, 'redis'>;
  log: Pick<Logger, 'warn'>;
}

async function loadSnapshot(deps: Pick<CatalogDeps, 'db'>): Promise<CatalogSnapshot> {
  const { db } = deps;
  const [categoryRows, countRows, brandRows, facetRows, productRows] = await Promise.all([
    queryRows<{
      id: string;
      slug: string;
      name: string;
      icon: string;
      description: string;
      image: string | null;
      parent_id: string | null;
    }>(
      db,
      sql`select id, slug, name, icon, description, image, parent_id from categories order by position, name`,
    ),
    queryRows<{ category_id: string; subcategory_id: string | null; n: number }>(
      db,
      sql`select category_id, subcategory_id, count(*)::int as n from products
          where deleted_at is null group by category_id, subcategory_id`,
    ),
    queryRows<{ id: string; slug: string; name: string; n: number }>(
      db,
      sql`select b.id, b.slug, b.name, count(p.id)::int as n from brands b
          left join products p on p.brand_id = b.id and p.deleted_at is null
          group by b.id order by b.name`,
    ),
    queryRows<{ kind: string; value: string }>(
      db,
      sql`select distinct 'size' as kind, unnest(sizes) as value from products where deleted_at is null
          union select distinct 'color', unnest(colors) from products where deleted_at is null
          union select distinct 'material', unnest(materials) from products where deleted_at is null
          union select 'min', coalesce(min(price), 0)::text from products where deleted_at is null
          union select 'max', coalesce(max(price), 0)::text from products where deleted_at is null`,
    ),
    queryRows<{ id: string; slug: string; name: string; review_count: number; total_sales: number }>(
      db,
      sql`select id, slug, name, review_count, total_sales from products where deleted_at is null
          order by total_sales desc, review_count desc, id limit ${DICTIONARY_PRODUCTS}`,
    ),
  ]);

  const categoryById = new Map<string, CategoryNode>();
  for (const c of categoryRows) {
    categoryById.set(c.id, {
      id: c.id,
      slug: c.slug,
      name: c.name,
      icon: c.icon,
      description: c.description,
      image: c.image,
      parentId: c.parent_id,
      productCount: 0,
      children: [],
    });
  }
  for (const row of countRows) {
    const top = categoryById.get(row.category_id);
    if (top) top.productCount += row.n;
    const sub = row.subcategory_id ? categoryById.get(row.subcategory_id) : undefined;
    if (sub && sub !== top) sub.productCount += row.n;
  }
  const categories: CategoryNode[] = [];
  for (const node of categoryById.values()) {
    const parent = node.parentId ? categoryById.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else categories.push(node);
  }
  const categoryBySlug = new Map([...categoryById.values()].map((c) => [c.slug, c]));

  const brands = brandRows.map((b) => ({ id: b.id, slug: b.slug, name: b.name, count: b.n }));
  const brandByKey = new Map<string, BrandInfo>();
  for (const b of brands) {
    brandByKey.set(foldText(b.name), b);
    brandByKey.set(b.slug, b);
  }

  const sizes = new Map<string, string>();
  const colors = new Map<string, string>();
  const materials = new Map<string, string>();
  let min = 0;
  let max = 0;
  for (const f of facetRows) {
    if (f.kind === 'size') sizes.set(foldText(f.value), f.value);
    else if (f.kind === 'color') colors.set(foldText(f.value), f.value);
    else if (f.kind === 'material') materials.set(foldText(f.value), f.value);
    else if (f.kind === 'min') min = Number(f.value);
    else if (f.kind === 'max') max = Number(f.value);
  }
  const sorted = (m: Map<string, string>) => [...m.values()].sort((a, b) => a.localeCompare(b));
  const filterOptions: FilterOptions = {
    categories: categories
      .filter((c) => c.productCount > 0)
      .map((c) => ({ slug: c.slug, name: c.name, count: c.productCount })),
    brands: brands.filter((b) => b.count > 0).map((b) => ({ slug: b.slug, name: b.name, count: b.count })),
    colors: sorted(colors),
    sizes: sorted(sizes),
    materials: sorted(materials),
    priceRange: { min, max },
  };

  const entries: DictionaryEntry[] = [
    ...[...categoryById.values()]
      .filter((c) => c.productCount > 0)
      .map((c) => ({
        type: 'category' as const,
        value: c.name,
        id: c.id,
        slug: c.slug,
        weight: Math.log1p(c.productCount),
      })),
    ...brands
      .filter((b) => b.count > 0)
      .map((b) => ({ type: 'brand' as const, value: b.name, slug: b.slug, weight: Math.log1p(b.count) })),
    ...productRows.map((p) => ({
      type: 'product' as const,
      value: p.name,
      id: p.id,
      slug: p.slug,
      weight: Math.log1p(p.total_sales * 3 + p.review_count),
    })),
  ];

  return {
    categories,
    categoryById,
    categoryBySlug,
    brands,
    brandById: new Map(brands.map((b) => [b.id, b])),
    brandByKey,
    facetSpelling: { sizes, colors, materials },
    filterOptions,
    dictionary: new AutocompleteIndex(entries),
    productCount: countRows.reduce((n, r) => n + r.n, 0),
  };
}

/**
 * The catalogue state of one process, created once in runtime.ts and carried in AppDeps: the
 * snapshot above and the answer caches, dropped on every catalogue change made here or heard
 * from another process on Redis.
 */
export class CatalogState {
  private snapshot: Promise<CatalogSnapshot> | undefined;
  private version = 0;
  private subscriber: Redis | undefined;
  private activityCleared = 0;
  private activityTimer: NodeJS.Timeout | undefined;
  /** Serialised JSON answers of product lists and searches. */
  readonly lists = new TtlCache<string>(LIST_TTL_MS, 2_000, { maxChars: CACHE_MAX_CHARS });
  readonly details = new TtlCache<string>(DETAIL_TTL_MS, 5_000, { maxChars: CACHE_MAX_CHARS });
  /** Home sections (featured, flash deals, trending, best deals), active flash deals. */
  readonly sections = new TtlCache<unknown>(SECTION_TTL_MS, 500);
  /** Trending and recommendations: they follow shoppers' events as well as the catalogue. */
  readonly activity = new TtlCache<string>(SECTION_TTL_MS, 5_000, { maxChars: CACHE_MAX_CHARS });

  constructor(readonly deps: CatalogDeps) {}

  /** Listens for changes made by other processes (Redis pub/sub on a dedicated connection). */
  async listen(): Promise<void> {
    if (this.subscriber) return;
    const subscriber = this.deps.redis.duplicate();
    subscriber.on('error', () => {});
    this.subscriber = subscriber;
    const channel = catalogChannel(this.deps.config.redis.prefix);
    subscriber.on('message', (ch) => {
      if (ch === channel) this.invalidate();
    });
    await subscriber.subscribe(channel).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'catalog change channel unavailable; caches rely on their TTL');
    });
  }

  /**
   * Call after committing any change to products, variants, stock, prices, media, reviews,
   * categories, brands or flash deals: this process's caches drop at once, other API processes
   * hear it on Redis. Caches also expire on their own within seconds, so a missed message only
   * delays a change.
   */
  async changed(): Promise<void> {
    this.invalidate();
    await this.deps.redis
      .publish(catalogChannel(this.deps.config.redis.prefix), String(Date.now()))
      .catch(() => {});
  }

  invalidate(): void {
    this.version++;
    this.snapshot = undefined;
    this.lists.clear();
    this.details.clear();
    this.sections.clear();
    this.activity.clear();
  }

  /** New shopper events change trending and recommendations: drop those answers, at most once a second. */
  activityChanged(): void {
    const now = Date.now();
    if (now - this.activityCleared >= 1_000) {
      this.activityCleared = now;
      this.activity.clear();
      return;
    }
    // Within the second: clear once more at its end so the last event is not missed.
    this.activityTimer ??= setTimeout(
      () => {
        this.activityTimer = undefined;
        this.activityCleared = Date.now();
        this.activity.clear();
      },
      1_000 - (now - this.activityCleared),
    ).unref();
  }

  get(): Promise<CatalogSnapshot> {
    if (!this.snapshot) {
      const version = this.version;
      const loading = loadSnapshot(this.deps);
      this.snapshot = loading;
      loading.catch(() => {
        if (this.version === version && this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  async close(): Promise<void> {
    if (this.activityTimer) clearTimeout(this.activityTimer);
    this.activityTimer = undefined;
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (!subscriber) return;
    // quit() lets the pending unsubscribe finish (disconnect() rejects it, unhandled); bounded if Redis is gone.
    const quit = subscriber.quit().then(
      () => true,
      () => false,
    );
    const done = await Promise.race([
      quit,
      new Promise<boolean>((r) => setTimeout(() => r(false), 500).unref()),
    ]);
    if (!done) subscriber.disconnect();
  }
}

export function categoryRef(node: { id: string; slug: string; name: string }): CategoryRef {
  return { id: node.id, slug: node.slug, name: node.name };
}

export function hierarchical(node: CategoryNode): HierarchicalCategoryDto {
  return {
    id: node.id,
    slug: node.slug,
    name: node.name,
    icon: node.icon,
    description: node.description,
    productCount: node.productCount,
    subcategories: node.children.map(categoryDto),
  };
}

export function categoryDto(node: CategoryNode): CategoryDto {
  const { children: _children, ...dto } = node;
  return dto;
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
