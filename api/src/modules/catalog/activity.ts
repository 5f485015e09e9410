import type { ProductCardDto, TrackEventBody, TrackEventType } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { CARD_COLUMNS, type CardRow, toCard } from './product-card';
import { activeDeals, cardsByIds } from './service';
import type { CatalogState } from './state';
import { productEvents } from './tables';
import { Expiring } from './ttl-cache';

/** Trending looks this far back (the home page's "most viewed and ordered"). */
export const TRENDING_WINDOW_DAYS = 14;
/** An event's weight falls by e every this many hours (about two days' half-life). */
export const TRENDING_DECAY_HOURS = 72;
const WEIGHT: Record<TrackEventType, number> = { view: 1, add_to_cart: 3, purchase: 5 };
/** Recommendations read a device's last 50 views and carts of the past 30 days. */
const HISTORY = 50;

const ACTIVITY_TTL_MS = 30_000;

/**
 * Stores a view, cart add or purchase. Orders call it for purchases inside their transaction
 * (pass the transaction as `db`).
 */
export async function recordProductEvent(
  db: DbOrTx,
  event: {
    productId: string;
    kind: TrackEventType;
    deviceId?: string | null;
    customerId?: string | null;
    quantity?: number;
  },
): Promise<void> {
  await db.insert(productEvents).values({
    productId: event.productId,
    kind: event.kind,
    deviceId: event.deviceId ?? null,
    customerId: event.customerId ?? null,
    quantity: event.quantity ?? 1,
  });
}

/** POST /api/intelligent-search/track. The client's `product` copy is ignored: the id is the truth. */
export async function trackEvent(
  state: CatalogState,
  body: TrackEventBody,
  customerId: string | null,
): Promise<void> {
  const key = body.productId.trim();
  const [product] = await queryRows<{ id: string }>(
    state.deps.db,
    isUuid(key)
      ? sql`select id from products where id = ${key.toLowerCase()} and deleted_at is null`
      : sql`select id from products where slug = ${key} and deleted_at is null`,
  );
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  try {
    await recordProductEvent(state.deps.db, {
      productId: product.id,
      kind: body.eventType,
      deviceId: body.userId,
      customerId,
      quantity: body.quantity,
    });
  } catch (error) {
    state.deps.log.warn({ err: error }, 'product event not stored');
    throw new AppError('SERVICE_UNAVAILABLE', 'Could not record the event; please try again.');
  }
  state.activityChanged();
}

/**
 * Products most viewed, carted and bought in the last 14 days, each event's weight decaying with
 * age; one device counts once per product and kind, so refreshing a page cannot push a product
 * up. Sold-out products are left out. Only products shoppers acted on: fewer than `limit` when
 * there is too little activity.
 */
export async function trendingFromActivity(
  state: CatalogState,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  const [snapshot, deals] = await Promise.all([state.get(), activeDeals(state)]);
  // Constants go in as SQL text: untyped parameters would be read as text in this arithmetic.
  const n = (v: number) => sql.raw(String(v));
  const rows = await queryRows<CardRow>(
    state.deps.db,
    sql`with per_device as (
          select product_id, kind, max(created_at) as at
          from product_events
          where created_at > now() - make_interval(days => ${n(TRENDING_WINDOW_DAYS)})
            and kind in ('view', 'add_to_cart', 'purchase')
          group by product_id, kind, coalesce(device_id, customer_id::text, id::text)
        ), scores as (
          select product_id, sum(
            (case kind when 'purchase' then ${n(WEIGHT.purchase)} when 'add_to_cart' then ${n(WEIGHT.add_to_cart)}
              else ${n(WEIGHT.view)} end)
            * exp(-extract(epoch from (now() - at)) / ${n(TRENDING_DECAY_HOURS * 3600)})
          ) as score
          from per_device group by product_id
        )
        select ${CARD_COLUMNS} from scores s join products p on p.id = s.product_id
        where p.deleted_at is null and p.stock_total > 0
        order by s.score desc, p.id limit ${limit}`,
  );
  return rows.map((r) => toCard(r, snapshot, deals.byProduct, lang));
}

/** `cards` followed by the newest products in stock not among them, up to `limit` in all. */
export async function withNewestProducts(
  state: CatalogState,
  cards: ProductCardDto[],
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  if (cards.length >= limit) return cards.slice(0, limit);
  const [snapshot, deals] = await Promise.all([state.get(), activeDeals(state)]);
  const have = new Set(cards.map((c) => c.id));
  const newest = await queryRows<CardRow>(
    state.deps.db,
    sql`select ${CARD_COLUMNS} from products p where p.deleted_at is null and p.stock_total > 0
        order by p.created_at desc, p.id limit ${limit + cards.length}`,
  );
  const all = [...cards];
  for (const row of newest) {
    if (all.length >= limit) break;
    if (!have.has(row.id)) all.push(toCard(row, snapshot, deals.byProduct, lang));
  }
  return all;
}

/** What shoppers acted on most (see trendingFromActivity), the newest products filling the list. */
export async function trendingProducts(
  state: CatalogState,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  return withNewestProducts(state, await trendingFromActivity(state, limit, lang), limit, lang);
}

export async function trendingJson(
  state: CatalogState,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<string> {
  return state.activity.get(`trending:${lang}:${limit}`, async () => {
    const deals = await activeDeals(state);
    const data = await trendingProducts(state, limit, lang);
    return new Expiring(
      JSON.stringify({ success: true, data }),
      Math.min(deals.nextChange, Date.now() + ACTIVITY_TTL_MS),
    );
  });
}

/**
 * Products from the subcategories (then categories) this device looked at or carted, best rated
 * first, not the ones it already saw; trending fills the rest, and is all a new device gets.
 */
export async function recommendationsFor(
  state: CatalogState,
  deviceId: string,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  const ids = await queryRows<{ id: string }>(
    state.deps.db,
    sql`with seen as (
          select e.product_id, p.category_id, p.subcategory_id
          from product_events e join products p on p.id = e.product_id
          where e.device_id = ${deviceId} and e.kind in ('view', 'add_to_cart')
            and e.created_at > now() - interval '30 days'
          order by e.created_at desc limit ${HISTORY}
        ), subs as (
          select subcategory_id, count(*) as n from seen where subcategory_id is not null group by subcategory_id
        ), cats as (
          select category_id, count(*) as n from seen group by category_id
        )
        select p.id from products p
        left join subs on subs.subcategory_id = p.subcategory_id
        left join cats on cats.category_id = p.category_id
        where p.deleted_at is null and p.stock_total > 0
          and (subs.n is not null or cats.n is not null)
          and p.id not in (select product_id from seen)
        order by coalesce(subs.n, 0) * 2 + coalesce(cats.n, 0) desc, p.rating_avg desc, p.review_count desc, p.id
        limit ${limit}`,
  );
  const cards = await cardsByIds(
    state,
    ids.map((r) => r.id),
    lang,
  );
  if (cards.length < limit) {
    const have = new Set(cards.map((c) => c.id));
    for (const card of await trendingProducts(state, limit + cards.length, lang)) {
      if (cards.length >= limit) break;
      if (!have.has(card.id)) cards.push(card);
    }
  }
  return cards;
}

export async function recommendationsJson(
  state: CatalogState,
  deviceId: string,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<string> {
  return state.activity.get(`reco:${lang}:${deviceId}:${limit}`, async () => {
    const data = await recommendationsFor(state, deviceId, limit, lang);
    return new Expiring(JSON.stringify({ success: true, data }), Date.now() + ACTIVITY_TTL_MS);
  });
}
