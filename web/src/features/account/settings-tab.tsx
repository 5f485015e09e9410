import type { PreferredLanguage, UserDto } from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { ErrorBanner } from '../../ui/error-banner';
import { useUpdatePreferences, useUpdateProfile } from './queries';

/**
 * Name and e-mail (editable), phone (the sign-in number, read-only), the SMS switch and the
 * language texts are written in.
 */
export function SettingsTab({ user }: { user: UserDto }) {
  const { t } = useTranslation('account');
  const profile = useUpdateProfile();
  const prefs = useUpdatePreferences();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email ?? '');
  const [smsOptIn, setSmsOptIn] = useState(user.smsOptIn);
  const [textLanguage, setTextLanguage] = useState<PreferredLanguage>(user.preferredLanguage ?? 'en');
  const languagePrefs = useUpdatePreferences();
  const [saved, setSaved] = useState(false);

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      await profile.mutateAsync({ firstName, lastName, email: email.trim() || null });
      setSaved(true);
    } catch {
      // shown in the banner
    }
  };

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
      <form className="card" onSubmit={handleSave} noValidate>
        <h2>{t('settings.profile')}</h2>
        <ErrorBanner error={profile.error} action="saveSettings" />
        {saved && (
          <p className="alert alert-success" role="status">
            {t('settings.saved')}
          </p>
        )}
        <div className="field-row">
          <div className="field">
            <label htmlFor="settings-first">{t('settings.firstName')}</label>
            <input
              id="settings-first"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              required
            />
          </div>
          <div className="field">
            <label htmlFor="settings-last">{t('settings.lastName')}</label>
            <input id="settings-last" value={lastName} onChange={(e) => setLastName(e.target.value)} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="settings-email">{t('settings.email')}</label>
          <input id="settings-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="settings-phone">{t('settings.phone')}</label>
          <input
            id="settings-phone"
            value={formatRwPhone(user.phone)}
            readOnly
            aria-describedby="settings-phone-note"
          />
          <p id="settings-phone-note" className="muted">
            {t('settings.phoneNote')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary" disabled={profile.isPending}>
          {t('settings.save')}
        </button>
      </form>
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
