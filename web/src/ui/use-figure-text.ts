import { formatPercent, formatRwf, formatRwfThousands } from '@isoko/shared/money-format';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Texts for the back-office's rates and averages. The API answers null for a share of nothing
 * (0 views, 0 orders); that reads "n/a" in the staff member's language instead of "0 %".
 */
export function useFigureText() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const orNotApplicable = useCallback(
    <T>(value: T | null, format: (v: T) => string): string =>
      value === null ? t('notApplicable') : format(value),
    [t],
  );
  return useMemo(
    () => ({
      /** A 0–1 ratio with one decimal, in the staff member's language: "5.0%" · "5,0 %". */
      ratio: (value: number | null) =>
        orNotApplicable(value, (v) => formatPercent(v * 100, language, { fixed: true })),
      /** A percentage already rounded by the API: "12.5%" · "12,5 %". */
      percent: (value: number | null) => orNotApplicable(value, (v) => formatPercent(v, language)),
      /** An amount in francs, in full, grouped in the staff member's language ("22,000 RWF"). */
      rwf: (value: number | null) => orNotApplicable(value, (v) => formatRwf(v, language)),
      /** An average in francs, in thousands as the CRM cards show it. */
      rwfThousands: (value: number | null) => orNotApplicable(value, (v) => formatRwfThousands(v, language)),
    }),
    [orNotApplicable, language],
  );
}
