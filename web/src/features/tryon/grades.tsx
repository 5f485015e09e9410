import { useTranslation } from 'react-i18next';

/** Perfect green, Excellent blue, Good yellow, anything else red (an area not covered stays grey). */
export function gradeClass(value: string): string {
  if (value === 'Perfect' || value === 'High') return 'grade-green';
  if (value === 'Excellent') return 'grade-blue';
  if (value === 'Good' || value === 'Medium') return 'grade-yellow';
  // An area the garment does not cover is no fault of the fit.
  if (value === 'N/A') return 'grade-none';
  return 'grade-red';
}

export interface GradeRow {
  key: string;
  label: string;
  value: string;
}

/** Rows of label and graded value, each value coloured by its grade. */
export function GradeRows({ rows }: { rows: readonly GradeRow[] }) {
  const { t } = useTranslation('tryon');
  return (
    <dl className="tryon-rows">
      {rows.map((row) => (
        <div key={row.key} data-testid={`fit-${row.key}`}>
          <dt>{row.label}</dt>
          <dd className={gradeClass(row.value)} data-grade={row.value}>
            {t(`grade.${row.value}`, { defaultValue: row.value })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
