import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testPrefix } from './test/test-app';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'isoko-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The environment of a started process: only what the test gives, plus PATH and Redis. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: testPrefix(),
    DATA_DIR: dataDir,
    ...extra,
  };
}

function start(entry: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise((r) => server.close(r));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitForHealth(url: string, child: ChildProcess, ms: number): Promise<number> {
  const until = Date.now() + ms;
  while (Date.now() < until && child.exitCode === null) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  return 0;
}

describe('the shared boot path', () => {
  it('ends the API with the list of bad variables and exit code 1', async () => {
    const run = start('api/src/main.ts', envWith({ PORT: 'eighty', SESSION_SECRET: 'short' }));
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('SESSION_SECRET');
  });

  it('refuses to start the workers process on the embedded database', async () => {
    const run = start('workers/src/main.ts', envWith({}));
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('The workers process needs DATABASE_URL');
  });

  it('refuses a seed count that is not a positive whole number', async () => {
    const run = start('workers/src/all-in-one.ts', envWith({ ISOKO_SEED_PRODUCTS: 'many' }));
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('ISOKO_SEED_PRODUCTS');
  });

  it('migrates, serves and stops cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const run = start(
      'api/src/main.ts',
      envWith({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    );
    try {
      expect(await waitForHealth(`http://127.0.0.1:${port}/health`, run.child, 75_000)).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
    }
  });
});
