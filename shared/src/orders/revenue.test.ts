import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_STATUS } from '../payments/status';
import { countsAsRevenue, refundOwed } from './revenue';
import { ORDER_STATUS } from './status';

describe('countsAsRevenue', () => {
  it('counts a paid order on any delivery step', () => {
    for (const status of ORDER_STATUS.filter((s) => s !== 'cancelled')) {
      expect(countsAsRevenue({ status, paymentStatus: 'paid' })).toBe(true);
    }
  });

  it('does not count a paid order that was cancelled: that money is owed back', () => {
    expect(countsAsRevenue({ status: 'cancelled', paymentStatus: 'paid' })).toBe(false);
  });

  it('does not count money that has not come in', () => {
    for (const paymentStatus of ORDER_PAYMENT_STATUS.filter((s) => s !== 'paid')) {
      expect(countsAsRevenue({ status: 'delivered', paymentStatus })).toBe(false);
    }
  });
});

describe('refundOwed', () => {
  it('marks only a paid order that was cancelled', () => {
    for (const status of ORDER_STATUS) {
      for (const paymentStatus of ORDER_PAYMENT_STATUS) {
        const owed = status === 'cancelled' && paymentStatus === 'paid';
        expect(refundOwed({ status, paymentStatus }), `${status}/${paymentStatus}`).toBe(owed);
        // Money the shop holds either counts as revenue or is owed back, never both.
        if (paymentStatus === 'paid') expect(countsAsRevenue({ status, paymentStatus })).toBe(!owed);
      }
    }
  });
});
