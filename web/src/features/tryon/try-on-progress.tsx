import type { TryOnStage } from '@isoko/shared/tryon/schema';
import { useTranslation } from 'react-i18next';

/** The analysis job's progress: its stage in words and a bar with the percentage. */
export function TryOnProgress({ stage, percent }: { stage: TryOnStage | null; percent: number }) {
  const { t } = useTranslation('tryon');
  return (
    <div className="tryon-progress" role="status" data-testid="tryon-progress">
      <span>{stage ? t(`stage.${stage}`) : t('stage.waiting')}</span>
      <progress max={100} value={percent} aria-label={t('progressLabel')} />
      <span>{percent}%</span>
    </div>
  );
}
