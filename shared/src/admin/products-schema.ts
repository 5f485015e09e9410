import { z } from 'zod';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../catalog/admin-schema';
import { Pagination } from '../envelope';
import { Uuid } from '../id-schema';
import { Rwf } from '../money';
import { AdminListSearch } from './list-search';

/**
 * The back-office products, media, search-engine text and stock analysis (admins write; staff
 * may read the list and the stock report).
 *   GET    /api/admin/products                 AdminProductsQuery -> AdminProductsResponse
 *   GET    /api/admin/products/:id             -> { success, data: product edit view } | 404
 *   POST   /api/admin/products                 ProductInput (catalog/admin-schema) -> { success, data }
 *   PUT    /api/admin/products/:id             ProductPatch -> { success, data }
 *   DELETE /api/admin/products/:id             -> { success } (hidden from the shop; orders keep it)
 *   POST   /api/admin/media                    multipart `file` -> MediaUploadResponse
 *   POST   /api/admin/products/:id/seo         -> SeoSuggestionResponse (nothing saved)
 *   POST   /api/admin/products/bulk-seo-update BulkSeoBody -> BulkSeoResponse
 *   GET    /api/admin/stock-report             -> StockReportResponse (the latest analysis)
 *   POST   /api/admin/analyze-stock            -> AnalyzeStockResponse (runs it now)
 */

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
export const ADMIN_PRODUCTS_MAX_PAGE_SIZE = 100;

export const ADMIN_PRODUCT_STOCK_FILTERS = ['all', 'in_stock', 'low', 'out'] as const;
export type AdminProductStockFilter = (typeof ADMIN_PRODUCT_STOCK_FILTERS)[number];

/** Server-side search (name or SKU, case-insensitive contains), filters and a page. */
export const AdminProductsQuery = z.object({
  search: AdminListSearch,
  categoryId: Uuid().optional(),
  stock: z.enum(ADMIN_PRODUCT_STOCK_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PRODUCTS_MAX_PAGE_SIZE).default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuery>;

/** One row of the products table. */
export const AdminProductRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The first variant's SKU. */
  sku: z.string().nullable(),
  mainImage: z.string().nullable(),
  categoryId: z.string(),
  category: z.string().nullable(),
  price: Rwf,
  originalPrice: Rwf.nullable(),
  /** Units over every variant on sale. */
  stockQuantity: z.number().int().min(0),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  negotiable: z.boolean(),
  floorPrice: Rwf.nullable(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

/** `data` and `products` hold the same rows (older screens read one, newer the other). */
export const AdminProductsResponse = z.object({
  success: z.literal(true),
  data: z.array(AdminProductRow),
  products: z.array(AdminProductRow),
  pagination: Pagination,
});
export type AdminProductsResponse = z.infer<typeof AdminProductsResponse>;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** The widths every uploaded picture is stored at, as WebP. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export const MediaUploadResponse = z.object({
  success: z.literal(true),
  kind: z.enum(['image', 'video']),
  /** The address to store on the product (the largest picture, or the video). */
  url: z.string(),
  /** Pictures only: each stored width and its address. */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type MediaUploadResponse = z.infer<typeof MediaUploadResponse>;

export const SEO_KEYWORDS_MAX = 20;
/** Category kinds the search-engine text templates are written for. */
export const SEO_CATEGORY_KINDS = ['fashion', 'electronics', 'home', 'automotive', 'other'] as const;
export type SeoCategoryKind = (typeof SEO_CATEGORY_KINDS)[number];

export const SeoSuggestion = z.object({
  seoTitle: z.string().max(SEO_TITLE_MAX),
  seoDescription: z.string().max(SEO_DESCRIPTION_MAX),
  tags: z.array(z.string()).max(SEO_KEYWORDS_MAX),
  /** 'template' or 'model': who wrote it. */
  source: z.enum(['template', 'model']),
});
export type SeoSuggestion = z.infer<typeof SeoSuggestion>;

export const SeoSuggestionResponse = z.object({ success: z.literal(true), data: SeoSuggestion });
export type SeoSuggestionResponse = z.infer<typeof SeoSuggestionResponse>;

export const BULK_SEO_MAX = 500;
/** Batches up to this size are awaited (at most BULK_SEO_WAIT_MS) so the answer carries `updated`. */
export const BULK_SEO_WAIT_UP_TO = 20;
export const BULK_SEO_WAIT_MS = 10_000;

export const BulkSeoBody = z.object({
  productIds: z.array(Uuid()).min(1, 'Please select at least one product').max(BULK_SEO_MAX),
});
export type BulkSeoBody = z.infer<typeof BulkSeoBody>;

export const BulkSeoResponse = z.object({
  success: z.literal(true),
  jobId: z.string(),
  /** Products given new text; null when the job was still running when the answer was sent. */
  updated: z.number().int().min(0).nullable(),
  done: z.boolean(),
});
export type BulkSeoResponse = z.infer<typeof BulkSeoResponse>;

export const REORDER_PRIORITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type ReorderPriority = (typeof REORDER_PRIORITIES)[number];

export const STOCK_RECOMMENDATION_TYPES = ['urgent', 'warning', 'info', 'success'] as const;
export type StockRecommendationType = (typeof STOCK_RECOMMENDATION_TYPES)[number];

/** What a recommendation says, for the back office to word in the staff member's language. */
export const STOCK_RECOMMENDATION_CODES = [
  'outOfStock',
  'critical',
  'low',
  'fastSellers',
  'healthy',
] as const;
export type StockRecommendationCode = (typeof STOCK_RECOMMENDATION_CODES)[number];

/**
 * One piece of advice. `code` and `params` (counts and unit limits, by name) are what screens
 * word through their translations; `message` is the same advice as an English sentence, kept for
 * the first back office and the plain-lines answer of analyze-stock.
 */
export const StockRecommendation = z.object({
  type: z.enum(STOCK_RECOMMENDATION_TYPES),
  code: z.enum(STOCK_RECOMMENDATION_CODES),
  params: z.record(z.string(), z.number()),
  message: z.string(),
});
export type StockRecommendation = z.infer<typeof StockRecommendation>;

export const ReorderItem = z.object({
  product: z.object({ id: z.string(), name: z.string(), sku: z.string().nullable() }),
  stockQuantity: z.number().int().min(0),
  /** Units sold per day over the last 30 days. */
  dailySales: z.number().min(0),
  orderQuantity: z.number().int().min(0),
  priority: z.enum(REORDER_PRIORITIES),
});
export type ReorderItem = z.infer<typeof ReorderItem>;

export const StockReport = z.object({
  summary: z.object({
    totalProducts: z.number().int().min(0),
    outOfStock: z.number().int().min(0),
    critical: z.number().int().min(0),
    low: z.number().int().min(0),
  }),
  recommendations: z.array(StockRecommendation),
  reorderList: z.array(ReorderItem),
  /** ISO 8601: when the analysis ran. */
  generatedAt: z.string(),
});
export type StockReport = z.infer<typeof StockReport>;

/**
 * The latest analysis, run on the spot when none is stored. Its fields are also at the top level,
 * where the first back-office read them; `data` holds the same report.
 */
export const StockReportResponse = StockReport.extend({
  success: z.literal(true),
  data: StockReport,
});
export type StockReportResponse = z.infer<typeof StockReportResponse>;

export const LowStockProduct = z.object({
  id: z.string(),
  name: z.string(),
  stockQuantity: z.number().int().min(0),
});
export type LowStockProduct = z.infer<typeof LowStockProduct>;

export const AnalyzeStockResponse = z.object({
  success: z.literal(true),
  lowStock: z.array(LowStockProduct),
  recommendations: z.array(z.string()),
  report: StockReport,
});
export type AnalyzeStockResponse = z.infer<typeof AnalyzeStockResponse>;
