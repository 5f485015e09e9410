import type { PreferredLanguage, UserDto } from '@isoko/shared/customers/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { ErrorBanner } from '../../ui/error-banner';
import { ProfileForm } from './profile-form';
import { useUpdatePreferences } from './queries';

/**
 * Name and e-mail (editable), phone (the sign-in number, read-only), the SMS switch and the
 * language texts are written in.
 */
export function SettingsTab({ user }: { user: UserDto }) {
  const { t } = useTranslation('account');
  const prefs = useUpdatePreferences();
  const [smsOptIn, setSmsOptIn] = useState(user.smsOptIn);
  const [textLanguage, setTextLanguage] = useState<PreferredLanguage>(user.preferredLanguage ?? 'en');
  const languagePrefs = useUpdatePreferences();

  const handleSms = async (on: boolean) => {
    setSmsOptIn(on);
    try {
      await prefs.mutateAsync({ smsOptIn: on });
    } catch {
      setSmsOptIn(!on);
    }
  };

  const handleTextLanguage = async (language: PreferredLanguage) => {
    const before = textLanguage;
    setTextLanguage(language);
    try {
      await languagePrefs.mutateAsync({ language });
    } catch {
      setTextLanguage(before);
    }
  };

  return (
    <div className="settings">
      <ProfileForm user={user} />
      <section className="card">
        <h2>{t('settings.notifications')}</h2>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={smsOptIn}
            aria-checked={smsOptIn}
            aria-describedby="settings-sms-note"
            onChange={(e) => void handleSms(e.target.checked)}
          />
          <span>{t('settings.smsUpdates')}</span>
        </label>
        <p id="settings-sms-note" className="muted">
          {t('settings.smsNote')}
        </p>
        <ErrorBanner error={prefs.error} action="saveSettings" />
        <div className="field">
          <label htmlFor="settings-text-language">{t('settings.textLanguage')}</label>
          <select
            id="settings-text-language"
            value={textLanguage}
            aria-describedby="settings-text-language-note"
            disabled={languagePrefs.isPending}
            onChange={(e) => void handleTextLanguage(e.target.value as PreferredLanguage)}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
          <p id="settings-text-language-note" className="muted">
            {t('settings.textLanguageNote')}
          </p>
          {languagePrefs.isSuccess && (
            <p className="alert alert-success" role="status">
              {t('settings.textLanguageSaved')}
            </p>
          )}
          <ErrorBanner error={languagePrefs.error} action="saveSettings" />
        </div>
      </section>
    </div>
  );
}
