import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_PASSWORD_MIN } from '@isoko/shared/admin/staff-schema';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = z.url();

/** An IPv4 or IPv6 address (optionally /prefix), or proxy-addr's names for private ranges. */
const PROXY_ADDRESS =
  /^(\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;

/**
 * Which proxies may set X-Forwarded-For: 'false' (none: the socket's address is the client),
 * 'true' (any), or comma-separated addresses/CIDRs of the proxies. Trusting every sender would
 * let anyone forge an address per request and slip past the per-IP sign-in limits. (Fastify 5
 * ignores hop counts, so none are offered.)
 */
const TrustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | string[] => {
    if (v === 'true' || v === 'false') return v === 'true';
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length && list.every((s) => PROXY_ADDRESS.test(s))) return list;
    ctx.addIssue({ code: 'custom', message: 'must be true, false or comma-separated addresses/CIDRs' });
    return z.NEVER;
  });

/** The per-IP limit on /api by default; the sign-in routes scale their own limits from it. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 3000;

const EnvSchema = z.object({
  /** Unset means demo only with the embedded database; with DATABASE_URL it must be chosen. */
  MODE: z.enum(['demo', 'production']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  /** Defaults to warn in demo mode (quiet console) and info in production. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest wait for a pooled or new PostgreSQL connection before a request answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1500),
  /** Longest a query may run (client and server side) before a request answers 503. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(1500),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('isoko'),
  /** Longest a request waits for Redis to take a job before it answers 503 (Redis silent). */
  QUEUE_ADD_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(800),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Generous: many shoppers share one address behind mobile carriers' NAT. Sensitive routes set tighter limits.
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  TRUST_PROXY: TrustProxy.default(false),
  WEB_DIST: z.string().optional(),
  /** Run BullMQ workers and the outbox dispatcher inside the API process (required with PGlite). */
  WORKERS_IN_PROCESS: bool.optional(),
  SMS_PROVIDER: z.enum(['outbox', 'africastalking']).optional(),
  /** Alert texts all customers together may send the shop's phone in one hour (staff not counted). */
  CUSTOMER_ALERTS_SHOP_PER_HOUR: z.coerce.number().int().min(0).default(30),
  AT_USERNAME: z.string().optional(),
  AT_API_KEY: z.string().optional(),
  AT_SENDER_ID: z.string().optional(),
  AT_BASE_URL: url.default('https://api.africastalking.com'),
  MOMO_BASE_URL: url.optional(),
  MOMO_SUBSCRIPTION_KEY: z.string().optional(),
  MOMO_API_USER: z.string().optional(),
  MOMO_API_KEY: z.string().optional(),
  MOMO_TARGET_ENV: z.string().optional(),
  MOMO_CURRENCY: z.string().length(3).optional(),
  MOMO_CALLBACK_URL: url.optional(),
  ADMIN_EMAIL: z.email().optional(),
  /** The first admin's password: the same rule as a password chosen in the back office. */
  ADMIN_PASSWORD: z
    .string()
    .min(STAFF_PASSWORD_MIN, `must be at least ${STAFF_PASSWORD_MIN} characters`)
    .optional(),
  ADMIN_SMS_PHONE: z.string().optional(),
  /** Bearer token for /metrics; without it /metrics is open in demo mode and absent in production. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The OpenAPI page and document at /api/docs. */
  API_DOCS: bool.default(true),
  AI_BASE_URL: url.optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** How many demo products `npm start` seeds into an empty catalogue. */
  ISOKO_SEED_PRODUCTS: z.coerce.number().int().min(1).max(100_000).default(320),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function persistentDemoSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment once. Every bad variable is named in one error; nothing else in the
 * api reads process.env.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.MODE) {
    // Demo helpers (printed admin password, readable sign-in codes, a payment sandbox anyone can
    // approve) must never switch on by themselves on a real database.
    throw new ConfigError([
      'MODE: required with DATABASE_URL. Set MODE=production for a real shop, or MODE=demo to run the demo helpers (readable sign-in codes, MoMo sandbox) on this database.',
    ]);
  }
  const mode = env.MODE ?? 'demo';
  const production = mode === 'production';
  if (production) {
    if (!env.DATABASE_URL) problems.push('DATABASE_URL: required in production mode');
    if (!env.SESSION_SECRET) problems.push('SESSION_SECRET: required in production mode');
    if (env.SMS_PROVIDER !== 'africastalking')
      problems.push('SMS_PROVIDER: must be africastalking in production mode');
    if (!env.AT_USERNAME || !env.AT_API_KEY)
      problems.push('AT_USERNAME / AT_API_KEY: required in production mode');
    for (const key of ['MOMO_BASE_URL', 'MOMO_SUBSCRIPTION_KEY', 'MOMO_API_USER', 'MOMO_API_KEY'] as const) {
      if (!env[key]) problems.push(`${key}: required in production mode`);
    }
  }
  const aiSet = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL].filter(Boolean).length;
  // Half a language-model setting would silently leave the assistant without a model.
  if (aiSet > 0 && aiSet < 3) problems.push('AI_BASE_URL / AI_API_KEY / AI_MODEL: set all three or none');
  if (env.SMS_PROVIDER === 'africastalking' && (!env.AT_USERNAME || !env.AT_API_KEY)) {
    problems.push('AT_USERNAME / AT_API_KEY: required when SMS_PROVIDER=africastalking');
  }
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  return Object.freeze({
    mode,
    isDemo: !production,
    version: process.env.npm_package_version ?? '0.1.0',
    http: {
      port,
      host: env.HOST,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      trustProxy: env.TRUST_PROXY,
      webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    },
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    dataDir,
    db: env.DATABASE_URL
      ? ({
          driver: 'pg',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          timeouts: {
            connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
            queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
          },
        } as const)
      : ({ driver: 'pglite', dir: path.join(dataDir, 'pg') } as const),
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX, addTimeoutMs: env.QUEUE_ADD_TIMEOUT_MS },
    sessionSecret: env.SESSION_SECRET ?? persistentDemoSecret(dataDir),
    workersInProcess: env.WORKERS_IN_PROCESS ?? !env.DATABASE_URL,
    sms: {
      provider: env.SMS_PROVIDER ?? 'outbox',
      africastalking: {
        username: env.AT_USERNAME ?? '',
        apiKey: env.AT_API_KEY ?? '',
        senderId: env.AT_SENDER_ID,
        baseUrl: env.AT_BASE_URL.replace(/\/$/, ''),
      },
      adminPhone: env.ADMIN_SMS_PHONE,
      customerAlertsPerHour: env.CUSTOMER_ALERTS_SHOP_PER_HOUR,
    },
    momo: {
      /** Without MOMO_BASE_URL the demo serves its own sandbox under /dev/momo. */
      baseUrl: env.MOMO_BASE_URL?.replace(/\/$/, ''),
      subscriptionKey: env.MOMO_SUBSCRIPTION_KEY ?? 'demo-subscription-key',
      apiUser: env.MOMO_API_USER ?? 'demo-api-user',
      apiKey: env.MOMO_API_KEY ?? 'demo-api-key',
      targetEnvironment: env.MOMO_TARGET_ENV ?? (production ? 'mtnrwanda' : 'sandbox'),
      currency: env.MOMO_CURRENCY ?? 'RWF',
      callbackUrl: env.MOMO_CALLBACK_URL,
    },
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    ai: { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
    metrics: { token: env.METRICS_TOKEN, enabled: Boolean(env.METRICS_TOKEN) || !production },
    apiDocs: env.API_DOCS,
    seed: { demoProducts: env.ISOKO_SEED_PRODUCTS },
  });
}

export type Config = ReturnType<typeof loadConfig>;

/** A config for tests: demo mode, the given database and a private Redis prefix. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    MODE: 'demo',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: path.join('.data', 'test'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    WORKERS_IN_PROCESS: 'false',
    // Tests play many clients from one socket by sending X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Many test files share two cores with PostgreSQL and Redis; a job add can wait past the
    // production bound there without Redis being down.
    QUEUE_ADD_TIMEOUT_MS: '10000',
    ...overrides,
  });
}
