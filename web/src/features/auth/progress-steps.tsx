import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../layout/icons';

export interface ProgressStepsProps {
  /** 1, 2 or 3. */
  current: 1 | 2 | 3;
  /** Step 2 is the code for a known phone, the registration form for a new one. */
  middle: 'verify' | 'details';
}

/** The three-step progress indicator of the sign-in screen. */
export function ProgressSteps({ current, middle }: ProgressStepsProps) {
  const { t } = useTranslation('auth');
  const labels = [t('progress.phone'), t(`progress.${middle}`), t('progress.done')];
  return (
    <nav aria-label={t('progress.label')} className="signin-progress">
      <p className="visually-hidden">{t('progress.step', { current, total: 3 })}</p>
      <ol>
        {labels.map((label, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`signin-progress-step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="signin-progress-dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : n}
              </span>
              <span>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
