import { z } from 'zod';
import { TRACK_BATCH_MAX } from './constants';

/**
 * The analytics contract: consent, the tracked events and the payload the browser sends to
 * POST /api/analytics/track, and the staff analytics answers.
 */

// The consent key and batch size live in constants.ts (zod-free, read by every page).
export { CONSENT_STORAGE_KEY, TRACK_BATCH_MAX } from './constants';
export const CONSENT_STATES = ['pending', 'granted', 'denied'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
export const CONSENT_MODES = ['granted', 'denied'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];
/** How long the client waits for a consent update before it settles on the stored choice. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** Web vitals sent as events (lower case, as the event list names them). */
export const VITAL_EVENTS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb', 'fid', 'tti'] as const;
export type VitalEvent = (typeof VITAL_EVENTS)[number];

/** Targets the back-office compares each route's p75 with (milliseconds, CLS unitless). */
export const VITAL_TARGETS: Record<VitalEvent, number> = {
  lcp: 2200,
  inp: 100,
  fid: 100,
  cls: 0.08,
  fcp: 1800,
  ttfb: 600,
  tti: 3500,
};

export const ANALYTICS_EVENTS = [
  'view_item_list',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'quiz_start',
  'quiz_answer',
  'quiz_complete',
  'bundle_add',
  'search',
  'page_view',
  'cta_click',
  'video_start',
  'video_complete',
  'share',
  'add_to_wishlist',
  'sign_up',
  'login',
  'experiment_view',
  'experiment_conversion',
  'page_load',
  ...VITAL_EVENTS,
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** A cart or order line in an event. */
export const AnalyticsItem = z.object({
  id: z.string().trim().min(1).max(200),
  name: z.string().max(300).optional(),
  price: z.number().finite().nonnegative().optional(),
  quantity: z.number().int().min(0).max(10_000).optional(),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItem>;

const Extra = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const AnalyticsParams = z
  .object({
    /** Milliseconds since the epoch, or an ISO date, when the event happened in the browser. */
    timestamp: z.union([z.number().int().positive(), z.iso.datetime({ offset: true })]),
    consent_mode: z.enum(CONSENT_MODES),
    page_url: z.string().trim().min(1).max(2000),
    page_title: z.string().max(300),
    /** The browser's device id (also the rate-limit key). */
    device_id: z.string().trim().min(1).max(200).optional(),
    /** The screen's route pattern, e.g. /product/:id (web vitals are grouped by it). */
    route: z.string().max(200).optional(),
    item_id: z.string().trim().min(1).max(200).optional(),
    items: z.array(AnalyticsItem).max(100).optional(),
    search_term: z.string().max(200).optional(),
    results_count: z.number().int().min(0).optional(),
    value: z.number().finite().optional(),
    /** A web vital's measured value (ms, or unitless for CLS). */
    metric_value: z.number().finite().min(0).max(600_000).optional(),
    transaction_id: z.string().max(200).optional(),
  })
  .catchall(Extra);
export type AnalyticsParams = z.infer<typeof AnalyticsParams>;

export const AnalyticsEvent = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  params: AnalyticsParams,
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** POST /api/analytics/track: one event as the spec sends it, or a batch. */
export const TrackBody = z.union([
  AnalyticsEvent,
  z.object({ events: z.array(AnalyticsEvent).min(1).max(TRACK_BATCH_MAX) }),
]);
export type TrackBody = z.infer<typeof TrackBody>;

export const TrackResponse = z.object({
  success: z.literal(true),
  /** Events queued for storage. */
  accepted: z.number().int(),
  /** Events left out: consent denied, or a purchase (purchases come from orders). */
  ignored: z.number().int(),
});
export type TrackResponse = z.infer<typeof TrackResponse>;

/** Staff analytics: a period of whole days ending today (Kigali time is UTC+2; days are UTC). */
export const AnalyticsRangeQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuery>;

export const FUNNEL_STEPS = ['view_item', 'add_to_cart', 'begin_checkout', 'purchase'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FunnelDay = z.object({
  day: z.string(),
  view_item: z.number().int(),
  add_to_cart: z.number().int(),
  begin_checkout: z.number().int(),
  purchase: z.number().int(),
  /** purchase / view_item; null when nothing was viewed (the rate is undefined, not 0). */
  conversion: z.number().nullable(),
});
export type FunnelDay = z.infer<typeof FunnelDay>;
export const FunnelResponse = z.object({
  success: z.literal(true),
  data: z.object({ days: z.array(FunnelDay), totals: FunnelDay.omit({ day: true }) }),
});
export type FunnelResponse = z.infer<typeof FunnelResponse>;

export const TopProduct = z.object({
  productId: z.string(),
  name: z.string(),
  views: z.number().int(),
  addsToCart: z.number().int(),
  unitsSold: z.number().int(),
});
export type TopProduct = z.infer<typeof TopProduct>;
export const TopProductsResponse = z.object({ success: z.literal(true), data: z.array(TopProduct) });

export const SearchMiss = z.object({
  query: z.string(),
  language: z.string(),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type SearchMiss = z.infer<typeof SearchMiss>;
export const SearchMissesResponse = z.object({ success: z.literal(true), data: z.array(SearchMiss) });

export const NegotiationSummary = z.object({
  negotiations: z.number().int(),
  deals: z.number().int(),
  /** deals / negotiations; null without negotiations. */
  dealRate: z.number().nullable(),
  /** Mean discount of the deals in percent; null without deals. */
  meanDiscountPercent: z.number().nullable(),
});
export const NegotiationSummaryResponse = z.object({ success: z.literal(true), data: NegotiationSummary });

export const VitalRow = z.object({
  route: z.string(),
  metric: z.enum(VITAL_EVENTS),
  p75: z.number(),
  samples: z.number().int(),
  target: z.number(),
  withinTarget: z.boolean(),
});
export type VitalRow = z.infer<typeof VitalRow>;
export const WebVitalsResponse = z.object({ success: z.literal(true), data: z.array(VitalRow) });

export const DistrictRevenue = z.object({
  district: z.string(),
  province: z.string(),
  orders: z.number().int(),
  revenue: z.number().int(),
});
export type DistrictRevenue = z.infer<typeof DistrictRevenue>;
export const RevenueByDistrictResponse = z.object({
  success: z.literal(true),
  data: z.array(DistrictRevenue),
});
