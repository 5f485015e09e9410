import type { ApplyCouponBody } from '@isoko/shared/cart/schema';
import type { ApplyCouponResponse } from '@isoko/shared/coupons/schema';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { applyCoupon } from '../coupons/service';
import { subtotalOf } from './pricing';

/**
 * POST /api/checkout/apply-coupon: a preview; the order applies (and counts) the coupon for
 * real. With items, the server's own subtotal counts; an old client sends only its total.
 */
export async function previewCoupon(
  db: DbOrTx,
  customerId: string | null,
  body: z.output<typeof ApplyCouponBody>,
): Promise<ApplyCouponResponse> {
  const subtotal = body.items?.length ? await subtotalOf(db, body.items) : body.orderTotal;
  return applyCoupon(db, customerId, body.code, subtotal);
}
