import type { AppDeps } from '@isoko/api/deps';
import { outboxKickChannel } from '@isoko/api/deps';
import { createRedis } from '@isoko/api/lib/redis';
import { OutboxDispatcher } from '@isoko/api/modules/outbox/dispatcher';
import { createSocketEmitter } from '@isoko/api/realtime/socket-emitter';
import { type Job, Worker } from 'bullmq';
import { PROCESSORS } from './processors/registry';
import { startSchedules } from './schedules';

export interface RunningWorkers {
  dispatcher: OutboxDispatcher;
  workers: Worker[];
  stop(): Promise<void>;
}

/**
 * Starts every BullMQ processor and the outbox dispatcher with the given dependencies. Used by
 * the workers process and, with PGlite (one process only), inside the API process.
 */
export async function startWorkers(deps: AppDeps): Promise<RunningWorkers> {
  const { config, log } = deps;
  const connection = createRedis(config.redis.url, 'isoko-workers');
  const subscriber = createRedis(config.redis.url, 'isoko-outbox-sub');
  const dispatcher = new OutboxDispatcher({
    db: deps.db,
    queues: deps.queues,
    emitter: createSocketEmitter(connection, config.redis.prefix, (err) =>
      log.warn({ err }, 'live update not published'),
    ),
    log,
    subscriber,
    kickChannel: outboxKickChannel(config.redis.prefix),
    // Kicks wake it at once; idle, it looks for an event whose kick was lost twice a minute.
    pollMs: 1000,
    idlePollMs: 30_000,
  });
  await dispatcher.start();

  const byQueue = new Map<string, (typeof PROCESSORS)[number]>();
  for (const p of PROCESSORS) byQueue.set(p.queue, p);
  const workers = [...byQueue.values()].map((p) => {
    const worker = new Worker(p.queue, (job: Job) => p.process(job, deps), {
      connection,
      prefix: `${config.redis.prefix}:bull`,
      concurrency: p.concurrency ?? 4,
    });
    worker.on('failed', (job, err) =>
      log.warn({ queue: p.queue, job: job?.name, jobId: job?.id, err: err.message }, 'job failed'),
    );
    worker.on('error', (err) => log.error({ err }, 'worker error'));
    return worker;
  });
  const schedules = await startSchedules(deps);

  return {
    dispatcher,
    workers,
    async stop() {
      await schedules.stop();
      await Promise.all(workers.map((w) => w.close()));
      await dispatcher.stop();
      subscriber.disconnect();
      connection.disconnect();
    },
  };
}
