/**
 * The screens a shopper lands on from a link or a search result, and what each needs before it
 * can draw: its own code (a module of the web app, by its path under `web/src`), the code that
 * asks for its data early, and its words. The web app starts loading these while it starts up
 * (early-load.ts); the server names their built files in the page's head, so a phone fetches
 * them beside the entry script instead of a round trip after it.
 */
export interface LandingScreen {
  pattern: RegExp;
  /** The screen's module, as the router imports it. */
  screen: string;
  /** A module that asks for the screen's data before the screen's own code has arrived. */
  early?: string;
  /** Word namespaces the first screen shows. */
  namespaces: readonly string[];
}

export const LANDING_SCREENS = [
  { pattern: /^\/$/, screen: 'routes/home', namespaces: ['home', 'catalog'] },
  {
    pattern: /^\/shop\/?$/,
    screen: 'routes/shop',
    early: 'features/layout/early-listing',
    namespaces: ['catalog', 'listing'],
  },
  {
    pattern: /^\/category\/[^/]+\/?$/,
    screen: 'routes/category',
    early: 'features/layout/early-listing',
    namespaces: ['catalog', 'listing'],
  },
  { pattern: /^\/search\/?$/, screen: 'routes/search', namespaces: ['catalog', 'listing'] },
  { pattern: /^\/product\/[^/]+\/?$/, screen: 'routes/product', namespaces: ['product', 'catalog'] },
  { pattern: /^\/cart\/?$/, screen: 'routes/cart', namespaces: ['cart'] },
  { pattern: /^\/checkout\/?$/, screen: 'routes/checkout', namespaces: ['checkout', 'cart'] },
] as const satisfies readonly LandingScreen[];

export type LandingScreenModule = (typeof LANDING_SCREENS)[number]['screen'];

/** The landing screen drawn at this address, if it is one. */
export function landingScreenOf(pathname: string): (typeof LANDING_SCREENS)[number] | undefined {
  return LANDING_SCREENS.find((s) => s.pattern.test(pathname));
}
