import {
  BODY_TYPES,
  type BodyType,
  type Occasion,
  SKIN_TONES,
  type SkinTone,
  type TryOnStage,
} from '@isoko/shared/tryon/schema';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { HeightField } from './height-field';
import { OptionGroup } from './option-group';
import { TryOnProgress } from './try-on-progress';
import type { HeightInput } from './use-height-input';

export interface ShopperChoicesProps {
  bodyType: BodyType | null;
  skinTone: SkinTone | null;
  occasion: Occasion | null;
  /** The shopper's own height, optional (from `useHeightInput`). */
  height: HeightInput;
  /** The occasions this screen offers (the one-page screen and the wizard differ). */
  occasions: readonly Occasion[];
  onBodyType: (value: BodyType) => void;
  onSkinTone: (value: SkinTone) => void;
  onOccasion: (value: Occasion) => void;
}

/** The body type, height, skin tone and occasion choices both photo try-on screens ask for. */
export function ShopperChoices(props: ShopperChoicesProps) {
  const { t } = useTranslation('tryon');
  return (
    <>
      <OptionGroup
        legend={t('choice.bodyType')}
        name="body-type"
        options={BODY_TYPES}
        value={props.bodyType}
        onChange={props.onBodyType}
        labelOf={(v) => t(`bodyType.${v}`)}
      />
      <HeightField input={props.height} />
      <OptionGroup
        legend={t('choice.skinTone')}
        name="skin-tone"
        options={SKIN_TONES}
        value={props.skinTone}
        onChange={props.onSkinTone}
        labelOf={(v) => t(`skinTone.${v}`)}
      />
      <OptionGroup
        legend={t('choice.occasion')}
        name="occasion"
        options={props.occasions}
        value={props.occasion}
        onChange={props.onOccasion}
        labelOf={(v) => t(`occasion.${v}`)}
      />
    </>
  );
}

export interface TryOnActionProps {
  /** Shown when the shopper pressed the button with a choice missing. */
  missingText: string | null;
  label: string;
  disabled: boolean;
  pending: boolean;
  progress: { stage: TryOnStage | null; percent: number };
  error: unknown;
  onTry: () => void;
}

/** The try-on button with what it says before, during and after the analysis. */
export function TryOnAction({
  missingText,
  label,
  disabled,
  pending,
  progress,
  error,
  onTry,
}: TryOnActionProps) {
  const { t } = useTranslation('tryon');
  return (
    <>
      {missingText && (
        <p className="alert alert-error" role="alert">
          {missingText}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={disabled || pending} onClick={onTry}>
        {pending ? t('processing') : label}
      </button>
      {pending && <TryOnProgress stage={progress.stage} percent={progress.percent} />}
      <ErrorBanner error={error} />
    </>
  );
}
