import { describe, expect, it } from 'vitest';
import { canPaymentTransition, paymentStatusFromMomo } from './status';

describe('payment status machine', () => {
  it('leaves pending for each outcome', () => {
    expect(canPaymentTransition('pending', 'successful')).toBe(true);
    expect(canPaymentTransition('pending', 'failed')).toBe(true);
    expect(canPaymentTransition('pending', 'expired')).toBe(true);
  });
  it('records a late success after our own expiry', () => {
    expect(canPaymentTransition('expired', 'successful')).toBe(true);
    expect(canPaymentTransition('expired', 'failed')).toBe(false);
  });
  it('never changes a final outcome', () => {
    expect(canPaymentTransition('successful', 'failed')).toBe(false);
    expect(canPaymentTransition('failed', 'successful')).toBe(false);
    expect(canPaymentTransition('successful', 'pending')).toBe(false);
  });
  it('maps MoMo statuses; only SUCCESSFUL is paid', () => {
    expect(paymentStatusFromMomo('SUCCESSFUL')).toBe('successful');
    expect(paymentStatusFromMomo('FAILED')).toBe('failed');
    expect(paymentStatusFromMomo('PENDING')).toBe('pending');
  });
});
