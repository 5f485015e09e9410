import { CONSENT_STORAGE_KEY } from '@isoko/shared/analytics/constants';
import { type LandingScreenModule, landingScreenOf } from '@isoko/shared/landing-screens';

/**
 * On a slow network each step that waits for the one before costs a round trip: the entry script,
 * then the words, then the screen's script, then its words. This starts the screen's script and
 * its words for the address being opened at the same time as the entry's own start-up, so they are
 * already there when the router asks for them (the same modules: nothing is loaded twice). On a
 * page the server wrote, its head already names these files and they are on their way.
 */
const SCREEN_CODE: Record<LandingScreenModule, () => Promise<unknown>> = {
  'routes/home': () => import('../../routes/home'),
  'routes/shop': () => import('../../routes/shop'),
  'routes/category': () => import('../../routes/category'),
  'routes/search': () => import('../../routes/search'),
  'routes/product': () => import('../../routes/product'),
  'routes/cart': () => import('../../routes/cart'),
  'routes/checkout': () => import('../../routes/checkout'),
};

const words = (language: string, namespace: string) =>
  import(`../../i18n/locales/${language}/${namespace}.json`);

/** True until the shopper has answered the cookie question: the banner shows on this page. */
function consentPending(): boolean {
  try {
    return !localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return true;
  }
}

/**
 * Starts loading the landing screen's code and the words of its first screen, and returns the
 * word namespaces it asked for: start-up hands them to i18next before the first render, so no
 * part of the first screen waits for its words (a wait there drew the consent banner, on a first
 * visit the largest text on the screen, one render later than the rest).
 */
export function loadScreenEarly(pathname: string, language: string): string[] {
  const ignore = () => {
    // The router (or the layout) loads it again and shows its own error if this fails.
  };
  // On a first visit the consent banner is part of the first screen: its words too.
  const namespaces: string[] = consentPending() ? ['analytics'] : [];
  const screen = landingScreenOf(pathname);
  if (screen) {
    SCREEN_CODE[screen.screen]().catch(ignore);
    namespaces.push(...screen.namespaces);
  }
  for (const ns of namespaces) words(language, ns).catch(ignore);
  return namespaces;
}
