import {
  type JobData,
  type JobName,
  jobPayloadSchema,
  QUEUE_NAMES,
  type QueueName,
} from '@isoko/shared/jobs';
import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { unavailableDependency } from '../lib/unavailable';

export interface Queues {
  add<Q extends QueueName, N extends JobName<Q>>(
    queue: Q,
    name: N,
    data: JobData<Q, N>,
    opts?: JobsOptions,
  ): Promise<string | undefined>;
  get(queue: QueueName): Queue;
  /**
   * Drops the queue object, so the next `get` starts a fresh one. A queue whose first command
   * failed (Redis silent while it started) keeps that failure for good; its jobs are in Redis.
   */
  reset(queue: QueueName): void;
  counts(): Promise<Record<string, { waiting: number; active: number; failed: number; delayed: number }>>;
  close(): Promise<void>;
}

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * The longest a request waits to queue a job, unless the caller sets its own. Callers that must
 * not lose the job write it to the outbox in their transaction instead, and the dispatcher queues
 * it once Redis answers again.
 */
export const QUEUE_ADD_TIMEOUT_MS = 800;

const queueUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Our job queue is not answering right now. Please try again in a moment.',
  );

/** The typed queue registry: every payload is checked against its shared schema before it is queued. */
export function createQueues(connection: Redis, prefix: string, addTimeoutMs = QUEUE_ADD_TIMEOUT_MS): Queues {
  const queues = new Map<QueueName, Queue>();
  const get = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix: `${prefix}:bull`, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      q.on('error', () => {});
      queues.set(name, q);
    }
    return q;
  };
  const forget = (name: QueueName) => {
    const q = queues.get(name);
    if (!q) return;
    queues.delete(name);
    // The shared connection stays open: a queue given a connection never closes it.
    void q.close().catch(() => {});
  };
  return {
    get,
    reset: forget,
    async add(queue, name, data, opts) {
      const schema = jobPayloadSchema(queue, name);
      if (!schema) throw new Error(`Unknown job ${queue}.${String(name)}`);
      const payload = schema.parse(data);
      // Not connected: say so at once rather than queue the command behind a reconnect.
      if (connection.status !== 'ready') throw queueUnavailable();
      let timer: NodeJS.Timeout | undefined;
      try {
        const job = await Promise.race([
          get(queue).add(name, payload, opts),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(queueUnavailable()), addTimeoutMs);
          }),
        ]);
        return job.id;
      } catch (error) {
        if (error instanceof AppError || unavailableDependency(error)) {
          // A queue whose first command failed (Redis silent while it started) keeps that failure
          // for good: every later job would be refused too. The next job starts a fresh queue
          // object; the jobs already queued are in Redis, not in it.
          forget(queue);
          throw queueUnavailable();
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async counts() {
      const entries = await Promise.all(
        QUEUE_NAMES.map(async (name) => {
          const c = await get(name).getJobCounts('waiting', 'active', 'failed', 'delayed');
          return [
            name,
            {
              waiting: c.waiting ?? 0,
              active: c.active ?? 0,
              failed: c.failed ?? 0,
              delayed: c.delayed ?? 0,
            },
          ] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
    },
  };
}
