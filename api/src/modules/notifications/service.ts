import { randomUUID } from 'node:crypto';
import { isUuid } from '@isoko/shared/ids';
import type { SmsSendJob } from '@isoko/shared/jobs';
import type { JobsOptions } from 'bullmq';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Queues } from '../../queue/queues';
import { acceptsOptionalSms } from '../customers/service';
import { createAfricasTalkingProvider } from './africastalking';
import { createOutboxSmsProvider } from './outbox-provider';
import type { SmsProvider, SmsSendResult } from './sms-provider';
import { storedBody } from './stored-body';
import { smsMessages } from './tables';

/** Retries with backoff; a sign-in code is worthless after 5 minutes, so it retries briefly. */
export const SMS_JOB_OPTIONS: JobsOptions = { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } };
export const OTP_JOB_OPTIONS: JobsOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 2_000 },
  // The job data holds the code: keep it in Redis no longer than needed.
  removeOnComplete: true,
  removeOnFail: { age: 600 },
};

/** The key that makes a repeat a no-op: the job's dedupe key, else its job id. */
export const smsKey = (jobId: string | undefined, data: Pick<SmsSendJob, 'dedupeKey'>) =>
  data.dedupeKey ?? `job-${jobId ?? randomUUID()}`;

/**
 * Queues a text; the `sms` worker sends it. Never sends inline: a request must not wait on
 * (or fail with) the gateway.
 */
export async function enqueueSms(
  queues: Queues,
  data: SmsSendJob,
  options: { jobId?: string; jobOptions?: JobsOptions } = {},
): Promise<string | undefined> {
  // Custom BullMQ ids may not contain ':' and must not look like integers.
  const jobId = (options.jobId ?? data.dedupeKey ?? `sms-${randomUUID()}`).replace(/:/g, '-');
  return queues.add('sms', 'send', data, { ...(options.jobOptions ?? SMS_JOB_OPTIONS), jobId });
}

/** Whether a text with this dedupe key was already sent or deliberately skipped. */
export async function smsAlreadyHandled(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ status: smsMessages.status })
    .from(smsMessages)
    .where(eq(smsMessages.jobId, key))
    .limit(1);
  return row?.status === 'sent' || row?.status === 'skipped';
}

export function createSmsProvider(deps: Pick<AppDeps, 'config' | 'db' | 'kickOutbox'>): SmsProvider {
  const { sms } = deps.config;
  if (sms.provider === 'africastalking') return createAfricasTalkingProvider(sms.africastalking);
  return createOutboxSmsProvider(deps.db, deps.kickOutbox);
}

/** A claim younger than this belongs to a live worker; an older one to a worker that died mid-send. */
export const SMS_CLAIM_STALE_SECONDS = 120;

/** Thrown when another worker is sending the same text: retried later, by then it is sent or free. */
export class SmsInProgress extends Error {
  constructor() {
    super('SMS_IN_PROGRESS');
  }
}

async function insertClaimed(db: DbOrTx, values: typeof smsMessages.$inferInsert) {
  const [row] = await db
    .insert(smsMessages)
    .values({ ...values, claimedAt: sql`now()` })
    .onConflictDoNothing({ target: smsMessages.jobId })
    .returning();
  return row;
}

/** Takes a failed text (or one whose worker died) for this attempt; one claimant wins. */
async function claim(db: DbOrTx, id: string) {
  const [row] = await db
    .update(smsMessages)
    .set({ status: 'sending', claimedAt: sql`now()` })
    .where(
      and(
        eq(smsMessages.id, id),
        or(
          eq(smsMessages.status, 'failed'),
          and(
            eq(smsMessages.status, 'sending'),
            or(
              isNull(smsMessages.claimedAt),
              lt(smsMessages.claimedAt, sql`now() - make_interval(secs => ${SMS_CLAIM_STALE_SECONDS})`),
            ),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

export type DeliverResult =
  | { outcome: 'sent' | 'skipped' | 'duplicate' }
  | { outcome: 'failed'; retryable: boolean; error: string };

/**
 * Sends one queued text, at most once per key: the sms_messages row (unique job_id) records
 * it, so a retried or repeated job that finds it sent or skipped does nothing. Non-essential
 * texts respect the customer's 'Order updates via SMS' switch and are recorded as skipped.
 */
export async function deliverSms(
  deps: Pick<AppDeps, 'db'>,
  provider: SmsProvider,
  key: string,
  data: SmsSendJob,
): Promise<DeliverResult> {
  const { db } = deps;
  const customerId = data.customerId && isUuid(data.customerId) ? data.customerId : null;
  const [existing] = await db.select().from(smsMessages).where(eq(smsMessages.jobId, key)).limit(1);
  if (existing && (existing.status === 'sent' || existing.status === 'skipped'))
    return { outcome: 'duplicate' };

  const base = {
    jobId: key,
    to: data.to,
    body: storedBody(data.kind, data.message, provider.storesFullText),
    kind: data.kind,
    essential: data.essential,
    customerId,
    provider: provider.name,
  };

  if (
    !data.essential &&
    !(await acceptsOptionalSms(db, { customerId: customerId ?? undefined, phone: data.to }))
  ) {
    if (existing) {
      await db
        .update(smsMessages)
        .set({ status: 'skipped', error: 'SMS updates are off for this customer' })
        .where(eq(smsMessages.id, existing.id));
    } else {
      await db
        .insert(smsMessages)
        .values({ ...base, status: 'skipped', error: 'SMS updates are off for this customer' })
        .onConflictDoNothing({ target: smsMessages.jobId });
    }
    return { outcome: 'skipped' };
  }

  const row = existing
    ? await claim(db, existing.id)
    : await insertClaimed(db, { ...base, status: 'sending' });
  // Another worker holds this text right now (or a parallel job with the same key won the insert).
  if (!row) {
    if (existing?.status === 'sending') throw new SmsInProgress();
    return { outcome: 'duplicate' };
  }

  let result: SmsSendResult;
  try {
    result = await provider.send({
      id: row.id,
      to: data.to,
      body: data.message,
      kind: data.kind,
      createdAt: row.createdAt,
    });
  } catch (error) {
    // Release the claim so the retry can take it at once; the name of the failure only, never the text.
    result = { ok: false, retryable: true, error: `provider error: ${(error as Error)?.name ?? 'unknown'}` };
  }
  if (result.ok) {
    await db
      .update(smsMessages)
      .set({
        status: 'sent',
        providerMessageId: result.providerMessageId,
        attempts: row.attempts + 1,
        error: null,
        sentAt: new Date(),
      })
      .where(eq(smsMessages.id, row.id));
    return { outcome: 'sent' };
  }
  await db
    .update(smsMessages)
    .set({ status: 'failed', attempts: row.attempts + 1, error: result.error.slice(0, 500) })
    .where(eq(smsMessages.id, row.id));
  return { outcome: 'failed', retryable: result.retryable, error: result.error };
}
