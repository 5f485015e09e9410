import { randomUUID } from 'node:crypto';
import { openConversation, rememberExchange } from '@isoko/api/modules/assistant/memory';
import { assistantConversations, assistantMessages } from '@isoko/api/modules/assistant/tables';
import { negotiate } from '@isoko/api/modules/negotiation/service';
import { createProduct } from '@isoko/api/test/fixtures';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import { type Job, UnrecoverableError } from 'bullmq';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_PURGE_CRON, startSchedules } from '../schedules';
import { processRetention } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const job = (name: string, data: unknown) => ({ name, data }) as Job;

const offerAt = async (productId: string, daysAgo: number) =>
  negotiate(t.app.deps, {
    productRef: productId,
    customerId: null,
    deviceId: `device-${randomUUID()}`,
    move: { kind: 'amount', amount: 9_000 },
    language: 'en',
    channel: 'widget',
    now: new Date(Date.now() - daysAgo * 86_400_000),
  });

describe('processRetention', () => {
  it('deletes negotiations older than the retention period and keeps the rest', async () => {
    const p = await createProduct(t.app.deps.db, { price: 10_000 });
    await offerAt(p.productId, 100);
    await offerAt(p.productId, 95);
    await offerAt(p.productId, 10);
    expect(await processRetention(job('purge', { olderThanDays: 90 }), t.app.deps)).toEqual({
      negotiations: 2,
      assistantConversations: 0,
    });
    expect(await processRetention(job('purge', { olderThanDays: 90 }), t.app.deps)).toEqual({
      negotiations: 0,
      assistantConversations: 0,
    });
    expect(await processRetention(job('purge', { olderThanDays: 5 }), t.app.deps)).toEqual({
      negotiations: 1,
      assistantConversations: 0,
    });
  });

  it('deletes assistant conversations untouched for 90 days, with their messages', async () => {
    const db = t.app.deps.db;
    const old = await openConversation(
      db,
      { customerId: null, deviceId: `device-${randomUUID()}`, sessionId: 'x' },
      'en',
    );
    const recent = await openConversation(
      db,
      { customerId: null, deviceId: `device-${randomUUID()}`, sessionId: 'y' },
      'fr',
    );
    await rememberExchange(db, old.id, {
      question: 'hi',
      reply: 'Hello!',
      intent: 'greeting',
      productId: null,
    });
    await rememberExchange(db, recent.id, {
      question: 'salut',
      reply: 'Bonjour !',
      intent: 'greeting',
      productId: null,
    });
    await db
      .update(assistantConversations)
      .set({ updatedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(assistantConversations.id, old.id));
    const purged = await processRetention(job('purge', { olderThanDays: 90 }), t.app.deps);
    expect(purged).toMatchObject({ assistantConversations: 1 });
    const left = await db.select({ id: assistantMessages.conversationId }).from(assistantMessages);
    expect(left.map((m) => m.id)).not.toContain(old.id);
    expect(left.map((m) => m.id)).toContain(recent.id);
  });

  it('fails for good on a bad payload or an unknown job', async () => {
    await expect(processRetention(job('purge', { olderThanDays: 0 }), t.app.deps)).rejects.toThrow(
      UnrecoverableError,
    );
    await expect(processRetention(job('other', {}), t.app.deps)).rejects.toThrow(UnrecoverableError);
  });

  it('is scheduled nightly in Kigali time', async () => {
    await startSchedules(t.app.deps);
    const schedulers = await t.app.deps.queues.get('retention').getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({ key: 'retention-purge', pattern: RETENTION_PURGE_CRON, tz: 'Africa/Kigali' }),
    ]);
  });
});
