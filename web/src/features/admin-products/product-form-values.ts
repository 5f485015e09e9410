import { parseWholeAmount } from '@isoko/shared/amount-input';
import { mediaKindOfUrl } from '@isoko/shared/catalog/admin-options';
import {
  PRICE_MAX,
  PRODUCT_MEDIA_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  PRODUCT_TAGS_MAX,
  ProductInput,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  STOCK_MAX,
} from '@isoko/shared/catalog/admin-schema';
import { GENDERS } from '@isoko/shared/catalog/constants';
import { splitStock } from '@isoko/shared/catalog/old-product-form';
import { variantGrid } from '@isoko/shared/catalog/variant';
import { z } from 'zod';
import type { AdminProductDetail } from './admin-product-shapes';

/**
 * The product form's values and rules. Amounts are kept as typed text (an empty box is not 0);
 * the limits come from the shared catalogue contract, and the body sent is checked with the
 * shared `ProductInput` before it leaves. Messages are keys of the `admin-products` namespace.
 */

/** A typed amount as a number ("12,000" and "12 000" are 12000); NaN when it is no whole number. */
const amountOf = (s: string) => parseWholeAmount(s) ?? Number.NaN;
const wholeNumber = (s: string) => parseWholeAmount(s) !== null;
const isPrice = (s: string) => wholeNumber(s) && amountOf(s) > 0 && amountOf(s) <= PRICE_MAX;
const isStock = (s: string) => wholeNumber(s) && amountOf(s) <= STOCK_MAX;
const blankOr = (test: (s: string) => boolean) => (s: string) => s.trim() === '' || test(s);

/** What can be wrong with an amount typed in a box. */
type AmountFault = 'missing' | 'notWhole' | 'tooSmall' | 'tooBig';

/**
 * What is wrong with a whole amount typed in a box (null: nothing), so the message can say it:
 * "2.5" is no whole number, "-1" is too small, and a box left empty is missing.
 */
function amountFault(typed: string, min: number, max: number): AmountFault | null {
  const s = typed.trim();
  if (s === '') return 'missing';
  if (/^-\d+([.,]\d+)?$/.test(s) && min >= 0) return 'tooSmall';
  if (!wholeNumber(s)) return 'notWhole';
  const n = amountOf(s);
  return n < min ? 'tooSmall' : n > max ? 'tooBig' : null;
}

/** A box for a whole amount, with the message key of each fault. */
const amountBox = (min: number, max: number, messages: Record<AmountFault, string>) =>
  z.string().superRefine((typed, ctx) => {
    const fault = amountFault(typed, min, max);
    if (fault) ctx.addIssue({ code: 'custom', message: messages[fault] });
  });

/** The spec's words for a missing or negative stock; the others say what is wrong with it. */
const STOCK_MESSAGES: Record<AmountFault, string> = {
  missing: 'form.errors.stock',
  tooSmall: 'form.errors.stock',
  notWhole: 'form.errors.stockWhole',
  tooBig: 'form.errors.stockMax',
};
const VARIANT_STOCK_MESSAGES: Record<AmountFault, string> = {
  missing: 'form.errors.variantStock',
  tooSmall: 'form.errors.variantStock',
  notWhole: 'form.errors.variantStockWhole',
  tooBig: 'form.errors.variantStockMax',
};
const PRICE_MESSAGES: Record<AmountFault, string> = {
  missing: 'form.errors.price',
  tooSmall: 'form.errors.price',
  notWhole: 'form.errors.priceWhole',
  tooBig: 'form.errors.priceMax',
};

export const VariantRow = z.object({
  size: z.string().nullable(),
  color: z.string().nullable(),
  /** Empty: the variant follows the product's price. */
  price: z.string().refine(blankOr(isPrice), 'form.errors.variantPrice'),
  stock: amountBox(0, STOCK_MAX, VARIANT_STOCK_MESSAGES),
});
export type VariantRow = z.infer<typeof VariantRow>;

export const MediaItem = z.object({ url: z.string().min(1), kind: z.enum(['image', 'video']) });
export type MediaItem = z.infer<typeof MediaItem>;

/** One language's texts of a product: blank ones make the shop show the English. */
const TranslatedTexts = z.object({
  name: z.string().trim().max(PRODUCT_NAME_MAX, 'form.errors.nameLong'),
  shortDescription: z.string().max(500, 'form.errors.tooLong'),
  description: z.string().max(20_000, 'form.errors.tooLong'),
});
export type TranslatedTexts = z.infer<typeof TranslatedTexts>;
/** The languages a product's texts are translated into in the back office. */
export const TRANSLATED_LANGUAGES = ['fr', 'rw'] as const;

export const ProductFormValues = z
  .object({
    name: z
      .string()
      .trim()
      .min(PRODUCT_NAME_MIN, 'form.errors.name')
      .max(PRODUCT_NAME_MAX, 'form.errors.nameLong'),
    shortDescription: z.string().max(500, 'form.errors.tooLong'),
    description: z.string().max(20_000, 'form.errors.tooLong'),
    /** French and Kinyarwanda name and descriptions. */
    translations: z.object({ fr: TranslatedTexts, rw: TranslatedTexts }),
    categoryId: z.string().min(1, 'form.errors.category'),
    subcategoryId: z.string(),
    brand: z.string().max(80, 'form.errors.tooLong'),
    gender: z.enum(GENDERS),
    price: amountBox(1, PRICE_MAX, PRICE_MESSAGES),
    originalPrice: z.string().refine(blankOr(isPrice), 'form.errors.originalPrice'),
    /** The stock of a product sold without sizes or colours (one plain variant). */
    stock: amountBox(0, STOCK_MAX, STOCK_MESSAGES),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    materials: z.array(z.string()).max(PRODUCT_TAGS_MAX, 'form.errors.tooMany'),
    variants: z.array(VariantRow),
    /** The main picture first, then up to 3 more. */
    media: z.array(MediaItem).max(PRODUCT_MEDIA_MAX, 'form.errors.tooManyMedia'),
    tags: z.array(z.string()).max(PRODUCT_TAGS_MAX, 'form.errors.tooManyTags'),
    seoTitle: z.string().max(SEO_TITLE_MAX, 'form.errors.seoTitle'),
    seoDescription: z.string().max(SEO_DESCRIPTION_MAX, 'form.errors.seoDescription'),
    seoKeywords: z.array(z.string()),
    negotiable: z.boolean(),
    /** Empty: 10 % below the price. */
    floorPrice: z.string().refine(blankOr(isPrice), 'form.errors.floorPrice'),
    isFeatured: z.boolean(),
    isNew: z.boolean(),
    freeShipping: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (
      v.negotiable &&
      isPrice(v.floorPrice) &&
      isPrice(v.price) &&
      amountOf(v.floorPrice) > amountOf(v.price)
    ) {
      ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: 'form.errors.floorAbovePrice' });
    }
  });
export type ProductFormValues = z.infer<typeof ProductFormValues>;

/**
 * The variants priced under the negotiation floor typed (a variant left empty follows the
 * product's price, which the floor may not pass). Allowed: bargaining on such a variant simply
 * never goes below its own price. The form warns, so staff notice the floor may be a slip.
 */
export function variantsUnderFloor(
  v: Pick<ProductFormValues, 'negotiable' | 'floorPrice' | 'variants'>,
): VariantRow[] {
  if (!v.negotiable || !isPrice(v.floorPrice)) return [];
  const floor = amountOf(v.floorPrice);
  return v.variants.filter((row) => isPrice(row.price) && amountOf(row.price) < floor);
}

const NO_TEXTS: TranslatedTexts = { name: '', shortDescription: '', description: '' };

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  shortDescription: '',
  description: '',
  translations: { fr: NO_TEXTS, rw: NO_TEXTS },
  categoryId: '',
  subcategoryId: '',
  brand: '',
  gender: 'female',
  price: '',
  originalPrice: '',
  stock: '0',
  sizes: [],
  colors: [],
  materials: [],
  variants: [],
  media: [],
  tags: [],
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  negotiable: true,
  floorPrice: '',
  isFeatured: false,
  isNew: true,
  freeShipping: false,
};

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The variant rows for these sizes × colours: a combination already in `rows` keeps its price
 * and stock, a new one follows the product's price with stock 0. Empty when neither list has
 * values (the product is then one plain variant whose stock is the form's stock field).
 */
export function syncVariantRows(
  sizes: readonly string[],
  colors: readonly string[],
  rows: readonly VariantRow[],
) {
  if (!sizes.length && !colors.length) return [];
  return variantGrid(sizes, colors).map(
    (cell): VariantRow =>
      rows.find((r) => same(r.size, cell.size) && same(r.color, cell.color)) ?? {
        size: cell.size,
        color: cell.color,
        price: '',
        stock: '0',
      },
  );
}

/** These rows with `total` units shared over them as the api shares one stock (10 over 3: 4, 3, 3). */
export function shareStock(rows: readonly VariantRow[], total: number): VariantRow[] {
  const units = splitStock(total, rows.length);
  return rows.map((row, i) => ({ ...row, stock: String(units[i] ?? 0) }));
}

/** Whether the rows still hold `total` units exactly as shareStock left them (none changed by hand). */
export function holdsSharedStock(rows: readonly VariantRow[], total: number): boolean {
  const units = splitStock(total, rows.length);
  return rows.length > 0 && rows.every((row, i) => row.stock.trim() === String(units[i]));
}

/**
 * The stock as the product gains or loses its sizes and colours, so nothing typed is lost. When
 * the grid appears, the units in the plain stock box are shared over its variants, and shared
 * again as sizes or colours are ticked, until a variant's stock is changed by hand. When the grid
 * goes, the plain box takes the grid's total. `shared` is the units being shared, else null.
 */
export function carryStock(
  before: readonly VariantRow[],
  after: readonly VariantRow[],
  plainStock: string,
  shared: number | null,
): { variants: VariantRow[]; stock: string; shared: number | null } {
  const units = (s: string) => (isStock(s) ? amountOf(s) : 0);
  if (after.length === 0) {
    const stock = before.length ? String(before.reduce((n, r) => n + units(r.stock), 0)) : plainStock;
    return { variants: [], stock, shared: null };
  }
  const total =
    before.length === 0
      ? units(plainStock)
      : shared !== null && holdsSharedStock(before, shared)
        ? shared
        : 0;
  if (total === 0) return { variants: [...after], stock: plainStock, shared: null };
  return { variants: shareStock(after, total), stock: plainStock, shared: total };
}

const text = (s: string) => s.trim();
const orNull = (s: string) => (s.trim() ? s.trim() : null);
const amountOrNull = (s: string) => (s.trim() ? amountOf(s) : null);

/**
 * Whether a stock box was typed in (`'plain'`: the one of a product without variants). A stock
 * left untouched is not sent, so saving an edit never puts back units that orders took while
 * the form was open.
 */
export type StockTyped = (row: number | 'plain') => boolean;

/** The body the api takes for these values. */
export function toProductInput(v: ProductFormValues, stockTyped: StockTyped = () => true): ProductInput {
  const price = amountOf(v.price);
  const grid = v.variants.length > 0;
  const stockOf = (row: number | 'plain', typed: string) =>
    stockTyped(row) ? { stock: amountOf(typed) } : {};
  const variants = grid
    ? v.variants.map((r, i) => ({
        size: r.size,
        color: r.color,
        price: amountOrNull(r.price),
        ...stockOf(i, r.stock),
      }))
    : [{ size: null, color: null, price: null, ...stockOf('plain', v.stock) }];
  // Both languages of each text; the shared schema drops blank ones.
  const translated = (field: keyof TranslatedTexts) => ({
    fr: text(v.translations.fr[field]),
    rw: text(v.translations.rw[field]),
  });
  return ProductInput.parse({
    name: text(v.name),
    shortDescription: text(v.shortDescription),
    description: text(v.description),
    nameI18n: translated('name'),
    shortDescriptionI18n: translated('shortDescription'),
    descriptionI18n: translated('description'),
    categoryId: v.categoryId,
    subcategoryId: orNull(v.subcategoryId),
    brand: orNull(v.brand),
    gender: v.gender,
    price,
    originalPrice: amountOrNull(v.originalPrice),
    materials: v.materials,
    tags: v.tags,
    isFeatured: v.isFeatured,
    isNew: v.isNew,
    freeShipping: v.freeShipping,
    negotiable: v.negotiable,
    // Kept when offers are switched off (bargaining then ignores it), so switching them back on
    // finds the floor staff set instead of the default.
    floorPrice: amountOrNull(v.floorPrice),
    seoTitle: orNull(v.seoTitle),
    seoDescription: orNull(v.seoDescription),
    seoKeywords: v.seoKeywords,
    sizes: grid ? v.sizes : [],
    colors: grid ? v.colors : [],
    variants,
    media: v.media.map((m) => ({ url: m.url, kind: m.kind })),
  });
}

const amount = (n: number | null | undefined) => (n == null ? '' : String(n));
const nameOf = (b: unknown) =>
  typeof b === 'string' ? b : b && typeof b === 'object' && 'name' in b ? String(b.name) : '';

/** The form's values for a stored product. */
export function toFormValues(detail: AdminProductDetail): ProductFormValues {
  const p = 'product' in detail ? detail.product : detail;
  const variants = ('product' in detail ? detail.variants : undefined) ?? p.variants ?? [];
  const media = ('product' in detail ? detail.media : undefined) ?? p.media ?? p.images ?? [];
  const brand = 'product' in detail ? detail.brand : p.brand;
  const live = variants.filter((v) => !v.retiredAt);
  const sizes = p.sizes?.length ? p.sizes : [...new Set(live.flatMap((v) => (v.size ? [v.size] : [])))];
  const colors = p.colors?.length
    ? p.colors.map((c) => (typeof c === 'string' ? c : c.name))
    : [...new Set(live.flatMap((v) => (v.color ? [v.color] : [])))];
  const stockOf = (v: (typeof live)[number]) => v.stock ?? v.stockQuantity ?? 0;
  const rows = live.map(
    (v): VariantRow => ({
      size: v.size ?? null,
      color: v.color ?? null,
      price: v.price != null && v.price !== p.price ? String(v.price) : '',
      stock: String(stockOf(v)),
    }),
  );
  const gender = GENDERS.find((g) => g === p.gender) ?? 'female';
  const textsIn = (lang: (typeof TRANSLATED_LANGUAGES)[number]): TranslatedTexts => ({
    name: p.nameI18n?.[lang] ?? '',
    shortDescription: p.shortDescriptionI18n?.[lang] ?? '',
    description: p.descriptionI18n?.[lang] ?? '',
  });
  return {
    name: p.name,
    shortDescription: p.shortDescription ?? '',
    description: p.description ?? '',
    translations: { fr: textsIn('fr'), rw: textsIn('rw') },
    categoryId: p.categoryId ?? p.category?.id ?? '',
    subcategoryId: p.subcategoryId ?? p.subcategory?.id ?? '',
    brand: nameOf(brand),
    gender,
    price: String(p.price),
    originalPrice: amount(p.originalPrice),
    stock: String(sizes.length || colors.length ? 0 : live.reduce((n, v) => n + stockOf(v), 0)),
    sizes,
    colors,
    materials: p.materials ?? p.material ?? [],
    variants: syncVariantRows(sizes, colors, rows),
    media: media.map((m) => ({
      url: m.url,
      kind: m.kind === 'video' ? 'video' : mediaKindOfUrl(m.url),
    })),
    tags: p.tags ?? [],
    seoTitle: p.seoTitle ?? '',
    seoDescription: p.seoDescription ?? '',
    seoKeywords: p.seoKeywords ?? [],
    negotiable: p.negotiable ?? true,
    floorPrice: amount(p.floorPrice),
    isFeatured: p.isFeatured ?? false,
    isNew: p.isNew ?? false,
    freeShipping: p.freeShipping ?? false,
  };
}
