import {
  BODY_TYPES,
  type BodyType,
  type Occasion,
  PAGE_OCCASIONS,
  SKIN_TONES,
  type SkinTone,
  type TryOnResult,
} from '@isoko/shared/tryon/schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrlOf } from '../features/tryon/models';
import { OptionGroup } from '../features/tryon/option-group';
import { PhotoPicker } from '../features/tryon/photo-picker';
import { PhotoReadingNote } from '../features/tryon/photo-reading-note';
import { postTryOn } from '../features/tryon/queries';
import { ResultPanel } from '../features/tryon/result-panel';
import { TryOnProgress } from '../features/tryon/try-on-progress';
import { usePhotoReading } from '../features/tryon/use-photo-reading';
import { useTryOnProgress } from '../features/tryon/use-tryon-progress';
import { ErrorBanner } from '../ui/error-banner';
import '../features/tryon/tryon.css';

const TIP_KEYS = ['tip1', 'tip2', 'tip3', 'tip4'] as const;

/** /virtual-tryon: one page with the photo, body type, skin tone and occasion, then the result. */
export function Component() {
  const { t } = useTranslation('tryon');
  const [file, setFile] = useState<File | null>(null);
  const [bodyType, setBodyType] = useState<BodyType | null>(null);
  const [skinTone, setSkinTone] = useState<SkinTone | null>(null);
  const [occasion, setOccasion] = useState<Occasion>('casual');
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
        requestId,
      }),
  });

  const submit = () => {
    if (!file || !bodyType || !skinTone) {
      setMissing(true);
      return;
    }
    setMissing(false);
    tryOn.mutate();
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
          <OptionGroup
            legend={t('choice.bodyType')}
            name="body-type"
            options={BODY_TYPES}
            value={bodyType}
            onChange={setBodyType}
            labelOf={(v) => t(`bodyType.${v}`)}
          />
          <OptionGroup
            legend={t('choice.skinTone')}
            name="skin-tone"
            options={SKIN_TONES}
            value={skinTone}
            onChange={setSkinTone}
            labelOf={(v) => t(`skinTone.${v}`)}
          />
          <OptionGroup
            legend={t('choice.occasion')}
            name="occasion"
            options={PAGE_OCCASIONS}
            value={occasion}
            onChange={setOccasion}
            labelOf={(v) => t(`occasion.${v}`)}
          />
          {missing && (
            <p className="alert alert-error" role="alert">
              {t('pageA.missing')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={!file || tryOn.isPending || reading.status === 'reading'}
            onClick={submit}
          >
            {tryOn.isPending ? t('processing') : t('pageA.tryOn')}
          </button>
          {tryOn.isPending && <TryOnProgress stage={progress.stage} percent={progress.percent} />}
          <ErrorBanner error={tryOn.error} />
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
