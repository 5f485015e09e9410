/**
 * The option lists of the back-office product form and which categories offer which. The form
 * shows them as choices; the values are plain words stored on the product's sizes, colours and
 * materials, so a shop may still type its own.
 */

export const SIZE_OPTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/**
 * Top-level category slugs whose products come in one size: the old shop's list (bags,
 * jewellery, beauty, home, sports, electronics) and this shop's other non-clothing departments.
 * Clothing sizes stay for fashion, kids and shoes.
 */
export const SIZELESS_CATEGORY_SLUGS = [
  'bags-accessories',
  'jewelry-watches',
  'beauty-personal-care',
  'home-living',
  'sports-outdoor',
  'electronics',
  'computers',
  'audio',
  'smart-home',
  'cameras',
  'entertainment',
  'books-media',
  'toys-games',
  'health-wellness',
  'automotive',
  'pet-supplies',
  'office-stationery',
] as const;

export const STORAGE_OPTIONS = [
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

/** Categories whose products, without a subcategory chosen yet, are offered storage capacities. */
export const STORAGE_CATEGORY_SLUGS = ['electronics', 'computers'] as const;

/**
 * Subcategories sold by storage capacity: the old shop's three (storage-devices,
 * computers-laptops, phones-tablets) and their places in this shop's catalogue.
 */
export const STORAGE_SUBCATEGORY_SLUGS = [
  'storage-devices',
  'computers-laptops',
  'phones-tablets',
  'smartphones',
  'tablets',
  'laptops',
  'desktops',
] as const;

export const COLOR_OPTIONS = [
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

export const MATERIAL_OPTIONS = [
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

/** Pictures or videos a product shows besides its main picture. */
export const PRODUCT_EXTRA_MEDIA_MAX = 3;

const includes = (list: readonly string[], value: string | null | undefined) =>
  value != null && list.includes(value.trim().toLowerCase());

/** Clothing sizes are offered unless the category is one of the size-less ones. */
export function offersClothingSizes(categorySlug: string | null | undefined): boolean {
  return !includes(SIZELESS_CATEGORY_SLUGS, categorySlug);
}

/**
 * Storage capacities take the place of sizes for electronics and computers with no subcategory
 * chosen yet, and for the storage, computer, phone and tablet subcategories.
 */
export function offersStorageCapacities(
  categorySlug: string | null | undefined,
  subcategorySlug: string | null | undefined,
): boolean {
  if (subcategorySlug) return includes(STORAGE_SUBCATEGORY_SLUGS, subcategorySlug);
  return includes(STORAGE_CATEGORY_SLUGS, categorySlug);
}

/** The size choices the form offers for a category (empty: the product has no sizes). */
export function sizeChoices(
  categorySlug: string | null | undefined,
  subcategorySlug: string | null | undefined,
): readonly string[] {
  if (offersStorageCapacities(categorySlug, subcategorySlug)) return STORAGE_OPTIONS;
  return offersClothingSizes(categorySlug) ? SIZE_OPTIONS : [];
}

/** A media address that plays as a video (by its extension), else a picture. */
export function mediaKindOfUrl(url: string): 'image' | 'video' {
  return /\.(mp4|webm|ogg|mov|avi)(\?|#|$)/i.test(url) ? 'video' : 'image';
}
