import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { CUSTOMER_COOKIE } from '../modules/auth/sessions';
import { testPrefix } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

// A shopper on a flaky phone connection often drops a request half-way. The session lookup runs
// before the rate limit; a client that hung up meanwhile has no address left, and keying its
// count on that missing address threw and logged a 500 for every dropped request.

const lines: string[] = [];
let app: FastifyInstance;
let testDb: TestDatabase;
let port: number;
const prefix = testPrefix();
const redis = new Redis(testConfig().redis.url);

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp(testConfig({ REDIS_PREFIX: prefix, LOG_LEVEL: 'info' }), {
    database: testDb.database,
    logStream: new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
  redis.disconnect();
});

/** Sends a request with a session cookie (so the session is looked up) and hangs up at once. */
function sendAndHangUp(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${CUSTOMER_COOKIE}=not-a-session\r\n\r\n`,
        () => {
          socket.resetAndDestroy();
          resolve();
        },
      );
    });
    socket.on('error', reject);
  });
}

const parsed = () => lines.map((l) => JSON.parse(l) as { level: number; msg?: string; reqId?: string });

/** How many requests the rate limit has counted so far, over every key. */
async function counted(): Promise<number> {
  const keys = await redis.keys(`${prefix}:rl:*`);
  const values = keys.length ? await redis.mget(...keys) : [];
  return values.reduce((sum, v) => sum + Number(v ?? 0), 0);
}

describe('a client that hangs up', () => {
  it('costs no error: its request is counted and ends quietly, and the next one is answered', async () => {
    const dropped = 5;
    for (let i = 0; i < dropped; i += 1) await sendAndHangUp(`/api/products?limit=1&try=${i}`);
    // Every dropped request has reached the rate limit: counted there, or failed there.
    await expect
      .poll(async () => (await counted()) + parsed().filter((l) => l.level >= 50).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(dropped);
    expect(parsed().filter((l) => l.level >= 50)).toEqual([]);

    const answer = await fetch(`http://127.0.0.1:${port}/api/products?limit=1`);
    expect(answer.status).toBe(200);
  });
});
