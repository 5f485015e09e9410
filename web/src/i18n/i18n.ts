import { languageOfAddress, startLanguageOfBrowser } from '@isoko/shared/i18n-language';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { withKinyarwandaPlurals } from './plural-rules';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'rw', label: 'Kinyarwanda' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Counts are mostly written without plural forms (`Items in cart: {{count}}`). Where a language
 * needs its singular ("1 product", "1 produit", "umunota 1"), a text has a form for each of the
 * language's plural categories: `_one`/`_other` in English, `_one`/`_many`/`_other` in French
 * (i18next follows `Intl.PluralRules`), `_one`/`_other` in Kinyarwanda, whose rule CLDR lacks and
 * plural-rules.ts gives i18next. locales.test.ts and plural-counts.test.ts keep it that way.
 *
 * Each feature keeps its texts in `locales/<lang>/<namespace>.json`; a namespace's file is
 * loaded the first time a screen asks for it, so a page downloads only the words it shows.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The language the app starts in: the one a link names (`?lang=fr`), kept as the shopper's choice
 * as if picked in the switcher; else the one chosen before; else the browser's.
 */
export function initialLanguage(): Language {
  const fromAddress = languageOfAddress(typeof location === 'undefined' ? '' : location.search);
  if (fromAddress) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, fromAddress);
    } catch {
      // the language still applies for this visit
    }
    return fromAddress;
  }
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'en' || saved === 'fr' || saved === 'rw') return saved;
  } catch {
    // storage blocked: fall back to the browser's language
  }
  return startLanguageOfBrowser(typeof navigator === 'undefined' ? null : navigator.language);
}

export function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function initI18n(language: Language = initialLanguage()) {
  if (!i18next.isInitialized) {
    await i18next
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: 'en',
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
    withKinyarwandaPlurals(i18next);
    i18next.on('languageChanged', setDocumentLanguage);
  }
  setDocumentLanguage(i18next.language);
  return i18next;
}

export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the choice still applies for this visit
  }
  await i18next.changeLanguage(language);
}
