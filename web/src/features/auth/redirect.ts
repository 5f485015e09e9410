import { withAddressLanguage } from '@isoko/shared/i18n-language';

/** The page the sign-in was asked on the way to: the product, else `from`; null when none was named. */
function namedTarget(search: URLSearchParams): string | null {
  const productId = search.get('productId')?.trim();
  if (productId) return `/product/${encodeURIComponent(productId)}`;
  const from = search.get('from')?.trim();
  // Only a path on this site: never an absolute or protocol-relative URL (no open redirect).
  if (from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')) return from;
  return null;
}

/**
 * Where the sign-in screen goes after success: the product, else `from`, else the shop; in the
 * language the sign-in's address names, if it names one.
 */
export function signInTarget(search: URLSearchParams): string {
  return withAddressLanguage(namedTarget(search) ?? '/shop', search.toString());
}

/**
 * Where the sign-in screen sends a shopper who arrives already signed in: the named page, else
 * their account; in the language the sign-in's address names, if it names one.
 */
export function signedInTarget(search: URLSearchParams): string {
  return withAddressLanguage(namedTarget(search) ?? '/account', search.toString());
}

export const SIGN_IN_ACTIONS = ['buy', 'addToCart'] as const;
export type SignInAction = (typeof SIGN_IN_ACTIONS)[number] | 'default';

/** The subtitle of step 1 follows the action that brought the shopper here. */
export function signInAction(search: URLSearchParams): SignInAction {
  const action = search.get('action');
  return action === 'buy' || action === 'addToCart' ? action : 'default';
}
