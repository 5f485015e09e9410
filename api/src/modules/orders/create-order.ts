import { randomUUID } from 'node:crypto';
import { canTransition, type OrderStatus } from '@isoko/shared/orders/status';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type NewOrder,
  type NewOrderItem,
  newOrderNumber,
  type OrderItemRow,
  type OrderRow,
  type OrderTimelineRow,
  type TimelineNote,
  timelineNote,
} from './service';
import { orderItems, orders, orderTimeline } from './tables';

export interface OrderDraft {
  order: NewOrder;
  items: readonly NewOrderItem[];
  /** Who placed it, for the timeline: 'customer:<id>'. */
  placedBy: string;
  /**
   * A move the order makes as it is placed (a cash order is confirmed at once): the row is
   * written in that status, with both timeline entries, as the lifecycle would have left it.
   */
  placedAs?: { status: OrderStatus; actor: string } & TimelineNote;
}

/** A new order with the rows written beside it, so its view needs no second read. */
export interface CreatedOrder {
  order: OrderRow;
  /** By name, then id, as `orderDetails` reads them. */
  items: OrderItemRow[];
  /** Oldest first. */
  timeline: OrderTimelineRow[];
}

// The database sorts text by code point (C collation), as this does for the names we store.
const byNameThenId = (a: OrderItemRow, b: OrderItemRow) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The items' rows as one `select` over the new order, so they exist only if it does. */
function itemsOf(rows: readonly OrderItemRow[]): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.productId}::uuid, ${r.variantId}::uuid, ${r.name}::text, ${r.sku}::text, ${r.size}::text, ${r.color}::text, ${r.image}::text, ${r.unitPrice}::bigint, ${r.listPrice}::bigint, ${r.quantity}::integer, ${r.lineTotal}::bigint)`,
    ),
    sql`, `,
  );
  return sql`select v.id, o.id, v.product_id, v.variant_id, v.name, v.sku, v.size, v.color, v.image, v.unit_price, v.list_price, v.quantity, v.line_total
    from o cross join (values ${values}) as v(id, product_id, variant_id, name, sku, size, color, image, unit_price, list_price, quantity, line_total)`;
}

function timelineOf(rows: readonly OrderTimelineRow[]): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.status}::text, ${r.note}::text, ${r.noteCode}::text, ${r.noteParams === null ? null : JSON.stringify(r.noteParams)}::jsonb, ${r.actor}::text, ${r.createdAt}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`select v.id, o.id, v.status, v.note, v.note_code, v.note_params, v.actor, v.created_at
    from o cross join (values ${values}) as v(id, status, note, note_code, note_params, actor, created_at)`;
}

/**
 * Writes a new order with a fresh number, its items and its first timeline entry (two when it
 * is placed in a later status: one transaction's entries share a timestamp, and the delivery
 * path orders them), in one statement. The items and entries hang on the order's insert, so a
 * number already taken writes nothing and the next number is tried.
 */
export async function createOrder(tx: Tx, draft: OrderDraft): Promise<CreatedOrder> {
  const move = draft.placedAs;
  if (move && !canTransition('pending', move.status)) {
    throw new AppError('ORDER_BAD_TRANSITION', `A new order cannot be placed as ${move.status}.`, {
      from: 'pending',
      to: move.status,
    });
  }
  const orderId = randomUUID();
  const createdAt = draft.order.createdAt ?? new Date();
  const items: OrderItemRow[] = draft.items
    .map((item) => ({
      ...item,
      id: randomUUID(),
      orderId,
      size: item.size ?? null,
      color: item.color ?? null,
      image: item.image ?? null,
    }))
    .sort(byNameThenId);
  const placed = { status: 'pending', noteCode: 'order_placed' as const, actor: draft.placedBy };
  const timeline: OrderTimelineRow[] = [placed, ...(move ? [move] : [])].map((e) => ({
    id: randomUUID(),
    orderId,
    status: e.status,
    ...timelineNote(e),
    actor: e.actor,
    createdAt,
  }));
  for (let attempt = 0; attempt < 5; attempt++) {
    const o = tx.$with('o').as(
      tx
        .insert(orders)
        .values({
          ...draft.order,
          id: orderId,
          orderNumber: newOrderNumber(),
          status: move?.status ?? 'pending',
          createdAt,
          updatedAt: draft.order.updatedAt ?? createdAt,
        })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning(),
    );
    const t = tx.$with('t').as(tx.insert(orderTimeline).select(timelineOf(timeline)));
    const i = tx.$with('i').as(tx.insert(orderItems).select(itemsOf(items)));
    const [order] = await tx
      .with(...(items.length ? [o, t, i] : [o, t]))
      .select()
      .from(o);
    if (order) return { order, items, timeline };
  }
  throw new AppError('SERVICE_UNAVAILABLE', 'Could not number the order. Please try again.');
}
