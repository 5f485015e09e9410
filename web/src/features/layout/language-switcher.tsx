import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../../i18n/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
        aria-label={t('language.label')}
      >
        {/* Each language's name is written in that language (Français, Kinyarwanda): say so. */}
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
