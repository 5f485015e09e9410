import type { TryOnStage } from '@isoko/shared/tryon/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { HeightField } from './height-field';
import { MlAnalysis } from './ml-analysis';
import { ProductChoice } from './product-choice';
import { TryOnProgress } from './try-on-progress';
import type { HeightInput } from './use-height-input';
import type { Shot } from './use-photo-capture';

export interface MlPhotoStepProps {
  shot: Shot;
  height: HeightInput;
  productId: string | null;
  /** Kept stable by the caller: the choice pre-selects a garment in an effect that follows it. */
  onProductChange: (id: string) => void;
  onRetake: () => void;
  onTryOn: () => void;
  /** The try-on request is under way, with the stages its job reports. */
  pending: boolean;
  progress: { stage: TryOnStage | null; percent: number };
  error: unknown;
  /** The models' status panel. */
  status: ReactNode;
}

/** Step 3: the photo and what the models found in it, the shopper's height and the garment to try. */
export function MlPhotoStep(p: MlPhotoStepProps) {
  const { t } = useTranslation('tryon');
  return (
    <section className="tryon-grid" aria-labelledby="ml-photo">
      <div className="tryon-panel">
        <h2 id="ml-photo">{t('ml.photoTitle')}</h2>
        <div className="tryon-result-image">
          <img src={p.shot.url} alt={t('photo.preview')} />
          <span className="tryon-badge">{t('ml.analyzed')}</span>
        </div>
        <button type="button" className="btn btn-outline" onClick={p.onRetake}>
          {t('ml.retake')}
        </button>
        <MlAnalysis measurements={p.shot.analysis.measurements} />
      </div>
      <div className="tryon-panel">
        <HeightField input={p.height} />
        <ProductChoice value={p.productId} onChange={p.onProductChange} />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!p.productId || p.pending}
          onClick={p.onTryOn}
        >
          {p.pending ? t('processing') : t('ml.tryOnNow')}
        </button>
        {p.pending && <TryOnProgress stage={p.progress.stage} percent={p.progress.percent} />}
        <ErrorBanner error={p.error} />
        {p.status}
      </div>
    </section>
  );
}
