import { z } from 'zod';
import { ARTICLE_TOPICS } from './content/schema';
import { SHOP_LANGUAGES } from './i18n-language';
import { E164Phone } from './phone';
import { TryOnFields } from './tryon/schema';

/**
 * Queue and job registry: the api and the outbox produce, workers consume. Each job's payload
 * is validated on both sides with the schema named here.
 */
export const SmsSendJob = z.object({
  to: E164Phone,
  message: z.string().min(1).max(918),
  /** Essential texts (sign-in codes) ignore the customer's 'Order updates via SMS' switch. */
  essential: z.boolean(),
  kind: z.enum(['otp', 'welcome', 'order_confirmation', 'order_status', 'admin_alert', 'payment']),
  customerId: z.string().optional(),
  /**
   * Makes a repeat a no-op across jobs: one welcome per customer (`welcome-<customerId>`), one
   * confirmation per order (`order-confirmation-<orderId>`). Without it the job id is the key.
   */
  dedupeKey: z.string().max(200).optional(),
});
export type SmsSendJob = z.infer<typeof SmsSendJob>;

export const PaymentReconcileJob = z.object({ paymentId: z.string() });
export type PaymentReconcileJob = z.infer<typeof PaymentReconcileJob>;

/** Sends (or re-sends, with the same X-Reference-Id) one attempt's MoMo request-to-pay. */
export const PaymentRequestJob = z.object({ paymentId: z.string() });
export type PaymentRequestJob = z.infer<typeof PaymentRequestJob>;

/**
 * Deletes shopper conversations kept for staff (negotiations and their rounds) untouched for
 * more than `olderThanDays`. Runs nightly.
 */
export const RetentionPurgeJob = z.object({ olderThanDays: z.number().int().min(1).max(3650) });
export type RetentionPurgeJob = z.infer<typeof RetentionPurgeJob>;

/** Writes search-engine title, description and tags for these products (bulk 'Generate AI SEO'). */
export const SeoBulkJob = z.object({
  productIds: z.array(z.string()).min(1).max(500),
  /** The admin who asked, for the log. */
  staffId: z.string().optional(),
});
export type SeoBulkJob = z.infer<typeof SeoBulkJob>;

/** Analyses the catalogue's stock and stores the report (nightly, and on demand). */
export const StockAnalyseJob = z.object({
  /** Days between ordering and receiving goods; the reorder quantities depend on it. */
  leadTimeDays: z.number().int().min(1).max(120).optional(),
});
export type StockAnalyseJob = z.infer<typeof StockAnalyseJob>;

/**
 * Analyses one try-on photo (stored under `photoKey`) for a garment, reporting each stage to
 * `tryon:<requestId>`. The HTTP call that queued it waits for the result.
 */
export const TryOnAnalyseJob = TryOnFields.omit({ requestId: true }).extend({
  tryOnId: z.string().uuid(),
  photoKey: z.string().max(200),
  requestId: z.string().max(80).optional(),
});
export type TryOnAnalyseJob = z.infer<typeof TryOnAnalyseJob>;

/** Deletes try-on photos and previews older than `olderThanHours`. Runs every hour. */
export const TryOnPurgeJob = z.object({ olderThanHours: z.number().int().min(1).max(8760) });
export type TryOnPurgeJob = z.infer<typeof TryOnPurgeJob>;

/** Writes a blog article on one of the generator's topics from the shop's real data (nothing stored). */
export const ArticleGenerateJob = z.object({
  topic: z.enum(ARTICLE_TOPICS),
  /** The language to write in; jobs queued before languages existed are English. */
  language: z.enum(SHOP_LANGUAGES).default('en'),
  /** The admin who asked, for the log. */
  staffId: z.string().optional(),
});
export type ArticleGenerateJob = z.infer<typeof ArticleGenerateJob>;

/** Nightly analytics upkeep: sum finished days into daily totals, then drop raw events past the retention. */
export const AnalyticsRetainJob = z.object({ olderThanDays: z.number().int().min(1).max(3650) });
export type AnalyticsRetainJob = z.infer<typeof AnalyticsRetainJob>;

/**
 * Every queue, its job names and each job's payload schema. A queue is listed once a worker
 * processes it (workers/src/processors/registry.ts); producers may only queue what is here.
 */
export const JOBS = {
  sms: { send: SmsSendJob },
  payments: { request: PaymentRequestJob, reconcile: PaymentReconcileJob, sweep: z.object({}) },
  retention: { purge: RetentionPurgeJob },
  seo: { bulk: SeoBulkJob },
  stock: { analyse: StockAnalyseJob },
  tryon: { analyse: TryOnAnalyseJob, purge: TryOnPurgeJob },
  articles: { generate: ArticleGenerateJob },
  analytics: { retain: AnalyticsRetainJob },
} as const;

export type QueueName = keyof typeof JOBS;
export type JobName<Q extends QueueName> = keyof (typeof JOBS)[Q] & string;
export type JobData<Q extends QueueName, N extends JobName<Q>> = z.infer<(typeof JOBS)[Q][N]>;
export const QUEUE_NAMES = Object.keys(JOBS) as QueueName[];

export const isQueueName = (name: string): name is QueueName => Object.hasOwn(JOBS, name);

/** The schema of a job's payload, or undefined for a queue or job name that does not exist. */
export function jobPayloadSchema(queue: string, name: string): z.ZodType | undefined {
  const queues: Readonly<Record<string, Readonly<Record<string, z.ZodType>>>> = JOBS;
  const jobs = Object.hasOwn(queues, queue) ? queues[queue] : undefined;
  return jobs && Object.hasOwn(jobs, name) ? jobs[name] : undefined;
}
