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

/**
 * The words for a row's grade. Length is graded like a width (Tight when the wearer is taller
 * than the garment's cut), but a garment is too short or too long, not tight or loose.
 */
export function gradeWord(row: GradeRow): string {
  if (row.key === 'length' && (row.value === 'Tight' || row.value === 'Loose'))
    return `grade.length${row.value}`;
  return `grade.${row.value}`;
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
            {t(gradeWord(row), { defaultValue: row.value })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
