import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from './tables';

/** Browsing behaviour keeps the last 50 searches and the last 50 visited products. */
export const HISTORY_LIMIT = 50;
/** A search this recent counts as a "recent search" in the scoring. */
export const RECENT_SEARCH_MS = 7 * 86_400_000;

/** What recommendations read of one shopper: searches and visited products, newest first. */
export interface ShopperHistory {
  searches: { term: string; at: Date }[];
  /** Visited (viewed or carted) product ids, newest first, each once. */
  visited: string[];
}

/** The shopper is the device and, once signed in, the customer (with every device they used). */
export interface Shopper {
  deviceId: string | null;
  customerId: string | null;
}

function whose(shopper: Shopper) {
  const parts = [
    shopper.deviceId ? eq(analyticsEvents.deviceId, shopper.deviceId) : undefined,
    shopper.customerId ? eq(analyticsEvents.customerId, shopper.customerId) : undefined,
  ].filter((p) => p !== undefined);
  return parts.length ? or(...parts) : undefined;
}

export async function shopperHistory(db: DbOrTx, shopper: Shopper): Promise<ShopperHistory> {
  const who = whose(shopper);
  if (!who) return { searches: [], visited: [] };
  const [searches, visits] = await Promise.all([
    db
      .select({ term: analyticsEvents.searchTerm, at: analyticsEvents.createdAt })
      .from(analyticsEvents)
      .where(and(who, eq(analyticsEvents.name, 'search'), isNotNull(analyticsEvents.searchTerm)))
      .orderBy(desc(analyticsEvents.createdAt))
      .limit(HISTORY_LIMIT),
    db
      .select({ productId: analyticsEvents.productId })
      .from(analyticsEvents)
      .where(
        and(
          who,
          inArray(analyticsEvents.name, ['view_item', 'add_to_cart']),
          isNotNull(analyticsEvents.productId),
        ),
      )
      .orderBy(desc(analyticsEvents.createdAt))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    searches: searches.map((s) => ({ term: s.term!, at: s.at })),
    visited: [...new Set(visits.map((v) => v.productId!))],
  };
}

/**
 * A guest's history joins the customer's at sign-in: the device's events without a customer
 * become the customer's. Returns how many events moved.
 */
export async function joinGuestHistory(db: DbOrTx, customerId: string, deviceId: string | null | undefined) {
  const device = deviceId?.trim();
  if (!device || device.length > 200) return 0;
  const moved = await db
    .update(analyticsEvents)
    .set({ customerId })
    .where(and(eq(analyticsEvents.deviceId, device), isNull(analyticsEvents.customerId)))
    .returning({ id: analyticsEvents.id });
  return moved.length;
}

/** Counts of one event name per product over a period (views, cart adds), for the staff top list. */
export async function productEventCounts(db: DbOrTx, since: Date, limit: number) {
  return db
    .select({
      productId: analyticsEvents.productId,
      views: sql<number>`count(*) filter (where ${analyticsEvents.name} = 'view_item')`.mapWith(Number),
      adds: sql<number>`count(*) filter (where ${analyticsEvents.name} = 'add_to_cart')`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        inArray(analyticsEvents.name, ['view_item', 'add_to_cart']),
        sql`${analyticsEvents.createdAt} >= ${since.toISOString()}`,
        isNotNull(analyticsEvents.productId),
      ),
    )
    .groupBy(analyticsEvents.productId)
    .orderBy(sql`2 desc`, sql`3 desc`)
    .limit(limit);
}
