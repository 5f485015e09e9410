import type { Emitter } from '@socket.io/redis-emitter';
import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Db, queryRows } from '../../db/client';
import type { Queues } from '../../queue/queues';
import { type CheckedDelivery, checkDeliveries } from './deliveries';
import { outboxEvents } from './tables';

export interface DispatcherDeps {
  db: Db;
  /** Untyped on purpose: payloads are checked against the shared schemas just before emitting. */
  emitter: Emitter;
  queues: Queues;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Subscriber connection for kicks from other processes (optional). */
  subscriber?: Redis;
  kickChannel?: string;
  /** The shortest wait between two claims: when events are due but another dispatcher holds them, or after an error. */
  pollMs?: number;
  /**
   * The longest wait while nothing is due. A kick ends it at once, so it is only the safety net
   * for an event whose kick was lost; a failed delivery is retried when due, not after it.
   */
  idlePollMs?: number;
  batchSize?: number;
}

const MAX_BACKOFF_SECONDS = 60;
const DEFAULT_POLL_MS = 1000;
const DEFAULT_IDLE_POLL_MS = 30_000;

/**
 * Delivers outbox events after commit, at least once each. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several dispatchers (one per worker process) share the work.
 * A kick (local call or Redis message) wakes it at once. Between kicks it sleeps until the
 * next failed delivery is due for its retry, or at most `idlePollMs`: polling only catches what
 * a lost kick missed, so an idle shop does not keep the database busy. It also looks at start
 * (events written while no dispatcher ran) and each time its Redis subscriber reconnects (kicks
 * sent while it was away are lost). An event whose payload breaks its shared schema never
 * heals: it is logged and dead-lettered (dead_at) instead of retried.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopped = true;
  private idle: Promise<void> = Promise.resolve();
  private readonly onMessage = (channel: string) => {
    if (channel === this.deps.kickChannel) this.kick();
  };
  // ioredis subscribes again on reconnect; kicks published in between never arrive, so look.
  private readonly onReconnect = () => this.kick();

  constructor(private readonly deps: DispatcherDeps) {}

  async start(): Promise<void> {
    this.stopped = false;
    const { subscriber, kickChannel } = this.deps;
    if (subscriber && kickChannel) {
      await subscriber.subscribe(kickChannel);
      subscriber.on('message', this.onMessage);
      subscriber.on('ready', this.onReconnect);
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const { subscriber, kickChannel } = this.deps;
    if (subscriber && kickChannel) {
      subscriber.off('message', this.onMessage);
      subscriber.off('ready', this.onReconnect);
      await subscriber.unsubscribe(kickChannel).catch(() => {});
    }
    await this.idle;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), ms);
  }

  private async loop() {
    if (this.running || this.stopped) return;
    this.running = true;
    let release!: () => void;
    this.idle = new Promise((r) => {
      release = r;
    });
    const pollMs = this.deps.pollMs ?? DEFAULT_POLL_MS;
    let wait = pollMs;
    try {
      // A kick that comes in while this runs may be for an event the last claim did not see
      // yet, so the loop claims again instead of going to sleep.
      do {
        this.again = false;
        let n: number;
        do {
          n = await this.dispatchBatch();
        } while (n > 0 && !this.stopped);
        wait = await this.waitBeforeNextPoll();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.deps.log.error({ err: error }, 'outbox dispatch failed');
      wait = pollMs;
    } finally {
      this.running = false;
      release();
      this.schedule(wait);
    }
  }

  /**
   * How long to sleep once nothing is claimable: until the earliest pending event is due (a
   * retry after a failed delivery), never less than `pollMs` (due rows another dispatcher holds
   * right now) and never more than `idlePollMs`. The database's clock decides, as it set the time.
   */
  private async waitBeforeNextPoll(): Promise<number> {
    const { db, pollMs = DEFAULT_POLL_MS, idlePollMs = DEFAULT_IDLE_POLL_MS } = this.deps;
    const [next] = await db
      .select({
        dueInMs: sql<string | null>`extract(epoch from min(${outboxEvents.availableAt}) - now()) * 1000`,
      })
      .from(outboxEvents)
      .where(and(isNull(outboxEvents.dispatchedAt), isNull(outboxEvents.deadAt)));
    if (next?.dueInMs == null) return Math.max(idlePollMs, pollMs);
    return Math.min(Math.max(Math.ceil(Number(next.dueInMs)), pollMs), Math.max(idlePollMs, pollMs));
  }

  /** Claims and delivers one batch; returns how many events were handled. */
  async dispatchBatch(): Promise<number> {
    const { db, batchSize = 100 } = this.deps;
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboxEvents)
        .where(
          and(
            isNull(outboxEvents.dispatchedAt),
            isNull(outboxEvents.deadAt),
            lte(outboxEvents.availableAt, sql`now()`),
          ),
        )
        .orderBy(asc(outboxEvents.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      // Deliver the whole batch first, then mark it done in one statement: a burst of events
      // must not wait on a database round trip between each delivery.
      const delivered: number[] = [];
      for (const row of rows) {
        const checked = checkDeliveries(row.deliveries);
        if (!checked.ok) {
          this.deps.log.error(
            { eventId: row.id, type: row.type, reason: checked.reason },
            'outbox event has a bad delivery; dead-lettered',
          );
          await tx
            .update(outboxEvents)
            .set({ deadAt: sql`now()`, attempts: row.attempts + 1, lastError: checked.reason })
            .where(sql`${outboxEvents.id} = ${row.id}`);
          continue;
        }
        try {
          await this.deliver(row.id, checked.deliveries);
          delivered.push(row.id);
        } catch (error) {
          const attempts = row.attempts + 1;
          const backoff = Math.min(2 ** attempts, MAX_BACKOFF_SECONDS);
          this.deps.log.warn({ err: error, eventId: row.id, attempts }, 'outbox delivery failed; will retry');
          await tx
            .update(outboxEvents)
            .set({
              attempts,
              lastError: String((error as Error)?.message ?? error).slice(0, 500),
              availableAt: sql`now() + make_interval(secs => ${backoff})`,
            })
            .where(sql`${outboxEvents.id} = ${row.id}`);
        }
      }
      if (delivered.length) {
        await tx
          .update(outboxEvents)
          .set({ dispatchedAt: sql`now()`, attempts: sql`${outboxEvents.attempts} + 1`, lastError: null })
          .where(inArray(outboxEvents.id, delivered));
      }
      return rows.length;
    });
  }

  private async deliver(eventId: number, deliveries: CheckedDelivery[]) {
    for (const [index, d] of deliveries.entries()) {
      if (d.kind === 'socket') {
        if (d.rooms.length) this.deps.emitter.to(d.rooms).emit(d.event, d.data);
      } else {
        // The payload was parsed against its job's schema above. The job id makes a
        // redelivery of the same event a no-op in BullMQ.
        await this.deps.queues.get(d.queue).add(d.name, d.data, {
          jobId: `outbox-${eventId}-${index}`,
          ...(d.delayMs ? { delay: d.delayMs } : {}),
        });
      }
    }
  }
}

export async function pendingOutboxCount(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from outbox_events where dispatched_at is null and dead_at is null`,
  );
  return Number(rows[0]?.n ?? 0);
}
