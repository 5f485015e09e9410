import {
  type BodyType,
  type Occasion,
  PAGE_OCCASIONS,
  type SkinTone,
  type TryOnResult,
} from '@isoko/shared/tryon/schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrlOf } from '../features/tryon/models';
import { PhotoPicker } from '../features/tryon/photo-picker';
import { PhotoReadingNote } from '../features/tryon/photo-reading-note';
import { postTryOn } from '../features/tryon/queries';
import { ResultPanel } from '../features/tryon/result-panel';
import { ShopperChoices, TryOnAction } from '../features/tryon/shopper-choices';
import { useHeightInput } from '../features/tryon/use-height-input';
import { usePhotoReading } from '../features/tryon/use-photo-reading';
import { useTryOnProgress } from '../features/tryon/use-tryon-progress';
import '../features/tryon/tryon.css';

const TIP_KEYS = ['tip1', 'tip2', 'tip3', 'tip4'] as const;

/** /virtual-tryon: one page with the photo, body type, height, skin tone and occasion, then the result. */
export function Component() {
  const { t } = useTranslation('tryon');
  const [file, setFile] = useState<File | null>(null);
  const [bodyType, setBodyType] = useState<BodyType | null>(null);
  const [skinTone, setSkinTone] = useState<SkinTone | null>(null);
  const [occasion, setOccasion] = useState<Occasion>('casual');
  const height = useHeightInput();
  const [missing, setMissing] = useState(false);
  const reading = usePhotoReading(file);
  const { requestId, progress } = useTryOnProgress();
  const tryOn = useMutation({
    mutationFn: async (): Promise<TryOnResult> =>
      postTryOn({
        userImage: await dataUrlOf(file as File),
        bodyType: bodyType as BodyType,
        skinTone: skinTone as SkinTone,
        preferences: { style: 'modern', occasion },
        measurements: reading.status === 'read' ? reading.analysis.measurements : undefined,
        height: height.height,
        requestId,
      }),
  });

  const submit = () => {
    // Both checks run, so a missing choice and a wrong height show together.
    const heightValid = height.check();
    const complete = Boolean(file && bodyType && skinTone);
    setMissing(!complete);
    if (complete && heightValid) tryOn.mutate();
  };

  return (
    <div className="container tryon">
      <header>
        <h1>{t('pageA.title')}</h1>
        <p className="tryon-lead">{t('pageA.lead')}</p>
      </header>
      <div className="tryon-grid">
        <div className="tryon-panel">
          <h2>{t('pageA.photo')}</h2>
          <PhotoPicker file={file} onPick={setFile} />
          <PhotoReadingNote reading={reading} />
        </div>
        <div className="tryon-panel">
          <ShopperChoices
            bodyType={bodyType}
            skinTone={skinTone}
            occasion={occasion}
            height={height}
            occasions={PAGE_OCCASIONS}
            onBodyType={setBodyType}
            onSkinTone={setSkinTone}
            onOccasion={setOccasion}
          />
          <TryOnAction
            missingText={missing ? t('pageA.missing') : null}
            label={t('pageA.tryOn')}
            disabled={!file || reading.status === 'reading'}
            pending={tryOn.isPending}
            progress={progress}
            error={tryOn.error}
            onTry={submit}
          />
        </div>
      </div>
      {tryOn.data && (
        <ResultPanel result={tryOn.data} title={t('pageA.resultTitle')}>
          <h3>{t('tips.title')}</h3>
          <ul className="tryon-list">
            {TIP_KEYS.map((k) => (
              <li key={k}>{t(`tips.${k}`)}</li>
            ))}
          </ul>
        </ResultPanel>
      )}
    </div>
  );
}
