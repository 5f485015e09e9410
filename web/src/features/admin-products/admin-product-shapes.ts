import { z } from 'zod';

/**
 * The product edit view and save answers, checked on arrival. The list, upload, search-engine
 * text and bulk answers have shared schemas (`@isoko/shared/admin/products-schema`); the edit
 * view is the catalogue's own record, read here for the fields the form needs.
 */

const Named = z.object({ id: z.string().optional(), slug: z.string().optional(), name: z.string() });

const Variant = z.object({
  id: z.string().optional(),
  sku: z.string().optional(),
  size: z.string().nullish(),
  color: z.string().nullish(),
  price: z.number().nullish(),
  stock: z.number().int().optional(),
  stockQuantity: z.number().int().optional(),
  retiredAt: z.unknown().optional(),
});

const Media = z.object({
  url: z.string(),
  kind: z.string().optional(),
  alt: z.string().nullish(),
});

/** French and Kinyarwanda versions of a text, as stored. */
const Translations = z.object({ fr: z.string().optional(), rw: z.string().optional() }).nullish();

/** The stored product the edit form starts from. */
const ProductFields = z.object({
  id: z.string(),
  slug: z.string().optional(),
  name: z.string(),
  shortDescription: z.string().nullish(),
  description: z.string().nullish(),
  nameI18n: Translations,
  shortDescriptionI18n: Translations,
  descriptionI18n: Translations,
  categoryId: z.string().optional(),
  subcategoryId: z.string().nullish(),
  category: Named.nullish(),
  subcategory: Named.nullish(),
  brand: z.union([z.string(), Named]).nullish(),
  price: z.number(),
  originalPrice: z.number().nullish(),
  materials: z.array(z.string()).optional(),
  material: z.array(z.string()).optional(),
  gender: z.string().optional(),
  tags: z.array(z.string()).optional(),
  isFeatured: z.boolean().optional(),
  isNew: z.boolean().optional(),
  freeShipping: z.boolean().optional(),
  negotiable: z.boolean().optional(),
  floorPrice: z.number().nullish(),
  seoTitle: z.string().nullish(),
  seoDescription: z.string().nullish(),
  seoKeywords: z.array(z.string()).optional(),
  sizes: z.array(z.string()).optional(),
  colors: z.array(z.union([z.string(), z.object({ name: z.string() })])).optional(),
  variants: z.array(Variant).optional(),
  media: z.array(Media).optional(),
  images: z.array(Media).optional(),
});

/** The edit view: the product alone, or `{ product, brand, variants, media }`. */
export const AdminProductDetail = z.union([
  z.object({
    product: ProductFields,
    brand: z.string().nullish(),
    variants: z.array(Variant).optional(),
    media: z.array(Media).optional(),
  }),
  ProductFields,
]);
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;
export type AdminProductFields = z.infer<typeof ProductFields>;

export const AdminProductResponse = z.object({ data: AdminProductDetail });

/** A saved product: at least its id. */
export const SavedProductResponse = z.object({
  data: z.union([z.object({ product: z.object({ id: z.string() }) }), z.object({ id: z.string() })]),
});

export const DeletedResponse = z.object({ success: z.literal(true) });

/** The id of a saved product, from either answer shape. */
export const savedProductId = (data: z.infer<typeof SavedProductResponse>['data']) =>
  'product' in data ? data.product.id : data.id;
