import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assistantConversations, assistantMessages } from './tables';

/** The back-office's reads of assistant conversations (the live conversations screen). */

export interface ConversationRow {
  id: string;
  customerId: string | null;
  deviceId: string | null;
  language: string;
  lastProductId: string | null;
  updatedAt: Date;
  messages: number;
  lastMessage: string | null;
}

/** The most recently active conversations with their message count and last message. */
export async function recentConversations(db: DbOrTx, limit: number): Promise<ConversationRow[]> {
  return db
    .select({
      id: assistantConversations.id,
      customerId: assistantConversations.customerId,
      deviceId: assistantConversations.deviceId,
      language: assistantConversations.language,
      lastProductId: assistantConversations.lastProductId,
      updatedAt: assistantConversations.updatedAt,
      messages: sql<number>`(select count(*)::int from ${assistantMessages} m where m.conversation_id = assistant_conversations.id)`,
      lastMessage: sql<string | null>`(select m.content from ${assistantMessages} m
        where m.conversation_id = assistant_conversations.id order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(assistantConversations)
    .orderBy(desc(assistantConversations.updatedAt))
    .limit(limit);
}

export async function conversationById(db: DbOrTx, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select({
      id: assistantConversations.id,
      customerId: assistantConversations.customerId,
      deviceId: assistantConversations.deviceId,
      language: assistantConversations.language,
      lastProductId: assistantConversations.lastProductId,
      updatedAt: assistantConversations.updatedAt,
      messages: sql<number>`(select count(*)::int from ${assistantMessages} m where m.conversation_id = assistant_conversations.id)`,
      lastMessage: sql<string | null>`null`,
    })
    .from(assistantConversations)
    .where(eq(assistantConversations.id, id));
  return row ?? null;
}

/** A conversation's messages, oldest first; a staff member's answers carry intent `staff`. */
export async function conversationMessages(db: DbOrTx, conversationId: string, limit = 200) {
  const rows = await db
    .select({
      id: assistantMessages.id,
      sender: assistantMessages.sender,
      content: assistantMessages.content,
      intent: assistantMessages.intent,
      createdAt: assistantMessages.createdAt,
    })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse();
}
