import { boot } from '@isoko/api/boot';
import { startWorkers } from './start-workers';

/** The workers process: BullMQ processors and the outbox dispatcher, no HTTP. */
const { deps } = await boot({
  http: false,
  needsPostgres:
    'The workers process needs DATABASE_URL (PostgreSQL). With the embedded database, workers run inside the API process (npm start).',
  background: startWorkers,
});
deps.log.info('workers started');
