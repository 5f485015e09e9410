import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_STATUS } from '../payments/status';
import {
  type OrderRefundsDto,
  RecordRefundBody,
  type RefundDueDto,
  refundClaims,
  refundIfCancelled,
  refundOutstanding,
  refundStanding,
  refundsFromMeta,
} from './refunds';
import { ORDER_STATUS } from './status';

const due = (why: RefundDueDto['why'], amount: number, reference: string | null = null): RefundDueDto => ({
  paymentId: `p-${why}-${amount}`,
  amount,
  why,
  reference,
});
const settled = (amount: number): OrderRefundsDto['settled'][number] => ({
  amount,
  method: 'cash',
  reference: null,
  at: '2026-11-29T05:00:00.000Z',
  by: 'staff-1',
});
const order = (status: string, paymentStatus: string, refunds?: Partial<OrderRefundsDto>) => ({
  status,
  paymentStatus,
  total: 12_000,
  refunds: refunds ? { due: refunds.due ?? [], settled: refunds.settled ?? [] } : undefined,
});

describe('refundClaims', () => {
  it('owes the total of a paid order that was cancelled, and nothing for any other order', () => {
    for (const status of ORDER_STATUS) {
      for (const paymentStatus of ORDER_PAYMENT_STATUS) {
        const owed = status === 'cancelled' && paymentStatus === 'paid' ? 12_000 : 0;
        expect(refundOutstanding(order(status, paymentStatus)), `${status}/${paymentStatus}`).toBe(owed);
      }
    }
  });

  it('owes each payment listed in meta.refundDue, with its reason and reference', () => {
    const o = order('confirmed', 'paid', { due: [due('paid_twice', 12_000, 'ref-1')] });
    expect(refundClaims(o)).toEqual([{ source: 'paid_twice', amount: 12_000, reference: 'ref-1' }]);
    expect(refundOutstanding(o)).toBe(12_000);
  });

  it('owes a cancelled order’s payment once when that payment is also listed (stock gone, order cancelled)', () => {
    for (const why of ['stock_gone', 'order_cancelled'] as const) {
      const o = order('cancelled', 'paid', { due: [due(why, 12_000)] });
      expect(refundClaims(o).map((c) => c.source)).toEqual([why]);
      expect(refundOutstanding(o)).toBe(12_000);
    }
  });

  it('adds a second payment to the cancelled order’s total: two payments, both owed', () => {
    const o = order('cancelled', 'paid', { due: [due('paid_twice', 12_000)] });
    expect(refundClaims(o).map((c) => c.source)).toEqual(['cancelled_order', 'paid_twice']);
    expect(refundOutstanding(o)).toBe(24_000);
  });

  it('owes a late payment for an unpaid cancelled order once', () => {
    expect(refundOutstanding(order('cancelled', 'failed', { due: [due('order_cancelled', 9_000)] }))).toBe(
      9_000,
    );
  });
});

describe('refundIfCancelled', () => {
  it('says what cancelling a paid order would owe, and null for an order never paid', () => {
    expect(refundIfCancelled(order('confirmed', 'paid'))).toBe(12_000);
    expect(refundIfCancelled(order('processing', 'paid', { due: [due('paid_twice', 12_000)] }))).toBe(24_000);
    expect(refundIfCancelled(order('confirmed', 'paid', { settled: [settled(2_000)] }))).toBe(10_000);
    for (const paymentStatus of ORDER_PAYMENT_STATUS.filter((s) => s !== 'paid')) {
      expect(refundIfCancelled(order('pending', paymentStatus)), paymentStatus).toBeNull();
    }
  });
});

describe('refundStanding', () => {
  it('leaves the rest owed after a partial refund', () => {
    const o = order('cancelled', 'paid', { settled: [settled(5_000)] });
    expect(refundStanding(o)).toEqual({ owed: 12_000, refunded: 5_000, outstanding: 7_000 });
  });

  it('owes nothing once everything went back, and never less than nothing', () => {
    expect(refundOutstanding(order('cancelled', 'paid', { settled: [settled(7_000), settled(5_000)] }))).toBe(
      0,
    );
    expect(refundOutstanding(order('cancelled', 'paid', { settled: [settled(20_000)] }))).toBe(0);
  });
});

describe('refundsFromMeta', () => {
  it('reads both lists and skips malformed entries', () => {
    const meta = {
      refundDue: [due('paid_twice', 3_000), { amount: 'lots' }, null],
      refunds: [settled(1_000), { amount: -5, method: 'cash' }],
    };
    expect(refundsFromMeta(meta)).toEqual({ due: [due('paid_twice', 3_000)], settled: [settled(1_000)] });
    expect(refundsFromMeta(null)).toEqual({ due: [], settled: [] });
    expect(refundsFromMeta({ refundDue: 'x' })).toEqual({ due: [], settled: [] });
  });
});

describe('RecordRefundBody', () => {
  it('takes a whole positive amount, a known method and an optional reference', () => {
    expect(RecordRefundBody.parse({ amount: 500, method: 'cash', reference: '  ' })).toEqual({
      amount: 500,
      method: 'cash',
      reference: null,
    });
    expect(
      RecordRefundBody.parse({ amount: 500, method: 'mobile_money', reference: ' MP123 ' }).reference,
    ).toBe('MP123');
    for (const bad of [
      { amount: 0, method: 'cash' },
      { amount: 1.5, method: 'cash' },
      { amount: 500, method: 'cheque' },
      { amount: 500, method: 'cash', reference: 'x'.repeat(101) },
    ]) {
      expect(RecordRefundBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
