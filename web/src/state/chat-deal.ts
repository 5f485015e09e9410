import type { KeptDeal } from '@isoko/shared/negotiation/kept-deal';
import { atom } from 'jotai';

export type { KeptDeal };

/**
 * Where the kept deal waits, in localStorage: the deal belongs to this browser (its token is
 * bound to the signed-in customer or to this device's id, itself kept in localStorage), like the
 * cart it is meant for, so it reaches a reload, a product page opened in a new tab and the other
 * tabs; sessionStorage would lose it in any tab but the chat's. It never outlives its token.
 */
export const KEPT_DEAL_KEY = 'chatDeal';

/** What is stored, parsed: undefined when nothing is (or storage is blocked), null when unreadable. */
function stored(): unknown {
  let text: string | null = null;
  try {
    text = localStorage.getItem(KEPT_DEAL_KEY);
  } catch {
    // Storage blocked (private mode, policy): the deal is kept for this page only.
  }
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function save(deal: KeptDeal | null) {
  try {
    if (deal) localStorage.setItem(KEPT_DEAL_KEY, JSON.stringify(deal));
    else localStorage.removeItem(KEPT_DEAL_KEY);
  } catch {
    // Full or blocked storage: the deal stays in memory for this page.
  }
}

/**
 * The stored deal, checked with the shared schema (whose code loads only when something is
 * stored, so zod stays off the first screens): null when it is unreadable, edited or expired
 * (then it is removed); undefined when nothing is stored.
 */
async function restore(): Promise<KeptDeal | null | undefined> {
  if (stored() === undefined) return undefined;
  const { readKeptDeal } = await import('@isoko/shared/negotiation/kept-deal');
  // Read again once the schema has loaded: a deal kept or used meanwhile wins.
  const value = stored();
  if (value === undefined) return undefined;
  const deal = readKeptDeal(value, Date.now());
  if (!deal) save(null);
  return deal;
}

const dealAtom = atom<KeptDeal | null>(null);

// Read back once a screen shows the deal, and again whenever another tab keeps or uses one.
dealAtom.onMount = (set) => {
  let live = true;
  const reload = (removed: boolean) =>
    void restore().then((deal) => {
      if (!live) return;
      if (deal !== undefined) set(deal);
      else if (removed) set(null);
    });
  reload(false);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEPT_DEAL_KEY || event.key === null) reload(true);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    live = false;
    window.removeEventListener('storage', onStorage);
  };
};

/**
 * A price agreed in the floating assistant for a product with size or colour choices, waiting
 * for the shopper to choose on the product page: its "Add to cart" then puts that choice in the
 * cart at the agreed price with the deal's signed token (the token of a chat deal buys any
 * variant of the product). Kept across reloads and tabs until it is used or its token expires.
 */
export const keptDealAtom = atom(
  (get) => get(dealAtom),
  (_get, set, deal: KeptDeal | null) => {
    set(dealAtom, deal);
    save(deal);
  },
);

/**
 * Forgets the kept deal once its token has gone into the cart, also when only storage holds it
 * (a page that never showed it); the stored deal is only compared here, never used.
 */
export const keptDealUsedAtom = atom(null, (get, set, token: string) => {
  const saved = stored() as { negotiationToken?: unknown } | null | undefined;
  if (get(dealAtom)?.negotiationToken === token || saved?.negotiationToken === token) set(keptDealAtom, null);
});

/**
 * The size and colour chosen on the product page now shown, so a deal closed in the assistant
 * over that product goes into the cart in that choice without asking again.
 */
export interface PageChoice {
  productId: string;
  variantId: string;
}
export const pageChoiceAtom = atom<PageChoice | null>(null);
