import { JobProgress } from '@isoko/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveRoom } from '../../realtime/use-live-room';
import { adminProductKeys, useBulkSeo } from './queries';

export interface BulkSeoJob {
  jobId: string;
  count: number;
  /** 0 to 100, as the job reports it. */
  progress: number;
  done: boolean;
}

/**
 * Starts the bulk search-engine text job and follows its progress live in the `admins` room;
 * when it reaches 100 the product list is fetched again to show the new titles.
 */
export function useBulkSeoJob() {
  const client = useQueryClient();
  const start = useBulkSeo();
  const [job, setJob] = useState<BulkSeoJob | null>(null);

  useLiveRoom(job && !job.done ? 'admins' : undefined, ['job:progress'], (payload) => {
    const event = JobProgress.safeParse(payload);
    if (!event.success) return;
    setJob((current) => {
      if (!current || current.jobId !== event.data.jobId) return current;
      const done = event.data.progress >= 100;
      if (done) void client.invalidateQueries({ queryKey: adminProductKeys.lists() });
      return { ...current, progress: Math.max(current.progress, event.data.progress), done };
    });
  });

  const run = async (productIds: readonly string[]) => {
    const started = await start.mutateAsync(productIds);
    if (started.done) void client.invalidateQueries({ queryKey: adminProductKeys.lists() });
    setJob({
      jobId: started.jobId,
      count: started.updated ?? productIds.length,
      progress: started.done ? 100 : 0,
      done: started.done,
    });
  };

  return { job, run, error: start.error, starting: start.isPending, dismiss: () => setJob(null) };
}
