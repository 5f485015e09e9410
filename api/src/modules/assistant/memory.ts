import { AssistantAction } from '@isoko/shared/assistant/schema';
import { isUuid } from '@isoko/shared/ids';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { deleteRowsUntouchedFor } from '../../db/delete-stale-rows';
import { type AssistantSender, assistantConversations, assistantMessages } from './tables';

/** Messages of the conversation the assistant reads back before answering. */
export const MEMORY_MESSAGES = 10;
/** Conversations untouched this long are deleted by the nightly retention job. */
export const ASSISTANT_RETENTION_DAYS = 90;

export interface ConversationOwner {
  customerId: string | null;
  deviceId: string | null;
  sessionId: string;
}

export interface RememberedTurn {
  sender: AssistantSender;
  content: string;
  intent: string | null;
}

export interface Conversation {
  id: string;
  lastProductId: string | null;
  turns: RememberedTurn[];
}

/** A signed-in customer's memory follows them across devices; a guest's stays on the device. */
export function ownerKey(owner: ConversationOwner): string {
  if (owner.customerId) return `customer:${owner.customerId}`;
  if (owner.deviceId) return `device:${owner.deviceId}`;
  return `session:${owner.sessionId}`;
}

/**
 * The shopper's conversation (created on first use) with its last messages, oldest first. One
 * statement, one round trip: every message pays for it.
 */
export async function openConversation(
  db: Db,
  owner: ConversationOwner,
  language: string,
): Promise<Conversation> {
  const rows = await queryRows<{
    id: string;
    last_product_id: string | null;
    sender: AssistantSender | null;
    content: string | null;
    intent: string | null;
  }>(
    db,
    // Reads an existing conversation without writing it (the exchange's write touches it); only
    // a shopper's first message inserts one, and two first messages at once meet on the key.
    sql`with existing as (
          select id, last_product_id from ${assistantConversations} where owner_key = ${ownerKey(owner)}
        ), created as (
          insert into ${assistantConversations} (owner_key, customer_id, device_id, language)
          select ${ownerKey(owner)}, ${owner.customerId}::uuid, ${owner.deviceId}::text, ${language}::text
          where not exists (select 1 from existing)
          on conflict (owner_key) do update set updated_at = now()
          returning id, last_product_id
        ), c as (select * from existing union all select * from created)
        select c.id, c.last_product_id, m.sender, m.content, m.intent
        from c left join lateral (
          select sender, content, intent, created_at, id from ${assistantMessages}
          where conversation_id = c.id order by created_at desc, id desc limit ${MEMORY_MESSAGES}
        ) m on true
        order by m.created_at asc nulls first, m.id asc`,
  );
  const first = rows[0];
  if (!first) throw new Error('ASSISTANT_CONVERSATION_NOT_OPENED');
  return {
    id: first.id,
    lastProductId: first.last_product_id,
    turns: rows
      .filter((r) => r.sender !== null && r.content !== null)
      .map((r) => ({ sender: r.sender as AssistantSender, content: r.content as string, intent: r.intent })),
  };
}

/**
 * The actions a reply keeps to show again with it: the sign-in link. The others are done once,
 * when the reply arrives (a product put in the cart, the results page opened), and carry that
 * moment's price or token; done again from a conversation read back, they would add twice.
 */
const KEPT_ACTIONS: ReadonlySet<AssistantAction['type']> = new Set(['sign_in']);

/** Of a reply's actions (or those read back from storage), the valid ones it keeps. */
export function keptActions(actions: readonly unknown[]): AssistantAction[] {
  const kept: AssistantAction[] = [];
  for (const action of actions) {
    const parsed = AssistantAction.safeParse(action);
    if (parsed.success && KEPT_ACTIONS.has(parsed.data.type)) kept.push(parsed.data);
  }
  return kept;
}

/**
 * Stores one exchange and, when a product was discussed, makes it what "it" means next time, in
 * one statement. The reply keeps the ids of the products it showed as cards (never their names
 * or prices: those are read from the catalogue when the conversation is read back) and its kept
 * actions. Its commit does not wait for the disk: losing the last lines of a chat in a crash
 * costs little, and every message would otherwise wait on a flush.
 */
export async function rememberExchange(
  db: Db,
  conversationId: string,
  exchange: {
    question: string;
    reply: string;
    intent: string;
    productId: string | null;
    language?: string;
    /** The products the reply showed as cards, in their order. */
    productIds?: readonly string[];
    actions?: readonly AssistantAction[];
  },
): Promise<void> {
  const now = Date.now();
  // Catalogue ids are uuids; anything else could not be read back as a card.
  const cards = [...new Set((exchange.productIds ?? []).filter((id) => isUuid(id)))].join(',');
  const actions = JSON.stringify(keptActions(exchange.actions ?? []));
  await db.execute(
    sql`with relaxed as (select set_config('synchronous_commit', 'off', true) as value), added as (
          insert into ${assistantMessages} (conversation_id, sender, content, intent, product_ids, actions, created_at)
          values (${conversationId}, 'user', ${exchange.question}, ${exchange.intent}, default, default, ${new Date(now).toISOString()}),
                 (${conversationId}, 'bot', ${exchange.reply}, ${exchange.intent},
                  string_to_array(${cards}::text, ',')::uuid[], ${actions}::jsonb, ${new Date(now + 1).toISOString()})
        )
        update ${assistantConversations}
        set updated_at = now(),
            last_product_id = coalesce(${exchange.productId}::uuid, last_product_id),
            language = coalesce(${exchange.language ?? null}::text, language)
        where id = ${conversationId} and exists (select 1 from relaxed)`,
  );
}

/**
 * Stores one message on its own: the shopper's while a staff member answers by hand (intent
 * null), or the staff member's answer (sender `bot`, intent `staff`).
 */
export async function rememberMessage(
  db: Db,
  conversationId: string,
  message: { sender: AssistantSender; content: string; intent: string | null },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(assistantMessages)
    .values({ conversationId, sender: message.sender, content: message.content, intent: message.intent })
    .returning({ id: assistantMessages.id, createdAt: assistantMessages.createdAt });
  await db.execute(sql`update ${assistantConversations} set updated_at = now() where id = ${conversationId}`);
  return row!;
}

/** Deletes conversations (their messages go with them) untouched for `olderThanDays`. */
export function purgeOldConversations(
  db: DbOrTx,
  olderThanDays = ASSISTANT_RETENTION_DAYS,
  now = new Date(),
): Promise<number> {
  return deleteRowsUntouchedFor(
    db,
    assistantConversations,
    { id: assistantConversations.id, touchedAt: assistantConversations.updatedAt },
    olderThanDays,
    now,
  );
}

/** Messages shown again when the shopper's tab kept none of the conversation. */
export const HISTORY_MESSAGES = 20;

export interface HistoryMessage {
  sender: AssistantSender;
  content: string;
  createdAt: Date;
  /** The products the message showed as cards, in their order (none for most). */
  productIds: string[];
  /** The actions kept with it, as stored (see keptActions). */
  actions: unknown[];
}

/**
 * The last messages of a customer's or a device's conversation, oldest first; none without an
 * owner (a conversation of a session alone is not found again).
 */
export async function recentMessages(
  db: Db,
  owner: { customerId: string | null; deviceId: string | null },
  limit = HISTORY_MESSAGES,
): Promise<HistoryMessage[]> {
  if (!owner.customerId && !owner.deviceId) return [];
  const key = ownerKey({ ...owner, sessionId: '' });
  const rows = await queryRows<{
    sender: AssistantSender;
    content: string;
    created_at: Date | string;
    product_ids: string[] | null;
    actions: unknown;
  }>(
    db,
    // The ids as JSON: every driver reads that as an array, where a uuid[] may come as its text.
    sql`select m.sender, m.content, m.created_at, to_jsonb(m.product_ids) as product_ids, m.actions
        from ${assistantConversations} c
        join lateral (
          select sender, content, created_at, id, product_ids, actions from ${assistantMessages}
          where conversation_id = c.id and content <> ''
          order by created_at desc, id desc limit ${limit}
        ) m on true
        where c.owner_key = ${key}
        order by m.created_at asc, m.id asc`,
  );
  return rows.map((r) => ({
    sender: r.sender,
    content: r.content,
    createdAt: new Date(r.created_at),
    productIds: Array.isArray(r.product_ids) ? r.product_ids : [],
    actions: Array.isArray(r.actions) ? r.actions : [],
  }));
}
