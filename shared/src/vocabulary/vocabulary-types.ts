import type { GENDERS } from '../catalog/constants';

/** The demo catalogue's categories and their subcategories, by slug. */
export const CATALOG_TREE = {
  electronics: ['smartphones', 'tablets', 'wearables', 'chargers-power'],
  computers: ['laptops', 'desktops', 'monitors', 'computer-accessories'],
  audio: ['headphones', 'earbuds', 'speakers', 'soundbars'],
  'smart-home': ['smart-lighting', 'security-cameras', 'smart-plugs'],
  cameras: ['digital-cameras', 'action-cameras', 'camera-lenses', 'tripods'],
  entertainment: ['televisions', 'gaming-consoles', 'video-games', 'streaming-devices'],
  'womens-fashion': ['dresses', 'tops', 'bottoms', 'kitenge-ankara', 'womens-outerwear'],
  'mens-fashion': ['shirts', 't-shirts-polos', 'trousers', 'suits'],
  'kids-baby': ['baby-clothing', 'kids-clothing', 'diapering-care', 'strollers-carriers'],
  'home-living': ['furniture', 'kitchen-dining', 'bedding', 'home-decor'],
  'beauty-personal-care': ['skincare', 'makeup', 'hair-care', 'fragrances'],
  'sports-outdoor': ['fitness', 'football', 'cycling', 'camping-hiking'],
  'shoes-footwear': ['sneakers', 'formal-shoes', 'sandals', 'boots'],
  'jewelry-watches': ['necklaces', 'earrings', 'rings', 'watches'],
  'bags-accessories': ['handbags', 'backpacks', 'wallets', 'luggage', 'belts-hats'],
  'books-media': ['fiction', 'non-fiction', 'childrens-books', 'textbooks'],
  'toys-games': ['educational-toys', 'board-games', 'dolls-figures', 'outdoor-play'],
  'health-wellness': ['vitamins-supplements', 'personal-health', 'yoga-meditation'],
  automotive: ['car-electronics', 'car-care', 'tools-equipment', 'tyres'],
  'pet-supplies': ['dog-supplies', 'cat-supplies', 'pet-food'],
  'office-stationery': ['notebooks-paper', 'writing-instruments', 'office-furniture', 'printers-ink'],
} as const;

export type CategorySlug = keyof typeof CATALOG_TREE;
export type SubcategorySlug = (typeof CATALOG_TREE)[CategorySlug][number];
export const CATEGORY_SLUGS = Object.keys(CATALOG_TREE) as CategorySlug[];

/** The parent category of each subcategory. */
export const PARENT_CATEGORY: Readonly<Record<SubcategorySlug, CategorySlug>> = Object.fromEntries(
  CATEGORY_SLUGS.flatMap((c) => CATALOG_TREE[c].map((s) => [s, c])),
) as Record<SubcategorySlug, CategorySlug>;

/** Colour names as the catalogue stores them. */
export const VOCABULARY_COLORS = [
  'Black',
  'White',
  'Blue',
  'Red',
  'Green',
  'Yellow',
  'Purple',
  'Orange',
  'Pink',
  'Grey',
  'Brown',
  'Beige',
  'Navy',
  'Silver',
  'Gold',
] as const;
export type VocabularyColor = (typeof VOCABULARY_COLORS)[number];

/** Material names as the catalogue stores them (the common ones shoppers ask for). */
export const VOCABULARY_MATERIALS = [
  'Cotton',
  'Leather',
  'Denim',
  'Silk',
  'Linen',
  'Wool blend',
  'Polyester',
  'Wood',
  'Plastic',
  'Glass',
  'Stainless steel',
  'Sterling silver',
  'Gold',
  'Rubber',
  'Canvas',
  'Ceramic',
] as const;
export type VocabularyMaterial = (typeof VOCABULARY_MATERIALS)[number];

export type VocabularyGender = (typeof GENDERS)[number];

/**
 * One language's words. Every key is a catalogue value; its list holds the words (folded or
 * not, singular and plural, common misspellings) that name it. Multi-word phrases match as a
 * whole; single words match whole words of the shopper's text.
 */
export interface LanguageVocabulary {
  categories: Readonly<Record<CategorySlug, readonly string[]>>;
  subcategories: Readonly<Record<SubcategorySlug, readonly string[]>>;
  colors: Readonly<Record<VocabularyColor, readonly string[]>>;
  materials: Readonly<Record<VocabularyMaterial, readonly string[]>>;
  genders: Readonly<Record<VocabularyGender, readonly string[]>>;
  /** Clothing sizes (XS…XXL) by the words that name them. */
  /** General words for clothes ("clothes", "vêtements", "imyenda"): fashion, with or without a gender. */
  clothing: readonly string[];
  sizes: Readonly<Record<'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL', readonly string[]>>;
}
