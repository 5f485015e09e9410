import type { TryOnResult } from '@isoko/shared/tryon/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AiStatus } from './ai-status';
import { MlCameraStep } from './ml-camera-step';
import { MlPhotoStep } from './ml-photo-step';
import { MlWelcomeStep } from './ml-welcome-step';
import { ResultPanel } from './result-panel';
import { StepDots } from './step-dots';
import { useMlWizard } from './use-ml-wizard';

/**
 * The AI try-on wizard: 1 welcome (Start Camera once the models are ready), 2 camera and
 * capture, 3 what the models found, the shopper's height (optional) and the garment to try,
 * 4 the result.
 */
export function MlWizard() {
  const wizard = useMlWizard();
  const { step, models, modelsFailed, photo, tryOn, timing } = wizard;

  const status = (
    <AiStatus
      ready={!!models}
      failed={modelsFailed}
      backend={models?.backend ?? null}
      loadMs={models?.loadMs ?? null}
      keypoints={photo.shot?.analysis.keypoints ?? null}
      captureMs={timing.captureMs}
      resultMs={timing.resultMs}
    />
  );

  return (
    <div className="container tryon">
      <StepDots count={4} current={step} />
      {step === 1 && (
        <MlWelcomeStep
          ready={!!models}
          failed={modelsFailed}
          onStartCamera={wizard.startCamera}
          onUpload={photo.upload}
          status={status}
        />
      )}
      {step === 2 && (
        <MlCameraStep camera={wizard.camera} photo={photo} onBack={wizard.backToWelcome} status={status} />
      )}
      {step === 3 && photo.shot && (
        <MlPhotoStep
          shot={photo.shot}
          height={wizard.height}
          productId={wizard.productId}
          onProductChange={wizard.setProductId}
          onRetake={wizard.startCamera}
          onTryOn={wizard.handleTryOn}
          pending={tryOn.isPending}
          progress={wizard.progress}
          error={tryOn.error}
          status={status}
        />
      )}
      {step === 4 && tryOn.data && (
        <MlResultStep result={tryOn.data} onTryAnother={wizard.tryAnother} status={status} />
      )}
    </div>
  );
}

interface MlResultStepProps {
  result: TryOnResult;
  onTryAnother: () => void;
  /** The models' status panel. */
  status: ReactNode;
}

/** Step 4: the try-on's result, and a way to start again with another photo. */
function MlResultStep({ result, onTryAnother, status }: MlResultStepProps) {
  const { t } = useTranslation('tryon');
  return (
    <>
      <ResultPanel result={result} title={t('ml.resultsTitle')} />
      {status}
      <button type="button" className="btn btn-outline" onClick={onTryAnother}>
        {t('tryAnother')}
      </button>
    </>
  );
}
