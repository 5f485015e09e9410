import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from './photo-picker';
import type { useCamera } from './use-camera';
import type { PhotoCapture } from './use-photo-capture';

const INSTRUCTION_KEYS = ['distance', 'light', 'pose'] as const;

export interface MlCameraStepProps {
  camera: ReturnType<typeof useCamera>;
  photo: PhotoCapture;
  onBack: () => void;
  /** The models' status panel. */
  status: ReactNode;
}

/**
 * Step 2: the camera's live preview and the capture button, or a photo upload when there is no
 * camera; the capture's progress, and tips for a good photo.
 */
export function MlCameraStep({ camera, photo, onBack, status }: MlCameraStepProps) {
  const { t } = useTranslation('tryon');
  return (
    <section className="tryon-grid" aria-labelledby="ml-camera">
      <div className="tryon-panel">
        <h2 id="ml-camera">{t('ml.cameraTitle')}</h2>
        {camera.state === 'unavailable' ? (
          <>
            <p className="alert alert-info">{t('ml.noCamera')}</p>
            <PhotoPicker file={null} onPick={photo.upload} label={t('ml.uploadInstead')} />
          </>
        ) : (
          <div className="tryon-photo">
            {/* A live preview of the shopper; there is nothing to caption. */}
            <video ref={camera.videoRef} muted playsInline aria-label={t('ml.preview')} />
          </div>
        )}
        <div className="tryon-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={photo.capturing || camera.state !== 'on'}
            onClick={photo.capture}
          >
            {photo.capturing ? t('processing') : t('ml.capture')}
          </button>
          <button type="button" className="btn btn-outline" onClick={onBack}>
            {t('back')}
          </button>
        </div>
        <div className="tryon-progress" data-testid="capture-progress">
          <progress max={100} value={photo.progress} aria-label={t('progressLabel')} />
          <span>{photo.progress}%</span>
        </div>
        {photo.nobody && (
          <p className="alert alert-error" role="alert">
            {t('ml.nobody')}
          </p>
        )}
        <h3>{t('ml.instructionsTitle')}</h3>
        <ul className="tryon-list">
          {INSTRUCTION_KEYS.map((k) => (
            <li key={k}>{t(`ml.instructions.${k}`)}</li>
          ))}
        </ul>
      </div>
      {status}
    </section>
  );
}
