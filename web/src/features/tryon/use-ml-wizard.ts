import { useState } from 'react';
import { useCamera } from './use-camera';
import { useHeightInput } from './use-height-input';
import { useMlModels } from './use-ml-models';
import { useMlTryOn } from './use-ml-try-on';
import { usePhotoCapture } from './use-photo-capture';
import { useTryOnProgress } from './use-tryon-progress';

/** How long the capture and the try-on took, in milliseconds, for the status panel. */
export interface MlTiming {
  captureMs: number | null;
  resultMs: number | null;
}

const NO_TIMING: MlTiming = { captureMs: null, resultMs: null };

/**
 * The AI try-on wizard's state and its moves between steps: the models, the camera and photo,
 * the shopper's height and garment, the try-on request and how long each part took.
 */
export function useMlWizard() {
  const [step, setStep] = useState(1);
  const { models, failed: modelsFailed } = useMlModels();
  const [productId, setProductId] = useState<string | null>(null);
  const height = useHeightInput();
  const [timing, setTiming] = useState<MlTiming>(NO_TIMING);
  const camera = useCamera();
  const { requestId, progress, reset: resetProgress } = useTryOnProgress();
  // A photo with someone in it moves on to step 3; the camera is no longer needed.
  const photo = usePhotoCapture(models, camera.videoRef, (startedAt) => {
    camera.stop();
    setStep(3);
    setTiming({ captureMs: Math.round(performance.now() - startedAt), resultMs: null });
  });
  const tryOn = useMlTryOn({
    shot: photo.shot,
    productId,
    height: height.height,
    requestId,
    onSuccess: (startedAt) => {
      setStep(4);
      setTiming((s) => ({ ...s, resultMs: Math.round(performance.now() - startedAt) }));
    },
  });

  const startCamera = async () => {
    setStep(2);
    await camera.start();
  };
  const backToWelcome = () => {
    camera.stop();
    setStep(1);
  };
  // The height field shows its own message when the height typed is wrong.
  const handleTryOn = () => {
    if (height.check()) tryOn.mutate();
  };
  const tryAnother = () => {
    camera.stop();
    photo.reset();
    setProductId(null);
    height.reset();
    setTiming(NO_TIMING);
    tryOn.reset();
    resetProgress();
    setStep(1);
  };

  return {
    step,
    models,
    modelsFailed,
    camera,
    photo,
    height,
    productId,
    setProductId,
    tryOn,
    progress,
    timing,
    startCamera,
    backToWelcome,
    handleTryOn,
    tryAnother,
  };
}
