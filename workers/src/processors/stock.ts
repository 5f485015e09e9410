import type { AppDeps } from '@isoko/api/deps';
import { runStockAnalysis } from '@isoko/api/modules/admin-catalog/stock-report';
import { StockAnalyseJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `stock` queue: `analyse` computes the stock report (out of stock, critical, low, reorder
 * quantities from 30-day sales and the lead time) and stores it as the latest. A rerun replaces it.
 */
export async function processStock(job: Job, deps: Pick<AppDeps, 'db' | 'redis' | 'config'>) {
  if (job.name !== 'analyse') throw new UnrecoverableError(`STOCK_UNKNOWN_JOB ${job.name}`);
  const data = StockAnalyseJob.safeParse(job.data);
  if (!data.success) throw new UnrecoverableError('STOCK_BAD_PAYLOAD');
  const report = await runStockAnalysis(deps, { leadTimeDays: data.data.leadTimeDays });
  return report.summary;
}

export const stockProcessor: ProcessorDefinition = {
  queue: 'stock',
  concurrency: 1,
  process: (job, deps) => processStock(job, deps),
};
