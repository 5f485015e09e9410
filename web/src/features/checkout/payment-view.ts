import type { OrderPaymentStatus, PaymentMethod } from '@isoko/shared/payments/status';
import { isMtnMobile } from '@isoko/shared/phone';

/** What the Payment Instructions dialog shows: waiting, paid, failed, processing or cash on delivery. */
export type PaymentView = 'pending' | 'success' | 'failed' | 'processing' | 'cod';

/**
 * Cash on delivery is settled by the courier; a MoMo order is paid only once MoMo said
 * SUCCESSFUL (the server's `paid`), and anything the page cannot yet tell is 'processing'.
 */
export function paymentView(
  method: PaymentMethod,
  status: OrderPaymentStatus | string | undefined,
): PaymentView {
  if (method === 'cash_on_delivery') return 'cod';
  if (status === 'paid') return 'success';
  if (status === 'failed') return 'failed';
  if (status === 'pending') return 'pending';
  return 'processing';
}

/** Why the last attempt failed, as the payment instructions word it: our own timeout is EXPIRED. */
export function failureReasonOf(
  payment: { status: string; reason?: string | null } | null | undefined,
): string | null | undefined {
  return payment?.status === 'expired' ? 'EXPIRED' : payment?.reason;
}

/**
 * A retry's body: the last attempt's MoMo number when it is an MTN one (the only network a
 * wallet sits on); otherwise none, and the server picks an MTN number the order has, or says
 * to type one.
 */
export function retryPaymentBody(payment: { payerPhone: string | null } | null | undefined): {
  payerPhone?: string;
} {
  return payment?.payerPhone && isMtnMobile(payment.payerPhone) ? { payerPhone: payment.payerPhone } : {};
}
