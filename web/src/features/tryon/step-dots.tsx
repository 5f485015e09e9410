import { useTranslation } from 'react-i18next';

/** The wizard's step indicator: one circle per step, the current one marked. */
export function StepDots({ count, current }: { count: number; current: number }) {
  const { t } = useTranslation('tryon');
  return (
    <ol className="tryon-steps" aria-label={t('steps.label', { current, count })}>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <li
          key={n}
          aria-current={n === current ? 'step' : undefined}
          className={n < current ? 'is-done' : undefined}
        >
          {n}
        </li>
      ))}
    </ol>
  );
}
