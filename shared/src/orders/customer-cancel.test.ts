import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_STATUS } from '../payments/status';
import { customerCanCancel } from './customer-cancel';
import { canTransition, ORDER_STATUS } from './status';

describe('customerCanCancel', () => {
  it('allows a pending or confirmed order with no money taken or on its way, and nothing else', () => {
    const allowed = ORDER_STATUS.flatMap((status) =>
      ORDER_PAYMENT_STATUS.filter((paymentStatus) => customerCanCancel({ status, paymentStatus })).map(
        (paymentStatus) => `${status}/${paymentStatus}`,
      ),
    );
    expect(allowed).toEqual(['pending/unpaid', 'pending/failed', 'confirmed/unpaid', 'confirmed/failed']);
  });

  it('only ever allows what the status machine allows', () => {
    for (const status of ORDER_STATUS)
      for (const paymentStatus of ORDER_PAYMENT_STATUS)
        if (customerCanCancel({ status, paymentStatus }))
          expect(canTransition(status, 'cancelled')).toBe(true);
  });

  it('refuses statuses and payment states it does not know', () => {
    expect(customerCanCancel({ status: 'paid', paymentStatus: 'unpaid' })).toBe(false);
    expect(customerCanCancel({ status: 'pending', paymentStatus: 'refunded' })).toBe(false);
  });
});
