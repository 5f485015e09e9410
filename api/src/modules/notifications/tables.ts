import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every text the shop sends; in demo mode this table is the outbox shown on /dev/phone. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The BullMQ job id: a retried job finds its row and does not send twice. */
    jobId: text(),
    to: text().notNull(),
    body: text().notNull(),
    kind: text().notNull(),
    essential: boolean().notNull().default(false),
    customerId: uuid(),
    provider: text().notNull(),
    providerMessageId: text(),
    status: text().notNull().default('queued'),
    error: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sms_to_created_idx').on(t.to, t.createdAt), index('sms_job_idx').on(t.jobId)],
);
