import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '.data/test' };

describe('loadConfig', () => {
  it('defaults to demo mode on PGlite with workers in process', () => {
    const c = loadConfig(base);
    expect(c.mode).toBe('demo');
    expect(c.db.driver).toBe('pglite');
    expect(c.workersInProcess).toBe(true);
    expect(c.http.port).toBe(3000);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ ...base, MODE: 'demo', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.db).toMatchObject({ driver: 'pg', url: 'postgres://u@h:5432/db' });
    expect(c.workersInProcess).toBe(false);
  });

  it('refuses DATABASE_URL without MODE: demo helpers never switch on by themselves', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://u@h:5432/db' })).toThrow(
      /MODE: required with DATABASE_URL\. Set MODE=production .* or MODE=demo/,
    );
    expect(loadConfig({ ...base, MODE: 'demo', DATABASE_URL: 'postgres://u@h:5432/db' }).isDemo).toBe(true);
  });

  it('bounds every wait on PostgreSQL by default', () => {
    const c = loadConfig({ ...base, MODE: 'demo', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.db).toMatchObject({ timeouts: { connectTimeoutMs: 1500, queryTimeoutMs: 1500 } });
  });

  it('keeps /metrics behind METRICS_TOKEN, or off in production without one; API_DOCS=false hides the docs', () => {
    expect(loadConfig(base).metrics).toEqual({ token: undefined, enabled: true });
    expect(loadConfig({ ...base, METRICS_TOKEN: 't'.repeat(20) }).metrics).toEqual({
      token: 't'.repeat(20),
      enabled: true,
    });
    expect(loadConfig({ ...base, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(base).apiDocs).toBe(true);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ ...base, PORT: 'abc', REDIS_URL: 'http://nope', MODE: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const msg = (error as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('REDIS_URL');
      expect(msg).toContain('MODE');
    }
  });

  it('trusts no proxy unless TRUST_PROXY says which (true, or their addresses)', () => {
    expect(loadConfig(base).http.trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).http.trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).http.trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).http.trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'not an address!' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });

  it('demands real SMS, MoMo and database settings in production', () => {
    expect(() => loadConfig({ ...base, MODE: 'production' })).toThrow(
      /DATABASE_URL.*\n.*SESSION_SECRET|SMS_PROVIDER/s,
    );
  });
});

describe('api process with a bad environment', () => {
  it('stops with a message naming the variable instead of crashing', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});
