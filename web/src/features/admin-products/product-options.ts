/**
 * The option lists the product form offers. The size list depends on the category: clothing
 * sizes everywhere but the excluded categories, storage capacities for electronics storage.
 */

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

export const STORAGE_CAPACITIES = [
  '4GB',
  '8GB',
  '16GB',
  '32GB',
  '64GB',
  '128GB',
  '256GB',
  '512GB',
  '1TB',
  '2TB',
  '4TB',
] as const;

export const PRODUCT_COLORS = [
  'Red',
  'Blue',
  'Green',
  'Black',
  'White',
  'Pink',
  'Yellow',
  'Purple',
  'Silver',
  'Gold',
] as const;

export const PRODUCT_MATERIALS = [
  'Cotton',
  'Polyester',
  'Silk',
  'Wool',
  'Linen',
  'Denim',
  'Leather',
  'Synthetic',
  'Plastic',
  'Metal',
  'Glass',
] as const;

/** Categories whose products are not worn, so clothing sizes make no sense for them. */
export const SIZELESS_CATEGORIES = [
  'bags-accessories',
  'jewelry-watches',
  'beauty-personal-care',
  'home-living',
  'sports-outdoor',
  'electronics',
] as const;

/**
 * Subcategories of electronics sold by capacity. The first three are the names the shop's
 * category plan uses; the others are this catalogue's own phone, tablet and computer shelves.
 */
export const STORAGE_SUBCATEGORIES = [
  'storage-devices',
  'computers-laptops',
  'phones-tablets',
  'smartphones',
  'tablets',
] as const;

export type SizeChoice =
  | { kind: 'clothing'; options: readonly string[] }
  | { kind: 'storage'; options: readonly string[] }
  | { kind: 'none'; options: readonly string[] };

const isIn = (list: readonly string[], slug: string | null | undefined) => !!slug && list.includes(slug);

/**
 * What the size field offers for a category (by slug) and subcategory: storage capacities for
 * electronics without a subcategory or in a storage shelf, nothing for the other excluded
 * categories, clothing sizes otherwise. No category yet: clothing sizes.
 */
export function sizeChoicesFor(
  categorySlug: string | null | undefined,
  subcategorySlug?: string | null,
): SizeChoice {
  if (categorySlug === 'electronics' && (!subcategorySlug || isIn(STORAGE_SUBCATEGORIES, subcategorySlug))) {
    return { kind: 'storage', options: STORAGE_CAPACITIES };
  }
  if (isIn(SIZELESS_CATEGORIES, categorySlug)) return { kind: 'none', options: [] };
  return { kind: 'clothing', options: CLOTHING_SIZES };
}

/** A media address that names a video file is shown as a video. */
export const isVideoUrl = (url: string) => /\.(mp4|webm|ogg|mov|avi)/i.test(url);
