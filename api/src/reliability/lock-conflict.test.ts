import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { isTransientConflict } from '../lib/unavailable';
import { testPrefix } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

/**
 * Two requests that lock the same rows in opposite orders deadlock in PostgreSQL, which cancels
 * one of them. The shop's own writers lock in a fixed order, so this test makes the deadlock on
 * purpose, through a route of its own on the shop's real pool and error handling: the cancelled
 * request answers 503 SERVICE_UNAVAILABLE with Retry-After (its transaction rolled back, so a
 * retry is safe), never 500, and the other one completes.
 */

describe('isTransientConflict', () => {
  const pgError = (code: string) => Object.assign(new Error('pg said no'), { code });

  it('knows a deadlock, a serialization failure and a lock not granted, also when wrapped', () => {
    for (const code of ['40P01', '40001', '55P03']) {
      expect(isTransientConflict(pgError(code))).toBe(true);
      expect(isTransientConflict(new Error('Failed query', { cause: pgError(code) }))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    for (const code of ['23505', '42P01', '57014', 'ECONNREFUSED']) {
      expect(isTransientConflict(pgError(code))).toBe(false);
    }
    expect(isTransientConflict(new Error('plain'))).toBe(false);
    expect(isTransientConflict(null)).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a deadlock between two requests (needs TEST_DATABASE_URL)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    await db.execute(sql`create table lock_pair (id int primary key, n int not null)`);
    await db.execute(sql`insert into lock_pair values (1, 0), (2, 0)`);
    app = await buildApp(testConfig({ REDIS_PREFIX: testPrefix(), RATE_LIMIT_PER_MINUTE: '100000' }), {
      database: testDb.database,
    });
    // Locks row `first`, waits until the other request holds its own first row, then asks for
    // `second`: with the two requests in opposite orders, each waits for the other.
    let arrived = 0;
    let bothHoldOne: () => void = () => {};
    const bothArrived = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    app.get<{ Params: { first: string; second: string } }>('/test/lock/:first/:second', async (req) => {
      const first = Number(req.params.first);
      const second = Number(req.params.second);
      await testDb.database.db.transaction(async (tx) => {
        await tx.execute(sql`update lock_pair set n = n + 1 where id = ${first}`);
        arrived += 1;
        if (arrived === 2) bothHoldOne();
        await bothArrived;
        await tx.execute(sql`update lock_pair set n = n + 1 where id = ${second}`);
      });
      return { success: true };
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('answers the cancelled request 503 with Retry-After, and the other one 200', async () => {
    const answers = await Promise.all(
      ['/test/lock/1/2', '/test/lock/2/1'].map(async (path) => {
        const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
      }),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 503]);
    const cancelled = answers.find((a) => a.status === 503)!;
    expect(cancelled.retryAfter).toBe('1');
    expect(cancelled.body).toMatchObject({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/try again/i) },
    });
    // The cancelled transaction wrote nothing: only the winner's two updates are there.
    const rows = await testDb.database.db.execute(sql`select sum(n)::int as total from lock_pair`);
    expect((rows as unknown as { rows: { total: number }[] }).rows[0]!.total).toBe(2);
  });
});
