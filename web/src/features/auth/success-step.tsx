import { SIGN_IN_REDIRECT_MS } from '@isoko/shared/auth/schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../layout/icons';

export interface SuccessStepProps {
  isNew: boolean;
  firstName: string;
  /** Runs after 1.5 s: the caller redirects or closes its dialog. */
  onDone: () => void;
}

/** Step 3: 'Welcome back!' or 'Account created successfully!', then on after 1.5 seconds. */
export function SuccessStep({ isNew, firstName, onDone }: SuccessStepProps) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const timer = setTimeout(onDone, SIGN_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="signin-success" role="status">
      <span className="signin-success-mark" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h2>{isNew ? t('success.created') : t('success.welcomeBack')}</h2>
      <p>{t('success.hello', { name: firstName })}</p>
      <p className="muted">{t('success.redirecting')}</p>
    </div>
  );
}
