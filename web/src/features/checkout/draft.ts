import type { CustomerInfoForm, ShippingForm } from './forms';

/**
 * What the shopper has typed at checkout, kept while the tab lives (sessionStorage) so a reload or
 * a trip back to the cart does not lose it, and removed once the order is placed. Only the
 * customer and delivery details: never the payment step (no MoMo number, nothing about a card).
 * It belongs to one signed-in customer: another account on the same phone does not get it.
 */
export interface CheckoutDraft {
  userId: string;
  /**
   * The step the shopper was on: 1 (customer), 2 (delivery) or 3 (payment). Only the step number
   * of the payment is kept: its form (method, MoMo number) always starts afresh.
   */
  step: 1 | 2 | 3;
  customer: Partial<CustomerInfoForm>;
  shipping: Partial<ShippingForm> | null;
  /**
   * True when the delivery details are the shopper's (typed into, a saved address chosen, or
   * confirmed with Continue); false while they are only what checkout filled in by itself (the profile,
   * the last delivery, the default saved address), which a reload fills in afresh instead of keeping.
   */
  shippingOwned: boolean;
}

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

const CUSTOMER_KEYS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
const SHIPPING_KEYS = [
  'receiverName',
  'phoneNumber',
  'province',
  'district',
  'sector',
  'address',
  'city',
  'country',
  'postalCode',
] as const;

/** Only the known fields, each a string of sensible length: a tampered or old entry gives less, never more. */
function pick<K extends string>(value: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!value || typeof value !== 'object') return out;
  for (const key of keys) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.length <= 500) out[key] = v;
  }
  return out;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of this customer, or null (none, another customer's, or unreadable). */
export function readDraft(userId: string): CheckoutDraft | null {
  try {
    const raw = storage()?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Record<string, unknown>;
    if (data.userId !== userId) return null;
    const shipping = data.shipping ? (pick(data.shipping, SHIPPING_KEYS) as Partial<ShippingForm>) : null;
    return {
      userId,
      step: (data.step === 2 || data.step === 3) && shipping ? data.step : 1,
      customer: pick(data.customer, CUSTOMER_KEYS) as Partial<CustomerInfoForm>,
      shipping,
      // A draft kept before this flag existed may hold typing: it stays the shopper's.
      shippingOwned: data.shippingOwned !== false,
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    storage()?.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        userId: draft.userId,
        step: draft.step,
        customer: pick(draft.customer, CUSTOMER_KEYS),
        shipping: draft.shipping ? pick(draft.shipping, SHIPPING_KEYS) : null,
        shippingOwned: draft.shippingOwned,
      }),
    );
  } catch {
    // Storage full or blocked: checkout still works, only the draft is not kept.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
