import type { AssistantAction } from '@isoko/shared/assistant/schema';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One shopper's conversation with the assistant, keyed by who they are: a signed-in customer,
 * else their device, else the chat session. Kept 90 days after its last message.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** `customer:<id>`, `device:<id>` or `session:<id>`. */
    ownerKey: text().notNull().unique(),
    customerId: uuid(),
    deviceId: text(),
    language: text().notNull().default('en'),
    /** The product "it" refers to: the last one discussed. */
    lastProductId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_updated_idx').on(t.updatedAt)],
);

export const ASSISTANT_SENDERS = ['user', 'bot'] as const;
export type AssistantSender = (typeof ASSISTANT_SENDERS)[number];

/** The messages of a conversation, oldest first by `createdAt`. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    sender: text().$type<AssistantSender>().notNull(),
    content: text().notNull(),
    intent: text(),
    /**
     * The products a reply showed as cards, in their order: read back as cards with today's
     * names, prices and stock (never stored here). Empty for the shopper's messages and for
     * replies stored before cards were kept.
     */
    productIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** The reply's actions shown with it again (see keptActions in memory.ts); empty when none. */
    actions: jsonb().$type<AssistantAction[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
