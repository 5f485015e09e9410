import type { OrderPaymentStatus, PaymentMethod } from '@isoko/shared/payments/status';

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
