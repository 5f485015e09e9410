import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { AppDeps, Providers } from './deps';
import { clientAddressKey } from './lib/client-address';
import { BROTLI_FAST } from './lib/compression';
import { isPageRequest } from './lib/page-address';
import { checkDatabase, checkRedis } from './lib/reachability';
import { createRedis, REDIS_CONNECT_TIMEOUT_MS, redisReady, watchRedis } from './lib/redis';
import { serializerCompiler, validatorCompiler } from './lib/schema-compilers';
import { sendAppPage } from './modules/content/seo-pages';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, sendError } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { attachSocketServer } from './realtime/socket-server';
import { registerRoutes } from './routes';
import { createRuntimeDeps } from './runtime';

/** How long a request waits for its rate-limit count before its route's outage rule applies. */
const RATE_LIMIT_COMMAND_TIMEOUT_MS = 250;

/** A route whose limit must hold even when Redis cannot count (see WhenLimiterDown). */
const isFailClosed = (config: { rateLimit?: unknown }) =>
  typeof config.rateLimit === 'object' &&
  (config.rateLimit as { skipOnError?: boolean }).skipOnError === false;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  /** An already opened (and migrated) database, e.g. a test database. */
  database?: Database;
  /** Skip migrations (the caller did them). */
  skipMigrations?: boolean;
  /** Where logs go (stdout by default); tests read them from here. */
  logStream?: import('pino').DestinationStream;
  /** Replaces outside services (MoMo, SMS, media, language model); tests pass fakes here. */
  providers?: Partial<Providers>;
}

/** Creates the API: plugins, routes, Socket.IO. The caller listens and closes. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // A missing Redis or PostgreSQL is named here, at once, instead of surfacing later as a plugin
  // that did not start in time.
  await checkRedis(config.redis.url);
  const database = options.database ?? (await openDatabase(config.db));
  if (!options.database) {
    try {
      await checkDatabase(config.db, database);
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
  }
  if (!options.database && !options.skipMigrations) await migrateDatabase(database);
  const deps = createRuntimeDeps(config, database, {
    logStream: options.logStream,
    providers: options.providers,
  });
  const { log } = deps;

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.http.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests Fastify refuses before routing (broken percent-encoding, over-long parameters)
    // get the same envelope as every other error.
    frameworkErrors: (error, _req, reply) =>
      sendError(
        reply,
        'BAD_REQUEST',
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A value in the address is too long.'
          : 'The address of this request is not valid.',
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  // Answers of 1 KB or more (product lists, the pages with their first-screen answers) go out
  // compressed: on a phone's slow network a 24-card listing shrinks from about 15 KB to 3 KB.
  // Brotli at a low quality costs about as much time as gzip; the built scripts and styles are
  // compressed ahead of time and sent as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_FAST,
  });
  // Its own connection, which never queues a command and gives up on a silent Redis quickly:
  // the count fails and each route's rule (skipOnError) lets the request through or answers 503.
  const rateLimitRedis = createRedis(config.redis.url, 'isoko-ratelimit', {
    failFast: true,
    noOfflineQueue: true,
    commandTimeoutMs: RATE_LIMIT_COMMAND_TIMEOUT_MS,
  });
  // While it is known to be down, fail-open routes skip the count instead of each waiting for it.
  const rateLimitWatch = watchRedis(rateLimitRedis, 1000, RATE_LIMIT_COMMAND_TIMEOUT_MS);
  app.addHook('onClose', async () => {
    rateLimitWatch.stop();
    rateLimitRedis.disconnect();
  });
  // Without a queue, a command sent before the connection is up fails: let it come up first.
  await redisReady(rateLimitRedis, REDIS_CONNECT_TIMEOUT_MS);
  await app.register(rateLimit, {
    global: true,
    max: config.http.rateLimitPerMinute,
    timeWindow: '1 minute',
    redis: rateLimitRedis,
    nameSpace: `${config.redis.prefix}:rl:`,
    keyGenerator: clientAddressKey,
    skipOnError: true,
    allowList: (req) =>
      !req.url.startsWith('/api') ||
      (rateLimitWatch.isDown() && !isFailClosed(req.routeOptions.config as { rateLimit?: unknown })),
    errorResponseBuilder: (_req, ctx) => {
      const err = new Error('Too many requests. Please wait a moment and try again.') as Error & {
        statusCode: number;
      };
      err.statusCode = ctx.statusCode;
      return err;
    },
  });
  await app.register(metricsPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Isoko API', version: config.version, description: 'The Isoko shop API (RWF, +250).' },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document is still built (app.swagger()); API_DOCS=false only takes its page away.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  await registerRoutes(app);

  const webDist = config.http.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // HEAD too: link checkers and uptime monitors ask pages that way (the body is left out).
    if (isPageRequest(req) && indexHtml && existsSync(indexHtml)) {
      return sendAppPage(app.deps, req, reply, indexHtml);
    }
    return sendError(reply, 'NOT_FOUND', `No route for ${req.method} ${req.url.split('?')[0]}`);
  });

  await attachSocketServer(app);

  app.addHook('onClose', async () => {
    await deps.close();
    if (!options.database) await database.close();
  });
  return app;
}
