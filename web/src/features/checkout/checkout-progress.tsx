import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../layout/icons';

export type CheckoutStepNumber = 1 | 2 | 3;
const STEPS = ['customer', 'shipping', 'payment'] as const;

/** Customer Information → Shipping Details → Payment. */
export function CheckoutProgress({ current }: { current: CheckoutStepNumber }) {
  const { t } = useTranslation('checkout');
  return (
    <nav aria-label={t('progressLabel')} className="checkout-progress">
      <p className="visually-hidden">{t('progressStep', { current, total: STEPS.length })}</p>
      <ol>
        {STEPS.map((name, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={name} className={`is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="checkout-progress-dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : n}
              </span>
              <span>{t(`steps.${name}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
