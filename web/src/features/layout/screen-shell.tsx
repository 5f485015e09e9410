import { useTranslation } from 'react-i18next';

/** A screen whose feature a later issue builds: its title and an honest line, no invented data. */
export function ScreenShell({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="container status-screen">
      <h1>{t(titleKey)}</h1>
      <p className="muted">{t('shell.coming')}</p>
    </div>
  );
}
