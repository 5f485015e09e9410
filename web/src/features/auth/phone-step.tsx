import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneBody } from '@isoko/shared/auth/schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { useOnline } from '../layout/network-status';
import { NeedsNetwork } from '../layout/offline-banner';
import { useStartSignIn } from './queries';

export interface PhoneStepProps {
  initialPhone?: string;
  subtitle: string;
  /** The phone (E.164) and whether it already belongs to a customer; a code is on its way. */
  onNext: (phone: string, exists: boolean) => void;
}

/** Step 1: the phone number. The server says whether it is a customer and texts a code either way. */
export function PhoneStep({ initialPhone = '', subtitle, onNext }: PhoneStepProps) {
  const { t } = useTranslation('auth');
  const start = useStartSignIn();
  const form = useForm({ resolver: zodResolver(PhoneBody), defaultValues: { phone: initialPhone } });
  const { errors, isSubmitting } = form.formState;
  // Offline a code cannot be sent: the line above the button and the button itself say so.
  const online = useOnline();

  const handleSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      const { exists } = await start.mutateAsync(phone);
      onNext(phone, exists);
    } catch {
      // shown in the banner below
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="signin-form">
      <p className="signin-subtitle">{subtitle}</p>
      <NeedsNetwork action="signIn" />
      <ErrorBanner error={start.error} action="signInPhone" />
      <div className="field">
        <label htmlFor="signin-phone">{t('phone.label')}</label>
        <input
          id="signin-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('phone.placeholder')}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby="signin-phone-hint"
          {...form.register('phone')}
        />
        {errors.phone && <p className="field-error">{t('validation.phone')}</p>}
        <p id="signin-phone-hint" className="muted">
          {t('phone.hint')}
        </p>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting || !online}>
        {!online ? t('phone.offline') : isSubmitting ? t('phone.checking') : t('phone.submit')}
      </button>
    </form>
  );
}
