import { atom } from 'jotai';

/**
 * Whether the shopping assistant's chat panel is open (UI state only). Any screen may open it:
 * the product page's "Chat & Make Offer", tracking's "Live chat". The assistant widget reads it.
 */
export const assistantOpenAtom = atom(false);
