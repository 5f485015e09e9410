import type { TryOnResult } from '@isoko/shared/tryon/schema';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { AiStatus } from './ai-status';
import { HeightField } from './height-field';
import { bodyTypeFromPhoto, MlAnalysis } from './ml-analysis';
import {
  analysePicture,
  dataUrlOf,
  imageOf,
  type LoadedModels,
  loadModels,
  type PhotoAnalysis,
  toCanvas,
} from './models';
import { PhotoPicker } from './photo-picker';
import { ProductChoice } from './product-choice';
import { postTryOn } from './queries';
import { ResultPanel } from './result-panel';
import { StepDots } from './step-dots';
import { TryOnProgress } from './try-on-progress';
import { useCamera } from './use-camera';
import { useHeightInput } from './use-height-input';
import { useTryOnProgress } from './use-tryon-progress';

const INSTRUCTION_KEYS = ['distance', 'light', 'pose'] as const;
const WELCOME_KEYS = ['photo', 'analyse', 'choose', 'results'] as const;

interface Shot {
  photo: Blob;
  url: string;
  analysis: PhotoAnalysis;
}

const jpegOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no frame'))), 'image/jpeg', 0.92),
  );

/**
 * The AI try-on wizard: 1 welcome (Start Camera once the models are ready), 2 camera and
 * capture, 3 what the models found, the shopper's height (optional) and the garment to try,
 * 4 the result.
 */
export function MlWizard() {
  const { t } = useTranslation('tryon');
  const [step, setStep] = useState(1);
  const [models, setModels] = useState<LoadedModels | null>(null);
  const [modelsFailed, setModelsFailed] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [captureProgress, setCaptureProgress] = useState(0);
  const [shot, setShot] = useState<Shot | null>(null);
  const [nobody, setNobody] = useState(false);
  const [productId, setProductId] = useState<string | null>(null);
  const height = useHeightInput();
  const [timing, setTiming] = useState<{ captureMs: number | null; resultMs: number | null }>({
    captureMs: null,
    resultMs: null,
  });
  const camera = useCamera();
  const { requestId, progress, reset: resetProgress } = useTryOnProgress();
  const tryOnStarted = useRef(0);

  useEffect(() => {
    let current = true;
    loadModels().then(
      (loaded) => current && setModels(loaded),
      (error) => {
        console.warn('try-on: the models did not load', error);
        if (current) setModelsFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  const analyse = async (canvas: HTMLCanvasElement, started: number, photo?: Blob) => {
    if (!models) return;
    setCaptureProgress(40);
    const jpeg = photo ?? (await jpegOf(canvas));
    setCaptureProgress(60);
    const analysis = await analysePicture(models, canvas);
    setCaptureProgress(80);
    if (analysis.keypoints === 0 && !analysis.faceFound) {
      setNobody(true);
      return;
    }
    setCaptureProgress(100);
    setNobody(false);
    setShot({ photo: jpeg, url: URL.createObjectURL(jpeg), analysis });
    camera.stop();
    setStep(3);
    setTiming({ captureMs: Math.round(performance.now() - started), resultMs: null });
  };

  const capture = async () => {
    const video = camera.videoRef.current;
    if (!video || !models || capturing) return;
    const started = performance.now();
    setCapturing(true);
    setCaptureProgress(0);
    try {
      const canvas = toCanvas(video, video.videoWidth, video.videoHeight);
      setCaptureProgress(20);
      await analyse(canvas, started);
    } catch (error) {
      console.warn('try-on: capture failed', error);
    } finally {
      setCapturing(false);
    }
  };

  const upload = async (file: File) => {
    if (!models) return;
    const started = performance.now();
    setCapturing(true);
    try {
      const img = await imageOf(file);
      setCaptureProgress(20);
      await analyse(toCanvas(img, img.naturalWidth, img.naturalHeight), started, file);
    } catch (error) {
      console.warn('try-on: the photo could not be read', error);
    } finally {
      setCapturing(false);
    }
  };

  const tryOn = useMutation({
    mutationFn: async (): Promise<TryOnResult> => {
      const m = (shot as Shot).analysis.measurements;
      tryOnStarted.current = performance.now();
      return postTryOn({
        userImage: await dataUrlOf((shot as Shot).photo),
        bodyType: bodyTypeFromPhoto(m),
        // Without a face the skin tone is unknown; the middle tone keeps the colour advice neutral.
        skinTone: m.skinTone ?? 'medium',
        preferences: { style: 'modern', occasion: 'casual' },
        productId: productId as string,
        measurements: m,
        height: height.height,
        requestId,
      });
    },
    onSuccess: () => {
      setStep(4);
      setTiming((s) => ({ ...s, resultMs: Math.round(performance.now() - tryOnStarted.current) }));
    },
  });

  const startCamera = async () => {
    setStep(2);
    await camera.start();
  };

  const tryAnother = () => {
    camera.stop();
    setShot(null);
    setProductId(null);
    height.reset();
    setCaptureProgress(0);
    setNobody(false);
    setTiming({ captureMs: null, resultMs: null });
    tryOn.reset();
    resetProgress();
    setStep(1);
  };

  const status = (
    <AiStatus
      ready={!!models}
      failed={modelsFailed}
      backend={models?.backend ?? null}
      loadMs={models?.loadMs ?? null}
      keypoints={shot?.analysis.keypoints ?? null}
      captureMs={timing.captureMs}
      resultMs={timing.resultMs}
    />
  );

  return (
    <div className="container tryon">
      <StepDots count={4} current={step} />
      {step === 1 && (
        <section className="tryon-grid" aria-labelledby="ml-title">
          <div className="tryon-panel">
            <h1 id="ml-title">{t('ml.title')}</h1>
            <p className="tryon-lead">{t('ml.lead')}</p>
            <ol className="tryon-list">
              {WELCOME_KEYS.map((k) => (
                <li key={k}>{t(`ml.welcome.${k}`)}</li>
              ))}
            </ol>
            <button type="button" className="btn btn-primary" disabled={!models} onClick={startCamera}>
              {models ? t('ml.startCamera') : modelsFailed ? t('ml.status.failed') : t('ml.loadingModels')}
            </button>
            {models && <PhotoPicker file={null} onPick={upload} label={t('ml.uploadInstead')} />}
          </div>
          {status}
        </section>
      )}
      {step === 2 && (
        <section className="tryon-grid" aria-labelledby="ml-camera">
          <div className="tryon-panel">
            <h2 id="ml-camera">{t('ml.cameraTitle')}</h2>
            {camera.state === 'unavailable' ? (
              <>
                <p className="alert alert-info">{t('ml.noCamera')}</p>
                <PhotoPicker file={null} onPick={upload} label={t('ml.uploadInstead')} />
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
                disabled={capturing || camera.state !== 'on'}
                onClick={capture}
              >
                {capturing ? t('processing') : t('ml.capture')}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  camera.stop();
                  setStep(1);
                }}
              >
                {t('back')}
              </button>
            </div>
            <div className="tryon-progress" data-testid="capture-progress">
              <progress max={100} value={captureProgress} aria-label={t('progressLabel')} />
              <span>{captureProgress}%</span>
            </div>
            {nobody && (
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
      )}
      {step === 3 && shot && (
        <section className="tryon-grid" aria-labelledby="ml-photo">
          <div className="tryon-panel">
            <h2 id="ml-photo">{t('ml.photoTitle')}</h2>
            <div className="tryon-result-image">
              <img src={shot.url} alt={t('photo.preview')} />
              <span className="tryon-badge">{t('ml.analyzed')}</span>
            </div>
            <button type="button" className="btn btn-outline" onClick={startCamera}>
              {t('ml.retake')}
            </button>
            <MlAnalysis measurements={shot.analysis.measurements} />
          </div>
          <div className="tryon-panel">
            <HeightField input={height} />
            <ProductChoice value={productId} onChange={setProductId} />
            <button
              type="button"
              className="btn btn-primary"
              disabled={!productId || tryOn.isPending}
              onClick={() => height.check() && tryOn.mutate()}
            >
              {tryOn.isPending ? t('processing') : t('ml.tryOnNow')}
            </button>
            {tryOn.isPending && <TryOnProgress stage={progress.stage} percent={progress.percent} />}
            <ErrorBanner error={tryOn.error} />
            {status}
          </div>
        </section>
      )}
      {step === 4 && tryOn.data && (
        <>
          <ResultPanel result={tryOn.data} title={t('ml.resultsTitle')} />
          {status}
          <button type="button" className="btn btn-outline" onClick={tryAnother}>
            {t('tryAnother')}
          </button>
        </>
      )}
    </div>
  );
}
