import { languageOfAddress } from '@isoko/shared/i18n-language';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../i18n/i18n';
import { useLocation, useNavigate } from '../routing';

/**
 * The one language choice of the app, in the shop's top bar and the back office's header and
 * sign-in page: it switches the texts at once and remembers the choice (changeLanguage). It is
 * drawn for a dark bar; `light` draws it for a light page.
 */
export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (language: Language) => {
    // A page opened from a link naming a language keeps that name in its address: it follows the
    // new choice, or a reload would bring the link's language back. The router makes the change,
    // so the screens and the next navigation read the new address.
    if (languageOfAddress(location.search)) {
      const params = new URLSearchParams(location.search);
      params.set('lang', language);
      navigate(`${location.pathname}?${params}${location.hash}`, {
        replace: true,
        state: location.state,
        preventScrollReset: true,
      });
    }
    void changeLanguage(language);
  };
  return (
    <label className={light ? 'language-switcher language-switcher-light' : 'language-switcher'}>
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.language}
        onChange={(e) => choose(e.target.value as Language)}
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
