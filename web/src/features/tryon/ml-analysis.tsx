import { formatDecimal } from '@isoko/shared/money-format';
import { refineBodyType } from '@isoko/shared/tryon/rules';
import type { BodyType, BrowserMeasurements } from '@isoko/shared/tryon/schema';
import { useTranslation } from 'react-i18next';

/**
 * The body type the photo points to. Keypoints cannot see a waist, so without a clear
 * shoulder-to-hip contrast the shape is taken as rectangle, the neutral one.
 */
export const bodyTypeFromPhoto = (m: BrowserMeasurements): BodyType => refineBodyType('rectangle', m);

/** The AI Analysis panel: what the models found on the photo. */
export function MlAnalysis({ measurements }: { measurements: BrowserMeasurements }) {
  const { t, i18n } = useTranslation('tryon');
  const m = measurements;
  const notFound = t('ml.analysis.notFound');
  const ratio = (v: number | undefined) =>
    v === undefined ? notFound : formatDecimal(v, i18n.language, { decimals: 2, fixed: true });
  const rows = [
    { key: 'bodyType', label: t('ml.analysis.bodyType'), value: t(`bodyType.${bodyTypeFromPhoto(m)}`) },
    {
      key: 'height',
      label: t('ml.analysis.height'),
      value:
        m.heightInFrame === undefined
          ? notFound
          : t('ml.analysis.heightInFrame', { percent: Math.round(m.heightInFrame * 100) }),
    },
    { key: 'shoulders', label: t('ml.analysis.shoulders'), value: ratio(m.shoulderToHeight) },
    { key: 'hips', label: t('ml.analysis.hips'), value: ratio(m.hipToHeight) },
    { key: 'legs', label: t('ml.analysis.legs'), value: ratio(m.legToHeight) },
    {
      key: 'faceShape',
      label: t('ml.analysis.faceShape'),
      value: m.faceShape ? t(`faceShape.${m.faceShape}`) : notFound,
    },
    {
      key: 'skinTone',
      label: t('ml.analysis.skinTone'),
      value: m.skinTone ? t(`skinTone.${m.skinTone}`) : notFound,
    },
  ];
  return (
    <div className="tryon-panel" data-testid="ml-analysis">
      <h3>{t('ml.analysis.title')}</h3>
      <dl className="tryon-rows">
        {rows.map((row) => (
          <div key={row.key} data-testid={`analysis-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
