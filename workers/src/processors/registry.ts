import type { AppDeps } from '@isoko/api/deps';
import type { QueueName } from '@isoko/shared/jobs';
import type { Job } from 'bullmq';
import { analyticsProcessor } from './analytics';
import { articlesProcessor } from './articles';
import { paymentsProcessor } from './payments';
import { retentionProcessor } from './retention';
import { seoProcessor } from './seo';
import { smsProcessor } from './sms';
import { stockProcessor } from './stock';
import { tryOnProcessor } from './tryon';

/** One BullMQ processor: which queue it serves and how it handles each job. */
export interface ProcessorDefinition {
  queue: QueueName;
  concurrency?: number;
  process(job: Job, deps: AppDeps): Promise<unknown>;
}

/**
 * Every processor of the workers process, one line each. A processor file exports its
 * definition; add it here. Jobs of one queue with different names go to the same processor,
 * which switches on job.name.
 */
export const PROCESSORS: ProcessorDefinition[] = [
  smsProcessor,
  articlesProcessor,
  paymentsProcessor,
  retentionProcessor,
  seoProcessor,
  stockProcessor,
  tryOnProcessor,
  analyticsProcessor,
];
