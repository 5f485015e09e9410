import {
  type BodyType,
  type Occasion,
  type SkinTone,
  type TryOnResult,
  WIZARD_OCCASIONS,
} from '@isoko/shared/tryon/schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrlOf } from '../features/tryon/models';
import { PhotoPicker } from '../features/tryon/photo-picker';
import { PhotoReadingNote } from '../features/tryon/photo-reading-note';
import { ProductChoice } from '../features/tryon/product-choice';
import { postTryOn } from '../features/tryon/queries';
import { ResultPanel } from '../features/tryon/result-panel';
import { ShopperChoices, TryOnAction } from '../features/tryon/shopper-choices';
import { StepDots } from '../features/tryon/step-dots';
import { useHeightInput } from '../features/tryon/use-height-input';
import { usePhotoReading } from '../features/tryon/use-photo-reading';
import { useTryOnProgress } from '../features/tryon/use-tryon-progress';
import '../features/tryon/tryon.css';

/** /advanced-tryon: a three-step wizard — photo, choices and garment, result. */
export function Component() {
  const { t } = useTranslation('tryon');
  const [step, setStep] = useState(1);
  const [file, setFile] = useState<File | null>(null);
  const [bodyType, setBodyType] = useState<BodyType | null>(null);
  const [skinTone, setSkinTone] = useState<SkinTone | null>(null);
  const [occasion, setOccasion] = useState<Occasion | null>(null);
  const height = useHeightInput();
  const [productId, setProductId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const reading = usePhotoReading(file);
  const { requestId, progress, reset: resetProgress } = useTryOnProgress();
  const tryOn = useMutation({
    mutationFn: async (): Promise<TryOnResult> =>
      postTryOn({
        userImage: await dataUrlOf(file as File),
        bodyType: bodyType as BodyType,
        skinTone: skinTone as SkinTone,
        preferences: { style: 'modern', occasion: occasion as Occasion },
        productId: productId as string,
        measurements: reading.status === 'read' ? reading.analysis.measurements : undefined,
        height: height.height,
        requestId,
      }),
    onSuccess: () => setStep(3),
  });

  const submit = () => {
    // Both checks run, so a missing choice and a wrong height show together.
    const heightValid = height.check();
    const complete = Boolean(file && productId && bodyType && skinTone && occasion);
    setMissing(!complete);
    if (complete && heightValid) tryOn.mutate();
  };

  const startAgain = () => {
    setStep(1);
    setFile(null);
    setBodyType(null);
    setSkinTone(null);
    setOccasion(null);
    height.reset();
    setProductId(null);
    setMissing(false);
    tryOn.reset();
    resetProgress();
  };

  return (
    <div className="container tryon">
      <header>
        <h1>{t('wizardB.title')}</h1>
        <p className="tryon-lead">{t('wizardB.lead')}</p>
      </header>
      <StepDots count={3} current={step} />
      {step === 1 && (
        <section className="tryon-panel" aria-labelledby="step1">
          <h2 id="step1">{t('wizardB.step1')}</h2>
          <PhotoPicker
            file={file}
            onPick={(picked) => {
              setFile(picked);
              setStep(2);
            }}
          />
        </section>
      )}
      {step === 2 && (
        <section className="tryon-grid" aria-labelledby="step2">
          <div className="tryon-panel">
            <h2 id="step2">{t('wizardB.step2')}</h2>
            <PhotoPicker file={file} onPick={setFile} label={t('photo.change')} />
            <PhotoReadingNote reading={reading} />
          </div>
          <div className="tryon-panel">
            <ShopperChoices
              bodyType={bodyType}
              skinTone={skinTone}
              occasion={occasion}
              height={height}
              occasions={WIZARD_OCCASIONS}
              onBodyType={setBodyType}
              onSkinTone={setSkinTone}
              onOccasion={setOccasion}
            />
            <ProductChoice value={productId} onChange={setProductId} />
            <TryOnAction
              missingText={missing ? t('wizardB.missing') : null}
              label={t('wizardB.tryOn')}
              disabled={reading.status === 'reading'}
              pending={tryOn.isPending}
              progress={progress}
              error={tryOn.error}
              onTry={submit}
            />
          </div>
        </section>
      )}
      {step === 3 && tryOn.data && (
        <>
          <ResultPanel result={tryOn.data} title={t('wizardB.step3')} />
          <button type="button" className="btn btn-outline" onClick={startAgain}>
            {t('tryAnother')}
          </button>
        </>
      )}
    </div>
  );
}
