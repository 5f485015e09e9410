import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { acquireRedisLock } from '../../lib/redis-lock';
import { cancelAbandonedOrders } from '../fulfilment/abandoned-orders';
import type { MomoClient } from './momo-client';
import { reconcilePayment } from './reconcile';
import { ordersWithLivePayment } from './service';
import { payments } from './tables';

/** MoMo allows about ten status checks a second: the sweep spaces its checks by this much. */
export const STATUS_CHECK_SPACING_MS = 110;
/** A pending attempt is checked again after this long. */
export const RECHECK_AFTER_MS = 8_000;
/** Expired attempts are still asked about (a late approval) this often, for a day. */
export const LATE_RECHECK_AFTER_MS = 5 * 60_000;
export const LATE_WINDOW_MS = 24 * 3600_000;
/** Longer than any sweep; frees the lock if a worker dies mid-sweep. */
const SWEEP_LOCK_MS = 60_000;

export interface SweepResult {
  checked: number;
  settled: number;
  cancelled: number;
  errors: number;
}

/** Pending attempts not checked lately or overdue, then recently expired ones; least recently checked first. */
async function duePaymentIds(db: DbOrTx, now: Date, budget: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      or(
        and(
          eq(payments.status, 'pending'),
          or(
            isNull(payments.lastCheckedAt),
            lt(payments.lastCheckedAt, new Date(now.getTime() - RECHECK_AFTER_MS)),
            lt(payments.expiresAt, now),
          ),
        ),
        and(
          eq(payments.status, 'expired'),
          sql`${payments.expiresAt} > ${new Date(now.getTime() - LATE_WINDOW_MS)}`,
          or(
            isNull(payments.lastCheckedAt),
            lt(payments.lastCheckedAt, new Date(now.getTime() - LATE_RECHECK_AFTER_MS)),
          ),
        ),
      ),
    )
    .orderBy(
      sql`${payments.status} desc`,
      asc(sql`coalesce(${payments.lastCheckedAt}, ${payments.createdAt})`),
    )
    .limit(budget);
  return rows.map((r) => r.id);
}

/**
 * `payments.sweep` (every 10 s): checks pending attempts (least recently checked first), expires
 * the overdue, asks about recently expired ones, and cancels orders whose retry grace ran out.
 * A Redis lock keeps one sweep at a time across worker processes, so the rate limit holds.
 */
export async function sweepPayments(
  deps: AppDeps,
  options: { budget?: number; spacingMs?: number; client?: MomoClient; now?: Date } = {},
): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, settled: 0, cancelled: 0, errors: 0 };
  const lock = await acquireRedisLock(
    deps.redis,
    `${deps.config.redis.prefix}:payments:sweep-lock`,
    SWEEP_LOCK_MS,
  );
  if (!lock) return result;
  try {
    const now = options.now ?? new Date();
    const spacing = options.spacingMs ?? STATUS_CHECK_SPACING_MS;
    let last = 0;
    for (const id of await duePaymentIds(deps.db, now, options.budget ?? 80)) {
      const wait = last + spacing - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      last = Date.now();
      result.checked += 1;
      try {
        if ((await reconcilePayment(deps, id, options.client)) === 'settled') result.settled += 1;
      } catch (error) {
        result.errors += 1;
        deps.log.warn({ paymentId: id, err: (error as Error).message }, 'payment status check failed');
      }
    }
    result.cancelled = await cancelAbandonedOrders(deps, { now, livePayments: ordersWithLivePayment });
  } finally {
    await lock.release();
  }
  return result;
}
