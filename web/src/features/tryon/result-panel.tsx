import { formatRwf } from '@isoko/shared/money-format';
import type { TryOnAdvice, TryOnResult } from '@isoko/shared/tryon/schema';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { GradeRows } from './grades';
import { ResultActions } from './result-actions';

/**
 * One piece of advice in the shopper's language, its coded values worded too. The words are the
 * labels of the choice buttons ("Dark"), so inside a sentence they are written small, and the
 * sentence starts with a capital whichever word comes first ("Orange is…", "…for dark skin").
 */
export function adviceText(t: TFunction<'tryon'>, a: TryOnAdvice): string {
  const v = a.values;
  const word = (group: string, value: unknown) =>
    t(`${group}.${String(value)}`, { defaultValue: String(value) }).toLocaleLowerCase();
  const sentence = t(`advice.${a.key}`, {
    defaultValue: a.key,
    size: v.size,
    color: v.color ? word('color', v.color) : '',
    skinTone: v.skinTone ? word('skinTone', v.skinTone) : '',
    chosen: v.chosen ? word('bodyType', v.chosen) : '',
    measured: v.measured ? word('bodyType', v.measured) : '',
    occasion: v.occasion ? word('occasion', v.occasion) : '',
    areas: String(v.areas ?? '')
      .split(', ')
      .filter(Boolean)
      .map((area) => word('area', area))
      .join(', '),
  });
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}

/** Which height the length grade and the measured shoulders rest on, so the shopper knows why. */
function HeightBasis({ body }: { body: TryOnResult['bodyMeasurements'] }) {
  const { t } = useTranslation('tryon');
  const key = body.heightSource === 'shopper' ? 'result.heightShopper' : 'result.heightTypical';
  return (
    <p className="tryon-hint" data-testid="height-basis">
      {t(key, { height: body.height })}
    </p>
  );
}

export interface ResultPanelProps {
  result: TryOnResult;
  title: string;
  /** Extra blocks under the recommendations (the single page's Kigali tips). */
  children?: ReactNode;
}

/** A try-on result: the preview with its match badge, insights, fit rows, advice, garments and actions. */
export function ResultPanel({ result, title, children }: ResultPanelProps) {
  const { t, i18n } = useTranslation('tryon');
  const f = result.fitAnalysis;
  const areas = (['overall', 'shoulders', 'bust', 'waist', 'hips', 'length'] as const).map((key) => ({
    key,
    label: t(`area.${key}`),
    value: f[key],
  }));
  const summary = (['fit', 'comfort', 'styleMatch', 'occasionSuitability'] as const).map((key) => ({
    key,
    label: t(`summary.${key}`),
    value: f[key],
  }));
  const insights = [
    { key: 'bodyType', label: t('insight.bodyType'), value: t(`bodyType.${result.mlInsights.bodyType}`) },
    { key: 'styleMatch', label: t('insight.styleMatch'), value: t(`grade.${result.mlInsights.styleMatch}`) },
    {
      key: 'colorHarmony',
      label: t('insight.colorHarmony'),
      value: t(`grade.${result.mlInsights.colorHarmony}`),
    },
    {
      key: 'size',
      label: t('insight.size'),
      value: result.mlInsights.sizeRecommendation ?? t('insight.noSize'),
    },
  ];
  return (
    <section className="tryon-grid" aria-labelledby="tryon-result-title" data-testid="tryon-result">
      <div className="tryon-panel">
        <h2 id="tryon-result-title">{title}</h2>
        <div className="tryon-result-image">
          <img src={result.tryOnImage} alt={t('result.imageAlt', { name: result.product.name })} />
          <span className="tryon-badge" data-testid="match-percent">
            {t('result.match', { percent: result.matchPercent })}
          </span>
        </div>
        <p>
          <Link to={result.product.url}>{result.product.name}</Link> ·{' '}
          {formatRwf(result.product.price, i18n.language)}
        </p>
        <p className="tryon-hint">
          {t('result.confidence', { percent: Math.round(result.confidence * 100) })}
        </p>
        <ResultActions result={result} />
      </div>
      <div className="tryon-panel">
        <h3>{t('result.insights')}</h3>
        <dl className="tryon-rows">
          {insights.map((row) => (
            <div key={row.key} data-testid={`insight-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <h3>{t('result.fitAnalysis')}</h3>
        <HeightBasis body={result.bodyMeasurements} />
        <GradeRows rows={summary} />
        <GradeRows rows={areas} />
        {result.occasions.length > 0 && (
          <p>{t('result.occasions', { list: result.occasions.map((o) => t(`occasion.${o}`)).join(', ') })}</p>
        )}
        <h3>{t('result.recommendations')}</h3>
        <ul className="tryon-list">
          {result.advice.map((a) => (
            <li key={a.key}>{adviceText(t, a)}</li>
          ))}
        </ul>
        {result.recommendedProducts.length > 0 && (
          <>
            <h3>{t('result.alsoTry')}</h3>
            <ul className="tryon-recs">
              {result.recommendedProducts.map((p) => (
                <li key={p.id}>
                  <Link to={p.url}>
                    <img src={p.image} alt="" />
                    <span>
                      {p.name}
                      <br />
                      <small>{formatRwf(p.price, i18n.language)}</small>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {children}
      </div>
    </section>
  );
}
