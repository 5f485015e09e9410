import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { AppDeps } from './deps';
import { checkDatabase, checkRedis, DependencyUnreachableError } from './lib/reachability';
import { createRuntimeDeps } from './runtime';
import { runSeeds } from './seed/run';

/** Work that runs beside (or instead of) HTTP, such as the BullMQ workers; stopped first. */
export interface Background {
  stop(): Promise<void>;
}

export interface BootOptions {
  /** Serve the API, the web app and Socket.IO on config.http; without it only the deps exist. */
  http: boolean;
  /** Seeds after migrating: the baselines always, the demo catalogue when `demo` and empty. */
  seed?: (
    config: Config,
    log: AppDeps['log'],
  ) => { products: number; demo: boolean; say: (line: string) => void };
  /** Starts background work on this process's deps (undefined: none). */
  background?: (deps: AppDeps) => Promise<Background | undefined>;
  /** With this message, refuse the embedded database (only one process may open it). */
  needsPostgres?: string;
}

export interface Booted {
  config: Config;
  deps: AppDeps;
  /** The listening server when `http` was asked for. */
  app: FastifyInstance | undefined;
  seededDemo: boolean;
  /** Stops background work, then the server, then Redis and the database; safe to call twice. */
  stop(): Promise<void>;
}

/** A stop that hangs (a stuck connection) must not keep the process alive forever. */
const STOP_TIMEOUT_MS = 10_000;

/** Reads the configuration, or ends the process with the list of bad variables. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Opens and migrates the database and builds the runtime deps, without HTTP. */
async function openRuntime(config: Config): Promise<{ deps: AppDeps; close(): Promise<void> }> {
  await checkRedis(config.redis.url);
  const database = await openDatabase(config.db);
  try {
    await checkDatabase(config.db, database);
    // Every process migrates: the migrator takes an advisory lock, so they take turns, and a
    // workers process started first never runs against missing tables.
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const deps = createRuntimeDeps(config, database);
  return {
    deps,
    async close() {
      await deps.close();
      await database.close();
    },
  };
}

/** Stops once on SIGINT or SIGTERM; a second signal, or a stop past the timeout, exits at once. */
function stopOnSignals(stop: () => Promise<void>, log: AppDeps['log']): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'stopping');
    setTimeout(() => {
      log.error({ signal }, 'stop timed out; exiting');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/**
 * The one start-up path of every entry point (API, workers, all-in-one): config (or a clear
 * message and exit 1), database open and migrate, runtime deps and logger, seeds, background
 * work, HTTP, and a graceful stop on SIGINT/SIGTERM.
 */
export async function boot(options: BootOptions): Promise<Booted> {
  const config = loadConfigOrExit();
  if (options.needsPostgres && config.db.driver === 'pglite') {
    console.error(options.needsPostgres);
    process.exit(1);
  }
  let app: FastifyInstance | undefined;
  let deps: AppDeps;
  let closeRuntime: () => Promise<void>;
  try {
    if (options.http) {
      // buildApp opens and migrates the database and builds the deps; closing it closes them.
      const built = await buildApp(config);
      app = built;
      deps = built.deps;
      closeRuntime = () => built.close();
    } else {
      const runtime = await openRuntime(config);
      deps = runtime.deps;
      closeRuntime = runtime.close;
    }
  } catch (error) {
    // Redis or PostgreSQL out of reach: say which, where, and what to do; no stack trace.
    if (!(error instanceof DependencyUnreachableError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let background: Background | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await background?.stop();
      await closeRuntime();
    })();
    return stopping;
  };
  stopOnSignals(stop, deps.log);

  try {
    const seeded = options.seed
      ? await runSeeds(deps, options.seed(config, deps.log))
      : { seededDemo: false };
    background = options.background ? await options.background(deps) : undefined;
    if (app) await app.listen({ port: config.http.port, host: config.http.host });
    return { config, deps, app, seededDemo: seeded.seededDemo, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
