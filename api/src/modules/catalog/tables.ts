import type { Gender, MediaKind } from '@isoko/shared/catalog/constants';
import type { Translations } from '@isoko/shared/i18n-language';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { rwf } from '../../db/money-column';

/**
 * French and Kinyarwanda versions of an English text column, as {fr, rw}; a missing key means
 * "show the English". Kept beside the English so listings read one row with no join.
 */
const translations = (column: string) =>
  jsonb(column).$type<Translations>().notNull().default(sql`'{}'::jsonb`);

/** A full-text document; written only by the generated column below. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    nameI18n: translations('name_i18n'),
    descriptionI18n: translations('description_i18n'),
    icon: text().notNull().default(''),
    image: text(),
    parentId: uuid().references((): import('drizzle-orm/pg-core').AnyPgColumn => categories.id),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    name: text().notNull(),
    shortDescription: text().notNull().default(''),
    description: text().notNull().default(''),
    nameI18n: translations('name_i18n'),
    shortDescriptionI18n: translations('short_description_i18n'),
    descriptionI18n: translations('description_i18n'),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid().references(() => categories.id),
    brandId: uuid().references(() => brands.id),
    /** Base price in RWF; a variant may override it. */
    price: rwf().notNull(),
    originalPrice: rwf(),
    materials: text().array().notNull().default(sql`'{}'::text[]`),
    gender: text().$type<Gender>().notNull().default('unisex'),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    freeShipping: boolean().notNull().default(false),
    negotiable: boolean().notNull().default(true),
    /** Lowest price a negotiation may reach; null means 10 % below price. */
    floorPrice: rwf(),
    seoTitle: text(),
    seoDescription: text(),
    seoKeywords: text().array().notNull().default(sql`'{}'::text[]`),
    /** Kept equal to the reviews' average and count by the catalog service. */
    ratingAvg: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /** Sum of variant stock, kept by the services that change stock (listing filters read it). */
    stockTotal: integer().notNull().default(0),
    totalSales: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    /** URL of the first media item, kept by the catalog service so lists need no join. */
    mainImage: text().notNull().default(''),
    /** Distinct variant sizes and colours, kept by the catalog service (listing filters read them). */
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    colors: text().array().notNull().default(sql`'{}'::text[]`),
    /** Brand, category, subcategory, materials, colours and tags: the weight-B words of `search`. */
    searchTerms: text().notNull().default(''),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, isoko_unaccent(name)), 'A') || setweight(to_tsvector('simple'::regconfig, isoko_unaccent(search_terms)), 'B')`,
      ),
    /** Percent saved: round((original - price) / original × 100), 0 without a real discount. */
    discountPct: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`case when original_price > price then round((original_price - price) * 100.0 / original_price)::int else 0 end`,
      ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    // Counting a category's matches by price range and rating (the price slider, "4 stars and
    // up") reads this narrow index: about three times faster than the wide covering index below,
    // whose entries are several times larger.
    index('products_category_price_rating_idx')
      .on(t.categoryId, t.price, t.ratingAvg)
      .where(sql`deleted_at is null`),
    // A category's listing and its count read only this index (an index-only scan): the filters'
    // and sorts' columns are all in it, so no product row is visited until the page's 24 are known.
    index('products_listing_cover_idx')
      .on(
        t.categoryId,
        t.price,
        t.ratingAvg,
        t.reviewCount,
        t.totalSales,
        t.isFeatured,
        t.createdAt,
        t.id,
        t.subcategoryId,
        t.brandId,
        t.stockTotal,
        t.freeShipping,
        t.discountPct,
        t.gender,
      )
      .where(sql`deleted_at is null`),
    // The products on sale, for counting the deals (listing.ts counts them apart from the flash
    // deals) from this index alone, with the columns of the filters a deals page offers (price
    // range, discount, rating, stock, brand, free shipping, gender). Measured at 50,000 products,
    // 14,853 of them on sale: 1.7 ms, where reading every product took about 37 ms. The category
    // lets the deals' category filter (facets.ts) be counted from it alone too: 7 ms instead of
    // 64 ms reading every product. The colours, sizes and materials stay out: a product may list
    // up to 80 values of 60 characters, more than a btree entry holds, and saving it would fail.
    index('products_on_sale_idx')
      .on(
        t.price,
        t.discountPct,
        t.ratingAvg,
        t.stockTotal,
        t.brandId,
        t.freeShipping,
        t.gender,
        t.categoryId,
      )
      .where(sql`deleted_at is null and original_price > price`),
    // A category's page in each sort order: walked backwards from the best, stopping after one page.
    index('products_category_rating_idx')
      .on(t.categoryId, t.ratingAvg, t.reviewCount, t.id)
      .where(sql`deleted_at is null`),
    index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id).where(sql`deleted_at is null`),
    index('products_category_featured_idx')
      .on(t.categoryId, t.isFeatured, t.ratingAvg, t.reviewCount, t.id)
      .where(sql`deleted_at is null`),
    index('products_category_sales_idx')
      .on(t.categoryId, t.totalSales, t.reviewCount, t.id)
      .where(sql`deleted_at is null`),
    index('products_subcategory_idx').on(t.subcategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_price_idx').on(t.price),
    // Sorts read these backwards (all keys descending, id last) to stop after one page.
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_rating_idx').on(t.ratingAvg, t.reviewCount, t.id),
    index('products_sales_idx').on(t.totalSales, t.reviewCount, t.id),
    index('products_featured_idx').on(t.isFeatured, t.ratingAvg, t.reviewCount, t.id),
    // The home page's best deals (bestDealsJson: biggest discount, then best rated, then id) read
    // this backwards and sort by id only the few products sharing both: 48 pages and 0.3 ms at
    // 50,000 products, where the discount alone read and sorted 436 products (450 pages, 2-18 ms).
    index('products_discount_idx').on(t.discountPct, t.ratingAvg),
    index('products_search_idx').using('gin', t.search),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_colors_idx').using('gin', t.colors),
    // The back-office search: name contains, case-insensitive, over 50,000 products.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_price_positive', sql`${t.price} > 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    size: text(),
    color: text(),
    /** Overrides the product price when set. */
    price: rwf(),
    stock: integer().notNull().default(0),
    /** This variant's own picture (its colour), shown when the shopper chooses it; null uses the product's. */
    image: text(),
    /**
     * Set when an edit removes the size or colour: the row stays so past orders can still
     * release or re-take its stock, but shoppers are no longer offered it.
     */
    retiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('variants_sku_uq').on(t.sku),
    index('variants_product_idx').on(t.productId),
    // The back-office search by SKU (contains, case-insensitive).
    index('variants_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    kind: text().$type<MediaKind>().notNull().default('image'),
    alt: text().notNull().default(''),
    position: integer().notNull().default(0),
  },
  (t) => [index('media_product_idx').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid(),
    authorName: text().notNull(),
    rating: integer().notNull(),
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const flashDeals = pgTable(
  'flash_deals',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dealPrice: rwf().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('flash_deals_window_idx').on(t.endsAt, t.startsAt),
    index('flash_deals_product_idx').on(t.productId),
  ],
);

/** Views, carts and purchases: they feed trending and the recommendations. */
export const productEvents = pgTable(
  'product_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    deviceId: text(),
    customerId: uuid(),
    quantity: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_events_recent_idx').on(t.createdAt, t.kind),
    index('product_events_device_idx').on(t.deviceId, t.createdAt),
    // What a signed-in customer already bought (left out of their recommendations).
    index('product_events_customer_idx').on(t.customerId, t.kind),
  ],
);

/**
 * French and Kinyarwanda names of the colour, material and size words the catalogue stores in
 * English (variant colours, product materials, word sizes such as "Medium"), keyed by that English
 * word as stored.
 */
export const catalogTermTranslations = pgTable(
  'catalog_term_translations',
  {
    /** 'color', 'material' or 'size'. */
    kind: text().$type<'color' | 'material' | 'size'>().notNull(),
    /** The English word exactly as the catalogue stores it, e.g. "Black" or "Cotton". */
    value: text().notNull(),
    nameI18n: translations('name_i18n'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * Searches that found nothing, one row per folded query and language, for staff to see what
 * shoppers look for and do not find. Written in batches after the answer has gone out.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    /** The query folded (lower case, no accents, words joined by one space). */
    query: text().notNull(),
    /** The shopper's language when searching: en, fr or rw. */
    language: text().notNull(),
    count: integer().notNull().default(0),
    firstSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.query, t.language] }),
    index('search_misses_count_idx').on(t.count, t.lastSeen),
  ],
);
