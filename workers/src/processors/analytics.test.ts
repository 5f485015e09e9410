import { analyticsDaily, analyticsEvents } from '@isoko/api/modules/analytics/tables';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import { type Job, UnrecoverableError } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_RETAIN_CRON, startSchedules } from '../schedules';
import { processAnalytics } from './analytics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const job = (name: string, data: unknown) => ({ name, data }) as Job;

describe('analytics retain job', () => {
  it('keeps the daily totals of events past 180 days and deletes the raw events', async () => {
    const db = t.app.deps.db;
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.insert(analyticsEvents).values([
      { name: 'view_item', deviceId: 'device-a', occurredAt: at(181), createdAt: at(181) },
      { name: 'view_item', deviceId: 'device-b', occurredAt: at(181), createdAt: at(181) },
      { name: 'view_item', deviceId: 'device-c', occurredAt: at(10), createdAt: at(10) },
    ]);
    const result = await processAnalytics(job('retain', { olderThanDays: 180 }), t.app.deps);
    expect(result.deleted).toBe(2);
    const raw = await db.select({ device: analyticsEvents.deviceId }).from(analyticsEvents);
    expect(raw.map((r) => r.device)).toEqual(['device-c']);
    const old = await db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.day, at(181).toISOString().slice(0, 10)));
    expect(old).toEqual([expect.objectContaining({ name: 'view_item', events: 2, devices: 2 })]);
    const [recent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsDaily)
      .where(eq(analyticsDaily.day, at(10).toISOString().slice(0, 10)));
    expect(recent!.n).toBe(1);
  });

  it('fails for good on a bad payload or an unknown job', async () => {
    await expect(processAnalytics(job('retain', { olderThanDays: 0 }), t.app.deps)).rejects.toThrow(
      UnrecoverableError,
    );
    await expect(processAnalytics(job('other', {}), t.app.deps)).rejects.toThrow(UnrecoverableError);
  });

  it('is scheduled nightly in Kigali time', async () => {
    await startSchedules(t.app.deps);
    const schedulers = await t.app.deps.queues.get('analytics').getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({
        key: 'analytics-retain',
        pattern: ANALYTICS_RETAIN_CRON,
        tz: 'Africa/Kigali',
      }),
    ]);
  });
});
