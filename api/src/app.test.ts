import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
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
  app.get<{ Params: { id: string }; Querystring: { q?: string } }>(
    '/api/test-param/:id',
    { schema: { params: z.object({ id: z.string() }), querystring: z.object({ q: z.string().optional() }) } },
    async (req) => ({ success: true, data: { id: req.params.id, q: req.query.q } }),
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

describe('malformed requests', () => {
  const expectEnvelope = (res: { statusCode: number; json: () => unknown }, code: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
  };

  it('answers a broken percent-encoding in the path with the 400 envelope', async () => {
    for (const url of ['/api/test-param/%C0%AF', '/api/test-param/%E0%A4%A']) {
      expectEnvelope(await app.inject({ url }), 'BAD_REQUEST');
    }
  });

  it('answers an over-long path parameter with the 400 envelope', async () => {
    expectEnvelope(await app.inject({ url: `/api/test-param/${'y'.repeat(3000)}` }), 'BAD_REQUEST');
  });

  it('refuses NUL characters (PostgreSQL cannot store them) in params, query and body with 400', async () => {
    expectEnvelope(await app.inject({ url: '/api/test-param/a%00b' }), 'VALIDATION_FAILED');
    expectEnvelope(await app.inject({ url: '/api/test-param/ok?q=%00' }), 'VALIDATION_FAILED');
    expectEnvelope(
      await app.inject({ method: 'POST', url: '/api/test-echo', payload: { name: 'a\u0000b', qty: 1 } }),
      'VALIDATION_FAILED',
    );
    const nested = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'ab', qty: 1, extra: [{ deep: ['fine', 'bad\u0000'] }] },
    });
    expectEnvelope(nested, 'VALIDATION_FAILED');
    expect(nested.json().error.details).toEqual([
      { path: 'body.extra.0.deep.1', message: 'Text may not contain NUL characters' },
    ]);
    expect((await app.inject({ url: '/api/test-param/fine?q=ok' })).statusCode).toBe(200);
  });
});

describe('client addresses', () => {
  const ipRoute = (a: Awaited<ReturnType<typeof buildApp>>) =>
    a.get('/api/test-ip', async (req) => ({ success: true, data: { ip: req.ip } }));

  it('ignores X-Forwarded-For by default, so per-IP limits cannot be dodged with a forged header', async () => {
    const db = await createTestDatabase();
    const direct = await buildApp(testConfig({ REDIS_PREFIX: testPrefix(), TRUST_PROXY: 'false' }), {
      database: db.database,
    });
    ipRoute(direct);
    try {
      const res = await direct.inject({
        url: '/api/test-ip',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '198.51.100.7',
      });
      expect(res.json().data.ip).toBe('198.51.100.7');
    } finally {
      await direct.close();
      await db.drop();
    }
  });

  it('reads the client address from X-Forwarded-For when TRUST_PROXY names the proxy', async () => {
    const db = await createTestDatabase();
    const proxied = await buildApp(
      testConfig({ REDIS_PREFIX: testPrefix(), TRUST_PROXY: '198.51.100.0/24' }),
      {
        database: db.database,
      },
    );
    ipRoute(proxied);
    try {
      const fromProxy = await proxied.inject({
        url: '/api/test-ip',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '198.51.100.7',
      });
      expect(fromProxy.json().data.ip).toBe('203.0.113.9');
      const fromElsewhere = await proxied.inject({
        url: '/api/test-ip',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '192.0.2.50',
      });
      expect(fromElsewhere.json().data.ip).toBe('192.0.2.50');
    } finally {
      await proxied.close();
      await db.drop();
    }
  });
});

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a Redis outage', () => {
  it('does not freeze every API request behind the rate limiter', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const db = await createTestDatabase();
    let outage: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      await new Promise((r) => setTimeout(r, 300));
      outage = await buildApp(
        testConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: testPrefix() }),
        {
          database: db.database,
        },
      );
      outage.get('/api/test-ping', async () => ({ success: true }));
      await outage.ready();
      expect((await outage.inject({ url: '/api/test-ping' })).statusCode).toBe(200);
      redis.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 300));
      const answered = await Promise.race([
        outage.inject({ url: '/api/test-ping' }).then((r) => r.statusCode),
        new Promise((r) => setTimeout(() => r('no answer after 5 s'), 5_000)),
      ]);
      expect(answered).toBe(200);
    } finally {
      redis.kill('SIGKILL');
      if (outage) await Promise.race([outage.close(), new Promise((r) => setTimeout(r, 3_000))]);
      await db.drop();
    }
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

  it('sends security headers on API answers, errors and unknown addresses alike', async () => {
    for (const url of ['/health', '/api/products/not-a-product', '/api/no-such-route']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
