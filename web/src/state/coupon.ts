import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The coupon code the shopper applied in the cart, carried to checkout. Only the code: the
 * server computes the discount again every time it prices the cart or the order.
 */
export const appliedCouponAtom = atomWithStorage<string | null>(
  'coupon',
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);
