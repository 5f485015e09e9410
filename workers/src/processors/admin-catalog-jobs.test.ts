import { createProduct } from '@isoko/api/modules/catalog/write';
import { createCategory } from '@isoko/api/modules/catalog/write-categories';
import { createStaff } from '@isoko/api/test/fixtures';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import { type Job, UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_ANALYSIS_CRON, startSchedules } from '../schedules';
import { type RunningWorkers, startWorkers } from '../start-workers';
import { processStock } from './stock';

let t: TestApp;
let workers: RunningWorkers | undefined;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createStaff(t.app.deps.db, 'admin')).cookie;
  categoryId = (await createCategory(t.app.deps, { name: 'Electronics', slug: 'electronics' })).id;
  workers = await startWorkers(t.app.deps);
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await t?.close();
});

const product = (name: string, stock: number) =>
  createProduct(t.app.deps, { name, categoryId, price: 120_000, variants: [{ stock }] });

describe('seo jobs', () => {
  it('a small bulk request waits for the job and answers how many products were updated', async () => {
    const a = await product('Solar lamp with phone charger', 12);
    const b = await product('Bluetooth speaker', 30);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk-seo-update',
      headers: { cookie: admin },
      payload: { productIds: [a.product.id, b.product.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, updated: 2, done: true });
    const job = await t.app.deps.queues.get('seo').getJob(res.json().jobId);
    expect(job?.progress).toBe(100);
    const view = await t.app.inject({
      url: `/api/admin/products/${a.product.id}`,
      headers: { cookie: admin },
    });
    expect(view.json().data.product.seoTitle).toBe('Solar lamp with phone charger | Electronics in Rwanda');
    expect(view.json().data.product.seoDescription).toContain('120,000 RWF');
  });
});

describe('stock jobs', () => {
  it('the analyse job stores the report the stock-report route serves', async () => {
    await product('Empty power bank', 0);
    const summary = await processStock({ name: 'analyse', data: {} } as Job, t.app.deps);
    expect(summary.outOfStock).toBeGreaterThanOrEqual(1);
    const res = await t.app.inject({ url: '/api/admin/stock-report', headers: { cookie: admin } });
    const names = res.json().data.reorderList.map((i: { product: { name: string } }) => i.product.name);
    expect(names).toContain('Empty power bank');
  });

  it('refuses an unknown job name for good', async () => {
    await expect(processStock({ name: 'guess', data: {} } as Job, t.app.deps)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
  });

  it('schedules the analysis nightly', async () => {
    await startSchedules(t.app.deps);
    const schedulers = await t.app.deps.queues.get('stock').getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern])).toContainEqual(['stock-analysis', STOCK_ANALYSIS_CRON]);
  });
});
