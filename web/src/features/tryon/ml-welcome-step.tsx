import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from './photo-picker';

const WELCOME_KEYS = ['photo', 'analyse', 'choose', 'results'] as const;

export interface MlWelcomeStepProps {
  /** The models have loaded: the camera and the upload may start. */
  ready: boolean;
  /** The models could not load. */
  failed: boolean;
  onStartCamera: () => void;
  onUpload: (file: File) => void;
  /** The models' status panel. */
  status: ReactNode;
}

/** Step 1: what the wizard does, with Start Camera (or a photo upload) once the models are ready. */
export function MlWelcomeStep({ ready, failed, onStartCamera, onUpload, status }: MlWelcomeStepProps) {
  const { t } = useTranslation('tryon');
  return (
    <section className="tryon-grid" aria-labelledby="ml-title">
      <div className="tryon-panel">
        <h1 id="ml-title">{t('ml.title')}</h1>
        <p className="tryon-lead">{t('ml.lead')}</p>
        <ol className="tryon-list">
          {WELCOME_KEYS.map((k) => (
            <li key={k}>{t(`ml.welcome.${k}`)}</li>
          ))}
        </ol>
        <button type="button" className="btn btn-primary" disabled={!ready} onClick={onStartCamera}>
          {ready ? t('ml.startCamera') : failed ? t('ml.status.failed') : t('ml.loadingModels')}
        </button>
        {ready && <PhotoPicker file={null} onPick={onUpload} label={t('ml.uploadInstead')} />}
      </div>
      {status}
    </section>
  );
}
