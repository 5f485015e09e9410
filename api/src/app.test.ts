import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { testConfig } from './config';
import { testPrefix } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-db';

let app: Awaited<ReturnType<typeof buildApp>>;
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp(testConfig({ REDIS_PREFIX: testPrefix() }), { database: testDb.database });
  // A route with a zod body, to see validation errors as a client would.
  app.post(
    '/api/test-echo',
    { schema: { body: z.object({ name: z.string().min(2), qty: z.number().int().min(1) }) } },
    async (req) => ({ success: true, data: req.body }),
  );
  app.get('/api/test-crash', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('health', () => {
  it('reports database, redis, queues, version and mode on both paths', async () => {
    for (const url of ['/health', '/api/health']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, status: 'ok', mode: 'demo', database: { status: 'up' } });
      expect(body.redis.status).toBe('up');
      expect(body.queues).toHaveProperty('sms');
      expect(typeof body.version).toBe('string');
    }
  });
});

describe('error envelope', () => {
  it('answers malformed JSON with 400 BAD_REQUEST, not a crash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers schema violations with 400 VALIDATION_FAILED and field details', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test-echo', payload: { name: 'a', qty: 0 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    const paths = body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.qty']));
  });

  it('hides internals of unexpected failures behind INTERNAL', async () => {
    const res = await app.inject({ url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('/srv/');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('platform endpoints', () => {
  it('serves Prometheus metrics', async () => {
    await app.inject({ url: '/health' });
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('publishes the OpenAPI document and its UI under /api/docs', async () => {
    const doc = await app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/health');
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
