import type { ArticleTopic, GeneratedContent } from '@isoko/shared/content/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { JobProgress } from '@isoko/shared/realtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLiveRoom } from '../../realtime/use-live-room';
import { generationJobQuery, useGenerateArticle } from './queries';

export interface GenerationProgress {
  progress: number;
  stage: string;
}

/**
 * Runs the article generator: the request waits for the job while its stages arrive live as
 * `job:progress` (queue `articles`) in the admins room; when the server stops waiting first,
 * the job is followed by its id until it ends.
 */
export function useArticleGeneration() {
  const generate = useGenerateArticle();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [content, setContent] = useState<GeneratedContent | null>(null);
  const [followJob, setFollowJob] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  // The first job this screen hears about while generating is ours: only one runs at a time here.
  const jobRef = useRef<string | null>(null);

  const active = generate.isPending || followJob !== null;
  useLiveRoom(active ? 'admins' : undefined, ['job:progress'], (payload) => {
    const event = JobProgress.safeParse(payload);
    if (!event.success || event.data.queue !== 'articles') return;
    jobRef.current ??= event.data.jobId;
    if (jobRef.current !== event.data.jobId) return;
    setProgress((p) =>
      p && p.progress > event.data.progress
        ? p
        : { progress: event.data.progress, stage: event.data.stage ?? '' },
    );
  });

  const followed = useQuery({
    ...generationJobQuery(followJob ?? ''),
    enabled: followJob !== null,
    refetchInterval: (q) => (q.state.data?.done ? false : 2000),
  });
  useEffect(() => {
    if (followed.data?.done && followed.data.content) {
      setContent(followed.data.content);
      setProgress({ progress: 100, stage: 'done' });
      setFollowJob(null);
    }
    if (followed.error) {
      setFailed(followed.error);
      setFollowJob(null);
    }
  }, [followed.data, followed.error]);

  const run = async (topic: ArticleTopic, language: ShopLanguage): Promise<boolean> => {
    jobRef.current = null;
    setContent(null);
    setFailed(null);
    setProgress({ progress: 0, stage: 'queued' });
    try {
      const answer = await generate.mutateAsync({ topic, language });
      jobRef.current = answer.jobId;
      if (answer.done && answer.content) {
        setContent(answer.content);
        setProgress({ progress: 100, stage: 'done' });
      } else setFollowJob(answer.jobId);
      return true;
    } catch (err) {
      setFailed(err);
      setProgress(null);
      return false;
    }
  };

  return { run, content, setContent, progress, running: active, failed };
}
