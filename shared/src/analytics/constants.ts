/**
 * Analytics values the storefront reads on every page (consent key, batch size), kept apart from
 * the zod contract in schema.ts: importing a value from schema.ts would put zod in every page's
 * first scripts.
 */

/** Browser storage key of the shopper's choice (read at start, changed from the footer). */
export const CONSENT_STORAGE_KEY = 'analytics_consent';

/** Most events one request may carry; the client flushes its queue in batches of this size. */
export const TRACK_BATCH_MAX = 50;
