import { z } from 'zod';
import { Pagination } from '../envelope';
import { Rwf } from '../money';
import {
  AUTOCOMPLETE_LIMIT,
  AUTOCOMPLETE_MAX_CHARS,
  GENDERS,
  MEDIA_KINDS,
  PRODUCT_PAGE_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  SEARCH_TEXT_MAX,
  SUGGESTION_TYPES,
  TRACK_EVENT_TYPES,
} from './constants';

/**
 * The catalogue contract: listings, product pages, search, categories and activity. Paths:
 *   GET  /api/products                         ProductListQuery            -> ProductListResponse
 *   GET  /api/products/:id (id or slug)        -                           -> ProductResponse | 404 PRODUCT_NOT_FOUND
 *   GET  /api/products/featured                ?limit                      -> ProductCardsResponse
 *   GET  /api/products/categories              -                           -> CategoriesResponse
 *   GET  /api/products/flash-deals             ?limit (6)                  -> ProductCardsResponse (flashDeal set)
 *   GET  /api/products/trending                ?limit (8 or 12)            -> ProductCardsResponse
 *   GET  /api/products/best-deals              ?limit (8)                  -> ProductCardsResponse
 *   GET  /api/categories/hierarchical/all      -                           -> HierarchicalCategoriesResponse
 *   GET  /api/categories/hierarchical/:categoryId/subcategories           -> SubcategoriesResponse
 *   GET  /api/categories/:slugOrId             -                           -> CategoryResponse | 404 CATEGORY_NOT_FOUND
 *   GET  /api/intelligent-search               IntelligentSearchQuery      -> IntelligentSearchResponse
 *   GET  /api/intelligent-search/autocomplete  AutocompleteQuery           -> AutocompleteResponse
 *   POST /api/intelligent-search/track         TrackEventBody              -> TrackEventResponse
 *   GET  /api/search-intelligent               ProductListQuery            -> ProductListResponse
 *   GET  /api/recommendations/:deviceId        ?limit (8)                  -> ProductCardsResponse
 */

// ---------------------------------------------------------------- constants

export type {
  Gender,
  MediaKind,
  ProductSort,
  SuggestionType,
  TrackEventType,
} from './constants';
export {
  AUTOCOMPLETE_LIMIT,
  AUTOCOMPLETE_MIN_CHARS,
  GENDERS,
  MEDIA_KINDS,
  PRODUCT_PAGE_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  SUGGESTION_TYPES,
  TRACK_EVENT_TYPES,
} from './constants';

// ---------------------------------------------------------------- products

/** A category as products reference it. `id` is accepted wherever a slug is. */
export const CategoryRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;

/** An active flash deal: `dealPrice` applies until `endsAt` (ISO 8601). */
export const FlashDealRef = z.object({ dealPrice: Rwf, endsAt: z.string() });
export type FlashDealRef = z.infer<typeof FlashDealRef>;

/**
 * A product's name in each language the catalogue has it in: `en` is its own (default) name,
 * `fr` and `rw` its translations (see `nameIn` in product-names.ts).
 */
export const ProductNamesDto = z.object({
  en: z.string(),
  fr: z.string().optional(),
  rw: z.string().optional(),
});

/**
 * A product in a list (lean). `price` is the regular selling price; `originalPrice` is set only
 * when it is higher (then `isSale` and `discountPercentage` follow from the two); a running
 * flash deal is in `flashDeal`. `mainImage` is a URL on our origin (`/media/...`).
 */
export const ProductCardDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: Rwf,
  originalPrice: Rwf.nullable(),
  /** round((originalPrice - price) / originalPrice × 100); 0 without a real discount. */
  discountPercentage: z.number().int().min(0).max(100),
  mainImage: z.string(),
  category: CategoryRef,
  subcategory: CategoryRef.nullish(),
  /** Brand name; null means the shop's own label (the web shows 'Isoko'). */
  brand: z.string().nullable(),
  /** Average of the product's reviews, 0 without reviews; 2 decimals. */
  averageRating: z.number().min(0).max(5),
  totalReviews: z.number().int().min(0),
  /** Sum of the variants' stock. Label it with `stockLevel` from `@isoko/shared/stock`. */
  stockQuantity: z.number().int().min(0),
  inStock: z.boolean(),
  isNew: z.boolean(),
  isSale: z.boolean(),
  isFeatured: z.boolean(),
  freeShipping: z.boolean(),
  flashDeal: FlashDealRef.nullish(),
  /**
   * `name` in every language, where a screen keeps the product after showing it (the product
   * page's cart line, the assistant's cards) and names it in the language read then; lists
   * leave it out.
   */
  names: ProductNamesDto.optional(),
});
export type ProductCardDto = z.infer<typeof ProductCardDto>;

export const ProductMediaDto = z.object({
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  alt: z.string(),
});
export type ProductMediaDto = z.infer<typeof ProductMediaDto>;

/** A sellable size × colour. `size`/`color` null when the product has no such choice. */
export const VariantDto = z.object({
  id: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  /** Effective price of this variant in RWF (the product price unless the variant overrides it). */
  price: Rwf,
  stockQuantity: z.number().int().min(0),
  /** The picture of this variant's colour; absent or null when the product's pictures serve. */
  image: z.string().nullable().optional(),
});
export type VariantDto = z.infer<typeof VariantDto>;

/**
 * The full product for its page. `description` is plain text: lines starting `**` and ending `**`
 * are headings, lines starting `- ` or `• ` are bullets, the rest paragraphs.
 */
export const ProductDto = ProductCardDto.extend({
  shortDescription: z.string(),
  description: z.string(),
  images: z.array(ProductMediaDto),
  sizes: z.array(z.string()),
  /**
   * Each stored size (`name`, what variants, the cart and filters use) with its `label` in the
   * shopper's language: "Medium" reads "Moyenne" in French, while "M" or "42" read as they are.
   * Absent from older servers: show `sizes` then.
   */
  sizeLabels: z.array(z.object({ name: z.string(), label: z.string() })).optional(),
  /** `name` is the stored colour (variants and filters use it); `label` is it in the shopper's language. */
  colors: z.array(z.object({ name: z.string(), label: z.string().optional() })),
  material: z.array(z.string()),
  variants: z.array(VariantDto),
  /** Last 8 characters of the id in capitals (see `productSku`). */
  sku: z.string(),
  totalSales: z.number().int().min(0),
  /** ISO 8601. */
  createdAt: z.string(),
  gender: z.enum(GENDERS),
  /** False when the shop does not take offers on this product (no 'Make an Offer'). */
  negotiable: z.boolean(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.array(z.string()),
  /** `mainImage` again, under the names the first shop's screens also read. */
  image: z.string(),
  imageUrl: z.string(),
  /** The stored colour names (the `name` of each of `colors`). */
  availableColors: z.array(z.string()),
  /** What a link preview shows: the search-engine title and text and the main picture. */
  metaTags: z.object({
    ogTitle: z.string(),
    ogDescription: z.string(),
    ogImage: z.string(),
    twitterCard: z.enum(['summary', 'summary_large_image']),
  }),
});
export type ProductDto = z.infer<typeof ProductDto>;

// ---------------------------------------------------------------- categories

export const CategoryDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** An emoji or short icon name. */
  icon: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  parentId: z.string().nullable(),
  /** Products listed in it (subcategories included), counted from the catalogue. */
  productCount: z.number().int().min(0),
});
export type CategoryDto = z.infer<typeof CategoryDto>;

export const HierarchicalCategoryDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  productCount: z.number().int().min(0),
  subcategories: z.array(CategoryDto),
});
export type HierarchicalCategoryDto = z.infer<typeof HierarchicalCategoryDto>;

/** One category with its parent (for a subcategory) and its subcategories. */
export const CategoryDetailDto = CategoryDto.extend({
  parent: CategoryRef.nullable(),
  subcategories: z.array(CategoryDto),
});
export type CategoryDetailDto = z.infer<typeof CategoryDetailDto>;

// ---------------------------------------------------------------- queries

/** Query-string booleans: 'true'/'1'/'yes'/'on' and 'false'/'0'/'no'/'off' (or real booleans). */
const QueryBool = z.union([z.boolean(), z.stringbool()]);

/** Lists arrive as 'a,b' or repeated keys (?sizes=M&sizes=L); both become ['a', 'b']. */
const QueryList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Empty strings from blank form fields mean "not set". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = z.preprocess(blank, z.string().trim().max(SEARCH_TEXT_MAX).optional());
const optionalInt = z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000_000).optional());

/**
 * Filters, sort and page of every product list. `category`/`subcategory` take a slug, an id or
 * a name ('Dresses', "Women's Fashion"); `category=deals` lists products on sale; 'All' means none.
 * `brand` takes names or slugs, comma-separated. `filters` is the old client's JSON-string form of the
 * same fields (its values fill what the plain parameters leave unset).
 */
export const ProductListQuery = z.object({
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_SIZE)),
  search: optionalText,
  /** Alias of `search` (the AI search and the old client's text search send `query`). */
  query: optionalText,
  category: optionalText,
  subcategory: optionalText,
  brand: optionalText,
  minPrice: optionalInt,
  maxPrice: optionalInt,
  minRating: z.preprocess(blank, z.coerce.number().min(0).max(5).optional()),
  inStock: z.preprocess(blank, QueryBool.optional()),
  sizes: z.preprocess(blank, QueryList.optional()),
  colors: z.preprocess(blank, QueryList.optional()),
  materials: z.preprocess(blank, QueryList.optional()),
  /** male and female also match unisex products. */
  gender: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.trim().toLowerCase() === 'all'
          ? undefined
          : blank(v.trim().toLowerCase())
        : v,
    z.enum(GENDERS).optional(),
  ),
  /** Minimum discount percent (the filter offers 10, 20, 30, 50 and 70). */
  minDiscount: z.preprocess(blank, z.coerce.number().int().min(0).max(100).optional()),
  freeShipping: z.preprocess(blank, QueryBool.optional()),
  sortBy: z.preprocess(blank, z.enum(PRODUCT_SORTS).default('featured')),
  /** JSON object with any of the fields above, as old links send it; explicit fields win. */
  filters: z.string().max(4000).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
/** What a client may send (all strings allowed). */
export type ProductListQueryInput = z.input<typeof ProductListQuery>;

/** The AI search: the same filters, with `query` as the text. */
export const IntelligentSearchQuery = ProductListQuery;
export type IntelligentSearchQuery = ProductListQuery;

export const LimitQuery = z.object({
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(PRODUCT_PAGE_MAX).optional()),
});
export type LimitQuery = z.infer<typeof LimitQuery>;

export const AutocompleteQuery = z.object({
  q: z.string().max(AUTOCOMPLETE_MAX_CHARS).default(''),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(20).default(AUTOCOMPLETE_LIMIT)),
});
export type AutocompleteQuery = z.infer<typeof AutocompleteQuery>;

export const IdOrSlugParams = z.object({ id: z.string().min(1).max(200) });
export const CategoryParams = z.object({ slugOrId: z.string().min(1).max(200) });
export const CategoryIdParams = z.object({ categoryId: z.string().min(1).max(200) });
export const DeviceParams = z.object({ deviceId: z.string().min(1).max(200) });

// ---------------------------------------------------------------- search

export const SearchSuggestion = z.object({
  type: z.enum(SUGGESTION_TYPES),
  /** Text to show; for a product, the query to fill in. */
  value: z.string(),
  /** Product or category id; absent for brands. */
  id: z.string().optional(),
  /** Product, category or brand slug (a brand filter accepts it). */
  slug: z.string().optional(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

export const FacetOption = z.object({ slug: z.string(), name: z.string(), count: z.number().int().min(0) });
export type FacetOption = z.infer<typeof FacetOption>;

/** What the AI search's advanced filters can offer, computed from the catalogue. */
export const FilterOptions = z.object({
  categories: z.array(FacetOption),
  brands: z.array(FacetOption),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  materials: z.array(z.string()),
  priceRange: z.object({ min: Rwf, max: Rwf }),
});
export type FilterOptions = z.infer<typeof FilterOptions>;

/** POST /api/intelligent-search/track. `product` is what the client knew; the server ignores it. */
export const TrackEventBody = z.object({
  userId: z.string().trim().min(1).max(200),
  eventType: z.enum(TRACK_EVENT_TYPES),
  productId: z.string().trim().min(1).max(200),
  product: z
    .object({
      name: z.string().optional(),
      category: z.unknown().optional(),
      brand: z.unknown().optional(),
      price: z.unknown().optional(),
    })
    .optional(),
  quantity: z.coerce.number().int().min(1).max(1000).optional(),
});
export type TrackEventBody = z.infer<typeof TrackEventBody>;

// ---------------------------------------------------------------- responses

export const ProductListResponse = z.object({
  success: z.literal(true),
  data: z.array(ProductCardDto),
  pagination: Pagination,
  /** Set when a text search found nothing: the category closest to what was asked, if any. */
  nearestCategory: CategoryRef.nullable().optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const IntelligentSearchResponse = ProductListResponse.extend({ filterOptions: FilterOptions });
export type IntelligentSearchResponse = z.infer<typeof IntelligentSearchResponse>;

export const ProductCardsResponse = z.object({ success: z.literal(true), data: z.array(ProductCardDto) });
export type ProductCardsResponse = z.infer<typeof ProductCardsResponse>;

export const ProductResponse = z.object({ success: z.literal(true), data: ProductDto });
export type ProductResponse = z.infer<typeof ProductResponse>;

export const CategoriesResponse = z.object({ success: z.literal(true), data: z.array(CategoryDto) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

export const HierarchicalCategoriesResponse = z.object({
  success: z.literal(true),
  categories: z.array(HierarchicalCategoryDto),
});
export type HierarchicalCategoriesResponse = z.infer<typeof HierarchicalCategoriesResponse>;

/** `subcategories` and `data` hold the same list (the first shop's screens read `subcategories`). */
export const SubcategoriesResponse = z.object({
  success: z.literal(true),
  subcategories: z.array(CategoryDto),
  data: z.array(CategoryDto),
});
export type SubcategoriesResponse = z.infer<typeof SubcategoriesResponse>;

export const CategoryResponse = z.object({ success: z.literal(true), category: CategoryDetailDto });
export type CategoryResponse = z.infer<typeof CategoryResponse>;

export const AutocompleteResponse = z.object({
  success: z.literal(true),
  suggestions: z.array(SearchSuggestion),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

export const TrackEventResponse = z.object({ success: z.literal(true) });
export type TrackEventResponse = z.infer<typeof TrackEventResponse>;
