import type { SeedStep } from '../../seed/steps';
import { coupons } from './tables';

/** The coupons a new shop starts with. "Above" is strict: SAVE20 needs more than 100,000 RWF. */
export const SHOP_COUPONS = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    description: '10% off your first order',
    minSubtotal: 0,
    firstOrderOnly: true,
  },
  {
    code: 'SAVE20',
    kind: 'percent',
    value: 20,
    description: '20% off orders above 100,000 RWF',
    minSubtotal: 100_000,
    firstOrderOnly: false,
  },
  {
    code: 'FREESHIP',
    kind: 'free_shipping',
    value: 0,
    description: 'Free shipping on orders above 30,000 RWF',
    minSubtotal: 30_000,
    firstOrderOnly: false,
  },
] as const;

/** Always applied, idempotent: adds missing coupons, never resets one an admin changed or its count. */
export const couponSeedStep: SeedStep = {
  name: 'coupons',
  when: 'always',
  async run(deps) {
    await deps.db
      .insert(coupons)
      .values(SHOP_COUPONS.map((c) => ({ ...c })))
      .onConflictDoNothing({ target: coupons.code });
  },
};
