import type { CouponTerms, CouponType } from '@isoko/shared/coupons/schema';
import { formatRwf } from '@isoko/shared/money-format';
import type { TFunction } from 'i18next';

/** The parts of an applied coupon the cart words for itself. */
export interface DescribedCoupon {
  type: CouponType | null;
  terms?: CouponTerms | null;
  /** Written by staff in one language: used only when the coupon cannot be worded from its data. */
  description: string;
}

/**
 * What an applied coupon gives and asks, in the shopper's language, from its data: e.g.
 * "10% off, your first order only". Free shipping has its own badge beside it, so only its
 * conditions are worded. Without terms (an older server) or of a kind the shop does not know, the
 * staff-written description is shown as it is. Amounts are written in `language` (i18next's).
 */
export function couponWords(t: TFunction<'cart'>, coupon: DescribedCoupon, language: string): string {
  const { type, terms } = coupon;
  if (!terms || !type) return coupon.description;
  const parts: string[] = [];
  if (type === 'percent') parts.push(t('coupon.terms.percent', { value: terms.value }));
  else if (type === 'fixed')
    parts.push(t('coupon.terms.fixed', { amount: formatRwf(terms.value, language) }));
  else if (type !== 'free_shipping') return coupon.description;
  if (terms.minSubtotal > 0)
    parts.push(t('coupon.terms.above', { amount: formatRwf(terms.minSubtotal, language) }));
  if (terms.firstOrderOnly) parts.push(t('coupon.terms.firstOrder'));
  return parts.join(', ');
}
