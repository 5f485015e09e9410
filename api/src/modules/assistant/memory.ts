import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
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

/** The shopper's conversation (created on first use) with its last messages, oldest first. */
export async function openConversation(
  db: Db,
  owner: ConversationOwner,
  language: string,
): Promise<Conversation> {
  const [row] = await db
    .insert(assistantConversations)
    .values({ ownerKey: ownerKey(owner), customerId: owner.customerId, deviceId: owner.deviceId, language })
    .onConflictDoUpdate({ target: assistantConversations.ownerKey, set: { language, updatedAt: sql`now()` } })
    .returning({ id: assistantConversations.id, lastProductId: assistantConversations.lastProductId });
  const conversation = row!;
  const recent = await db
    .select({
      sender: assistantMessages.sender,
      content: assistantMessages.content,
      intent: assistantMessages.intent,
    })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversation.id))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(MEMORY_MESSAGES);
  return { ...conversation, turns: recent.reverse() };
}

/** Stores one exchange and, when a product was discussed, makes it what "it" means next time. */
export async function rememberExchange(
  db: Db,
  conversationId: string,
  exchange: { question: string; reply: string; intent: string; productId: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = Date.now();
    await tx.insert(assistantMessages).values([
      {
        conversationId,
        sender: 'user',
        content: exchange.question,
        intent: exchange.intent,
        createdAt: new Date(now),
      },
      {
        conversationId,
        sender: 'bot',
        content: exchange.reply,
        intent: exchange.intent,
        createdAt: new Date(now + 1),
      },
    ]);
    await tx
      .update(assistantConversations)
      .set({
        updatedAt: sql`now()`,
        ...(exchange.productId ? { lastProductId: exchange.productId } : {}),
      })
      .where(eq(assistantConversations.id, conversationId));
  });
}

/** Deletes conversations (their messages go with them) untouched for `olderThanDays`. */
export async function purgeOldConversations(
  db: DbOrTx,
  olderThanDays = ASSISTANT_RETENTION_DAYS,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * 24 * 3600_000);
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: assistantConversations.id })
      .from(assistantConversations)
      .where(lt(assistantConversations.updatedAt, cutoff))
      .limit(1000);
    const gone = await db
      .delete(assistantConversations)
      .where(and(inArray(assistantConversations.id, batch)))
      .returning({ id: assistantConversations.id });
    total += gone.length;
    if (gone.length < 1000) return total;
  }
}
