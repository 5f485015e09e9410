/**
 * A shopper may pay again from My Orders when their Mobile Money payment failed (declined or
 * timed out) and the order still waits for it. The server checks the same before it sends a new
 * prompt to their phone.
 */
export function customerCanPayAgain(order: {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
}): boolean {
  return (
    order.paymentMethod === 'mobile_money' && order.paymentStatus === 'failed' && order.status === 'pending'
  );
}
