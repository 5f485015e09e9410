import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../i18n/i18n';

/**
 * The one language choice of the app, in the shop's top bar and the back office's header and
 * sign-in page: it switches the texts at once and remembers the choice (changeLanguage). It is
 * drawn for a dark bar; `light` draws it for a light page.
 */
export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={light ? 'language-switcher language-switcher-light' : 'language-switcher'}>
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
