import { useTranslation } from 'react-i18next';
import { openConsentSettings } from './consent';

/** "Cookie settings": opens the consent banner again (footer and privacy page). */
export function ConsentSettingsButton({ className = 'btn-link' }: { className?: string }) {
  // Not suspending: the footer around it must not wait for this namespace.
  const { t, ready } = useTranslation('analytics', { useSuspense: false });
  if (!ready) return null;
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {t('settings')}
    </button>
  );
}
