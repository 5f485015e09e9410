import { ConfigError, loadConfig } from '@isoko/api/config';
import { openDatabase } from '@isoko/api/db/client';
import { createRuntimeDeps } from '@isoko/api/runtime';
import { startWorkers } from './start-workers';

/** The workers process: BullMQ processors and the outbox dispatcher, no HTTP. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.db.driver === 'pglite') {
    console.error(
      'The workers process needs DATABASE_URL (PostgreSQL). With the embedded database, workers run inside the API process (npm start).',
    );
    process.exit(1);
  }
  const database = await openDatabase(config.db);
  const deps = createRuntimeDeps(config, database);
  const running = await startWorkers(deps);
  deps.log.info('workers started');
  const stop = async () => {
    await running.stop();
    await deps.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
