import { z } from 'zod';
import type { FieldIssue } from '../errors';
import { Uuid } from '../id-schema';
import { GENDERS, MEDIA_KINDS } from './constants';
import { TranslationsInput } from './translations';
import { variantGrid } from './variant';

/**
 * The back-office's contract for changing the catalogue: products with their variants and
 * media, flash deals and categories. The api's catalogue write service parses every change with
 * these schemas; the product form validates with the same ones.
 */

export const PRODUCT_NAME_MIN = 3;
export const PRODUCT_NAME_MAX = 200;
/** Tags, materials and search keywords a product may list. */
export const PRODUCT_TAGS_MAX = 20;
/** Sizes or colours a product may offer. */
export const PRODUCT_OPTIONS_MAX = 30;
/** The main picture and up to 3 more. */
export const PRODUCT_MEDIA_MAX = 4;
/** What search engines show before cutting the text. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

const Id = Uuid();
/** The highest price (RWF) and stock (units) a product or variant may have. */
export const PRICE_MAX = 1_000_000_000;
export const STOCK_MAX = 1_000_000;
/** A price in integer RWF, above zero. */
const Price = z
  .number({ error: 'Valid price is required' })
  .int()
  .positive('Valid price is required')
  .max(PRICE_MAX);
const Stock = z
  .number({ error: 'Stock quantity is required (must be 0 or greater)' })
  .int()
  .min(0, 'Stock quantity is required (must be 0 or greater)')
  .max(STOCK_MAX);
const Slug = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single dashes');
/** The first and the last year a deal's dates may name. */
export const DEAL_YEAR_MIN = 2000;
export const DEAL_YEAR_MAX = 2099;
/**
 * An ISO 8601 time with its offset (JSON), or a Date (callers inside the api), within the years
 * above. ISO text allows any year from 0000, but PostgreSQL has no year 0 and refused such a date
 * at the insert (a 500); a deal decades away is a typo anyway.
 */
const Time = z
  .union([z.date(), z.iso.datetime({ offset: true }).transform((s) => new Date(s))])
  .refine((d) => d.getUTCFullYear() >= DEAL_YEAR_MIN && d.getUTCFullYear() <= DEAL_YEAR_MAX, {
    message: `Pick a date between the years ${DEAL_YEAR_MIN} and ${DEAL_YEAR_MAX}`,
  });

const Word = z.string().trim().min(1).max(60);
const sameValue = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
/** A list of short values, none repeated (compared without case). */
const Words = (max: number) =>
  z
    .array(Word)
    .max(max, `At most ${max} values`)
    .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, {
      message: 'Each value may appear only once',
    });

/** One size × colour of a product: its own price (null follows the product's) and its stock. */
export const VariantInput = z.object({
  size: Word.nullable().optional(),
  color: Word.nullable().optional(),
  price: Price.nullable().optional(),
  stock: Stock.optional(),
});
export type VariantInput = z.infer<typeof VariantInput>;

/** A picture or video: a stored file's URL (from media storage) or an outside address. */
export const MediaInput = z.object({
  url: z.string().trim().min(1).max(2_000),
  kind: z.enum(MEDIA_KINDS).optional(),
  alt: z.string().trim().max(200).optional(),
});
export type MediaInput = z.infer<typeof MediaInput>;

const productShape = {
  name: z
    .string({ error: 'Product name is required (minimum 3 characters)' })
    .trim()
    .min(PRODUCT_NAME_MIN, 'Product name is required (minimum 3 characters)')
    .max(PRODUCT_NAME_MAX),
  /** Made from the name when absent; kept when the name changes, so links keep working. */
  slug: Slug,
  shortDescription: z.string().trim().max(500),
  description: z.string().trim().max(20_000),
  /** French and Kinyarwanda name and descriptions; a language left out shows the English. */
  nameI18n: TranslationsInput(PRODUCT_NAME_MAX),
  shortDescriptionI18n: TranslationsInput(500),
  descriptionI18n: TranslationsInput(20_000),
  categoryId: Id,
  /** Must be a subcategory of `categoryId`. */
  subcategoryId: Id.nullable(),
  /** A brand name; a new name creates the brand. */
  brand: z.string().trim().min(1).max(80).nullable(),
  price: Price,
  /** The crossed-out price; shown only when above `price`. */
  originalPrice: Price.nullable(),
  materials: Words(PRODUCT_TAGS_MAX),
  gender: z.enum(GENDERS),
  tags: Words(PRODUCT_TAGS_MAX),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  freeShipping: z.boolean(),
  /** False: the shop takes no offers on this product. */
  negotiable: z.boolean(),
  /** The lowest price a negotiation may reach; null means 10 % below the price. */
  floorPrice: Price.nullable(),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `At most ${SEO_TITLE_MAX} characters`).nullable(),
  seoDescription: z
    .string()
    .trim()
    .max(SEO_DESCRIPTION_MAX, `At most ${SEO_DESCRIPTION_MAX} characters`)
    .nullable(),
  seoKeywords: Words(PRODUCT_TAGS_MAX),
  /**
   * The sizes and colours on sale: every size × colour becomes a variant (sizes alone or colours
   * alone when the other list is empty; one plain variant when both are).
   */
  sizes: Words(PRODUCT_OPTIONS_MAX),
  colors: Words(PRODUCT_OPTIONS_MAX),
  /** Price and stock of some combinations; the others keep theirs (new ones: the product's price, stock 0). */
  variants: z.array(VariantInput).max(PRODUCT_OPTIONS_MAX * PRODUCT_OPTIONS_MAX),
  /**
   * Units in all, for a form with one stock field: the variants not given a stock of their own
   * share what the given ones leave, as evenly as whole units allow.
   */
  stockQuantity: Stock,
  /** The full list in display order; the first picture is the card's image. */
  media: z.array(MediaInput).max(PRODUCT_MEDIA_MAX, 'A main picture and up to 3 more'),
};

/** What a product's rules need to see, whole (a patch merged with the stored product). */
export interface ProductRuleInput {
  price: number;
  /** Absent counts as negotiable, the shop's default. */
  negotiable?: boolean;
  floorPrice?: number | null;
  sizes?: readonly string[];
  colors?: readonly string[];
  variants?: readonly VariantInput[];
}

/**
 * Rules across fields: the floor of a negotiable product is not above the price, and each
 * variant given names a size and colour of the grid, once. Empty when the product is consistent.
 * A product that takes no offers keeps its floor unused (bargaining ignores it), so staff who
 * switch offers back on find it again; the price may meanwhile drop below it, and the check
 * comes back with the offers.
 */
export function productProblems(p: ProductRuleInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (p.negotiable !== false && p.floorPrice != null && p.floorPrice > p.price) {
    issues.push({ path: 'floorPrice', message: 'The negotiation floor cannot be above the price' });
  }
  const grid = variantGrid(p.sizes ?? [], p.colors ?? []);
  const seen: typeof grid = [];
  (p.variants ?? []).forEach((v, i) => {
    const cell = grid.find((g) => sameValue(g.size, v.size) && sameValue(g.color, v.color));
    if (!cell) {
      issues.push({ path: `variants.${i}`, message: 'Not one of the sizes and colours listed' });
    } else if (seen.includes(cell)) {
      issues.push({ path: `variants.${i}`, message: 'This size and colour is listed twice' });
    } else seen.push(cell);
  });
  return issues;
}

function refineWith<T>(rules: (value: T) => FieldIssue[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const issue of rules(value)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  };
}

/** Changes to a product: only the fields given change. */
export const ProductPatch = z.object(productShape).partial();
export type ProductPatch = z.infer<typeof ProductPatch>;

/** A new product: a name, a category and a price; the rest has the shop's defaults. */
export const ProductInput = ProductPatch.required({ name: true, categoryId: true, price: true }).superRefine(
  refineWith(productProblems),
);
export type ProductInput = z.infer<typeof ProductInput>;

const dealShape = { dealPrice: Price, startsAt: Time, endsAt: Time };
const dealWindow = (d: { startsAt?: Date; endsAt?: Date }): FieldIssue[] =>
  d.startsAt && d.endsAt && d.endsAt.getTime() <= d.startsAt.getTime()
    ? [{ path: 'endsAt', message: 'A deal must end after it starts' }]
    : [];

/** A flash deal: a lower price for a product during a window. */
export const FlashDealInput = z.object({ productId: Id, ...dealShape }).superRefine(refineWith(dealWindow));
export type FlashDealInput = z.infer<typeof FlashDealInput>;

export const FlashDealPatch = z.object(dealShape).partial().superRefine(refineWith(dealWindow));
export type FlashDealPatch = z.infer<typeof FlashDealPatch>;

const categoryShape = {
  name: z.string().trim().min(2).max(80),
  /** Made from the name when absent. */
  slug: Slug,
  description: z.string().trim().max(1_000),
  /** An icon name the web knows, or an emoji. */
  icon: z.string().trim().max(40),
  image: z.string().trim().min(1).max(2_000).nullable(),
  /** A top-level category when null; otherwise a subcategory of that (top-level) category. */
  parentId: Id.nullable(),
  /** Order among its siblings, smallest first. */
  position: z.number().int().min(0).max(10_000),
};

export const CategoryPatch = z.object(categoryShape).partial();
export type CategoryPatch = z.infer<typeof CategoryPatch>;

export const CategoryInput = CategoryPatch.required({ name: true });
export type CategoryInput = z.infer<typeof CategoryInput>;
