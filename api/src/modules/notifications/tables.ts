import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Every text the shop sends; in demo mode this table is the outbox shown on /dev/phone. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The job's dedupe key (or BullMQ job id): a retried or repeated job finds its row and does not send twice. */
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
    /** When a worker last took the text to send it; a stale claim (crashed worker) may be taken over. */
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sms_to_created_idx').on(t.to, t.createdAt), uniqueIndex('sms_job_uq').on(t.jobId)],
);
