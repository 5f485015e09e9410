import type { UserDto } from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { useOnline } from '../layout/network-status';
import { NeedsNetwork } from '../layout/offline-banner';
import { CodeInput } from './code-input';
import { useVerifyCode } from './queries';
import { ResendCode } from './resend-code';

export interface CodeStepProps {
  phone: string;
  onSignedIn: (user: UserDto) => void;
  onChangePhone: () => void;
}

/** Step 2 for a known phone: the 6-digit code from the SMS. */
export function CodeStep({ phone, onSignedIn, onChangePhone }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [resendError, setResendError] = useState<unknown>(null);
  // Offline the code cannot be checked: the line above the button and the button say so, and
  // the code typed stays for when the network is back.
  const online = useOnline();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return;
    setResendError(null);
    try {
      const res = await verify.mutateAsync({ phone, code });
      onSignedIn(res.user);
    } catch {
      setCode('');
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="signin-form">
      <h2 className="signin-step-title">{t('code.title')}</h2>
      <p className="signin-subtitle">{t('code.sentTo', { phone: formatRwPhone(phone) })}</p>
      <NeedsNetwork action="verifyCode" />
      <ErrorBanner error={resendError ?? verify.error} action={resendError ? 'signInPhone' : 'signInCode'} />
      <CodeInput id="signin-code" label={t('code.label')} value={code} onChange={setCode} />
      <p className="muted">{t('code.expires')}</p>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={code.length !== 6 || verify.isPending || !online}
      >
        {!online ? t('code.offline') : verify.isPending ? t('code.verifying') : t('code.submit')}
      </button>
      <ResendCode phone={phone} onError={setResendError} />
      <button type="button" className="btn-link" onClick={onChangePhone}>
        {t('changePhone')}
      </button>
    </form>
  );
}
