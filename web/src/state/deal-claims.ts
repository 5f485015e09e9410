import { atom } from 'jotai';

/**
 * Guest deal tokens being moved to the customer who just signed in (`POST /api/negotiation/claim`
 * on its way). Until the new token replaces one, the server's pricing of the old one ("not
 * yours") is not the line's answer: the cart waits instead of saying the deal is lost.
 */
export const claimingDealTokensAtom = atom<ReadonlySet<string>>(new Set<string>());
