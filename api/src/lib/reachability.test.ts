import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../test/fault-proxy';
import { safeAddress } from './reachability';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs `npm run api`'s entry with the given environment; resolves with its exit and output. */
function runApi(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; ms: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        // The test runner sets MODE for itself; the shop reads MODE too.
        MODE: 'demo',
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        PORT: '0',
        DATA_DIR: '.data/test',
        ...env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr, ms: performance.now() - start });
    });
  });
}

let refused: FaultProxy;
let silent: FaultProxy;

beforeAll(async () => {
  const target = new URL(redisUrl);
  refused = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
  await refused.set('refuse');
  silent = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
  await silent.set('blackhole');
});
afterAll(async () => {
  await refused?.close();
  await silent?.close();
});

describe('start-up with a service out of reach', () => {
  it('names Redis and its address when Redis refuses, and exits 1 without a stack trace', async () => {
    const run = await runApi({ REDIS_URL: refused.url(redisUrl) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot reach Redis at 127.0.0.1:${refused.port}`);
    expect(run.stderr).toContain('REDIS_URL');
    expect(run.stderr).not.toContain('Plugin did not start in time');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(run.ms).toBeLessThan(30_000);
  });

  it('names Redis when it accepts connections but never answers', async () => {
    const run = await runApi({ REDIS_URL: silent.url(redisUrl) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot reach Redis at 127.0.0.1:${silent.port}`);
    expect(run.ms).toBeLessThan(30_000);
  });

  it('names PostgreSQL and its address when the database refuses', async () => {
    const run = await runApi({
      MODE: 'demo',
      REDIS_URL: redisUrl,
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${refused.port}/isoko`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${refused.port}/isoko`);
    expect(run.stderr).not.toContain('secret');
    expect(run.ms).toBeLessThan(30_000);
  });
});

describe('safeAddress', () => {
  it('keeps host, port and database, never the password', () => {
    expect(safeAddress('postgres://u:pw@db.example:6543/shop')).toBe('db.example:6543/shop');
    expect(safeAddress('redis://:pw@cache')).toBe('cache:6379');
    expect(safeAddress('not a url')).toBe('an unreadable address');
  });
});
