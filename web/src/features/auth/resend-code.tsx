import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../layout/network-status';
import { useResendCode } from './queries';

const COOLDOWN_SECONDS = 30;

/** 'Send a new code', after a short wait so an impatient tap doesn't burn the phone's 3 codes. */
export function ResendCode({ phone, onError }: { phone: string; onError: (error: unknown) => void }) {
  const { t } = useTranslation('auth');
  const resend = useResendCode();
  const [left, setLeft] = useState(COOLDOWN_SECONDS);
  const [sent, setSent] = useState(false);
  // Offline a new code cannot be sent: the button says so rather than failing when tapped.
  const online = useOnline();

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const handleResend = async () => {
    onError(null);
    try {
      await resend.mutateAsync(phone);
      setSent(true);
      setLeft(COOLDOWN_SECONDS);
    } catch (error) {
      onError(error);
    }
  };

  return (
    <p className="signin-resend">
      {sent && <span className="muted">{t('code.resent')} </span>}
      <button
        type="button"
        className="btn-link"
        disabled={left > 0 || resend.isPending || !online}
        onClick={handleResend}
      >
        {!online ? t('phone.offline') : left > 0 ? t('code.resendIn', { seconds: left }) : t('code.resend')}
      </button>
    </p>
  );
}
