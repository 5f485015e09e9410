import type { AppDeps } from '@isoko/api/deps';
import { deliverSms, smsKey } from '@isoko/api/modules/notifications/service';
import { SmsSendJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `sms.send`: one text per job, idempotent by its key (sms_messages.job_id). Transient gateway
 * failures throw a plain Error so BullMQ retries with backoff; final refusals do not burn retries.
 * Logs name the job, kind and outcome, never the text (it may hold a sign-in code). The
 * gateway is `deps.sms`, built once per process.
 */
export async function processSms(job: Job, deps: AppDeps) {
  if (job.name !== 'send') throw new UnrecoverableError(`SMS_UNKNOWN_JOB ${job.name}`);
  const parsed = SmsSendJob.safeParse(job.data);
  // Bad input never heals; don't burn retries on it.
  if (!parsed.success) throw new UnrecoverableError('SMS_BAD_PAYLOAD');
  const data = parsed.data;
  const result = await deliverSms(deps, deps.sms, smsKey(job.id, data), data);
  if (result.outcome === 'failed') {
    if (result.retryable) throw new Error(`SMS_SEND_FAILED ${result.error}`);
    throw new UnrecoverableError(`SMS_REJECTED ${result.error}`);
  }
  deps.log.debug({ jobId: job.id, kind: data.kind, outcome: result.outcome }, 'sms handled');
  return { outcome: result.outcome };
}

export const smsProcessor: ProcessorDefinition = {
  queue: 'sms',
  concurrency: 4,
  process: (job, deps) => processSms(job, deps),
};
