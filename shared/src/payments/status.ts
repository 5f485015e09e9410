import { z } from 'zod';

export const PAYMENT_METHODS = ['mobile_money', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/** One payment attempt (a MoMo request-to-pay). */
export const PAYMENT_STATUS = ['pending', 'successful', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[number];
export const PaymentStatusSchema = z.enum(PAYMENT_STATUS);

/**
 * An attempt leaves pending once MoMo answers. 'expired' is our own timeout; MoMo may still
 * report SUCCESSFUL afterwards (the shopper approved late), and money taken must be recorded.
 */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['successful', 'failed', 'expired'],
  expired: ['successful'],
  successful: [],
  failed: [],
};
export const canPaymentTransition = (from: PaymentStatus, to: PaymentStatus) => NEXT[from].includes(to);

/** The order's view of money: cash on delivery stays unpaid until the courier collects. */
export const ORDER_PAYMENT_STATUS = ['unpaid', 'pending', 'paid', 'failed'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUS)[number];
export const OrderPaymentStatusSchema = z.enum(ORDER_PAYMENT_STATUS);

/** MoMo statuses as the Collection API reports them. */
export const MOMO_STATUS = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type MomoStatus = (typeof MOMO_STATUS)[number];

export function paymentStatusFromMomo(status: MomoStatus): PaymentStatus {
  if (status === 'SUCCESSFUL') return 'successful';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}

/** A MoMo payment left pending this long is expired and its stock released. */
export const PAYMENT_EXPIRY_MINUTES = 15;
