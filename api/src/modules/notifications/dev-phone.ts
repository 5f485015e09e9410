import type { DevPhoneSms, SmsKind } from '@isoko/shared/notifications/schema';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsMessages } from './tables';

/** What the simulated handset shows: the outbox's delivered texts (demo mode only). */
const DELIVERED = and(eq(smsMessages.provider, 'outbox'), inArray(smsMessages.status, ['sending', 'sent']));

export const DEV_PHONE_MESSAGES_LIMIT = 50;

export async function devPhoneMessages(db: DbOrTx, phone: string): Promise<DevPhoneSms[]> {
  const rows = await db
    .select({
      id: smsMessages.id,
      to: smsMessages.to,
      body: smsMessages.body,
      kind: smsMessages.kind,
      createdAt: smsMessages.createdAt,
    })
    .from(smsMessages)
    .where(and(eq(smsMessages.to, phone), DELIVERED))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(DEV_PHONE_MESSAGES_LIMIT);
  return rows.map((r) => ({ ...r, kind: r.kind as SmsKind, createdAt: r.createdAt.toISOString() }));
}

/** Numbers that received texts lately, to pick one on the handset. */
export async function devPhoneNumbers(db: DbOrTx) {
  const rows = await db
    .select({
      phone: smsMessages.to,
      count: sql<number>`count(*)::int`.mapWith(Number),
      lastAt: sql<Date>`max(${smsMessages.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(smsMessages)
    .where(DELIVERED)
    .groupBy(smsMessages.to)
    .orderBy(desc(sql`max(${smsMessages.createdAt})`))
    .limit(20);
  return rows.map((r) => ({ phone: r.phone, count: r.count, lastAt: r.lastAt.toISOString() }));
}
