import { z } from 'zod';

/**
 * The back-office product answers this feature reads, checked on arrival. Written from the
 * product admin fields the shop promises and the catalogue's edit view; the server's own
 * contract replaces them as it lands. Optional fields tolerate either spelling of a field.
 */

const Text = z.string();
const Named = z.object({ id: z.string().optional(), slug: z.string().optional(), name: z.string() });

/** One row of the products table. */
export const AdminProductRow = z.object({
  id: z.string(),
  name: Text,
  sku: Text.optional(),
  slug: Text.optional(),
  mainImage: Text.nullish(),
  price: z.number(),
  stockQuantity: z.number().int().optional(),
  stockTotal: z.number().int().optional(),
  category: Named.nullish(),
  seoTitle: Text.nullish(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProductsResponse = z.object({
  data: z.array(AdminProductRow),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int().optional(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type AdminProductsResponse = z.infer<typeof AdminProductsResponse>;

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

/** The stored product the edit form starts from. */
const ProductFields = z.object({
  id: z.string(),
  slug: z.string().optional(),
  name: z.string(),
  shortDescription: z.string().nullish(),
  description: z.string().nullish(),
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

/** An uploaded file: its main address and, for pictures, the WebP widths. */
export const UploadedMediaResponse = z.object({
  data: z.object({
    url: z.string(),
    kind: z.string().optional(),
    urls: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).optional(),
  }),
});
export type UploadedMedia = z.infer<typeof UploadedMediaResponse>['data'];

/** Search-engine texts written for one product. */
export const GeneratedSeoResponse = z.object({
  data: z.object({
    seoTitle: z.string(),
    seoDescription: z.string(),
    seoKeywords: z.array(z.string()).optional(),
  }),
});
export type GeneratedSeo = z.infer<typeof GeneratedSeoResponse>['data'];

/** The bulk job's id (its progress arrives as `job:progress`). */
export const BulkSeoResponse = z.object({
  data: z.object({ jobId: z.string(), count: z.number().int().optional() }),
});

/** The id of a saved product, from either answer shape. */
export const savedProductId = (data: z.infer<typeof SavedProductResponse>['data']) =>
  'product' in data ? data.product.id : data.id;
