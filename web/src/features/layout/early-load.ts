import { CONSENT_STORAGE_KEY } from '@isoko/shared/analytics/constants';

/**
 * On a slow network each step that waits for the one before costs a round trip: the entry script,
 * then the words, then the screen's script, then its words. This starts the screen's script and
 * its words for the address being opened at the same time as the entry's own start-up, so they are
 * already there when the router asks for them (the same modules: nothing is loaded twice).
 */
const SCREENS: Array<[RegExp, () => Promise<unknown>, readonly string[]]> = [
  [/^\/$/, () => import('../../routes/home'), ['home', 'catalog']],
  [/^\/shop\/?$/, () => import('../../routes/shop'), ['catalog', 'listing']],
  [/^\/category\/[^/]+\/?$/, () => import('../../routes/category'), ['catalog', 'listing']],
  [/^\/search\/?$/, () => import('../../routes/search'), ['catalog', 'listing']],
  [/^\/product\/[^/]+\/?$/, () => import('../../routes/product'), ['product', 'catalog']],
  [/^\/cart\/?$/, () => import('../../routes/cart'), ['cart']],
  [/^\/checkout\/?$/, () => import('../../routes/checkout'), ['checkout', 'cart']],
];

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

export function loadScreenEarly(pathname: string, language: string) {
  const ignore = () => {
    // The router (or the layout) loads it again and shows its own error if this fails.
  };
  // On a first visit the consent banner is part of the first screen: its words too.
  if (consentPending()) words(language, 'analytics').catch(ignore);
  const screen = SCREENS.find(([pattern]) => pattern.test(pathname));
  if (!screen) return;
  const [, load, namespaces] = screen;
  load().catch(ignore);
  for (const ns of namespaces) words(language, ns).catch(ignore);
}
