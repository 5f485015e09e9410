import { describe, expect, it } from 'vitest';
import {
  type CouponContext,
  type CouponRule,
  couponDiscount,
  evaluateCoupon,
  freeDeliveryAbove,
  normalizeFreeShippingType,
  orderTotals,
  type ShippingRules,
  shippingQuote,
  unitPrice,
} from './pricing';

const RULES: ShippingRules = {
  standardFee: 2000,
  freeShippingType: 'none',
  freeShippingThreshold: 0,
  selectedProducts: [],
  kigaliFree: true,
  freeAbove: 50_000,
};
const line = (productId: string, freeShipping = false) => ({ productId, freeShipping });

describe('unitPrice', () => {
  it('takes the lowest of list, flash deal and negotiated price', () => {
    expect(unitPrice({ listPrice: 10_000 })).toBe(10_000);
    expect(unitPrice({ listPrice: 10_000, flashPrice: 8_000 })).toBe(8_000);
    expect(unitPrice({ listPrice: 10_000, flashPrice: 8_000, negotiatedPrice: 9_000 })).toBe(8_000);
    expect(unitPrice({ listPrice: 10_000, flashPrice: null, negotiatedPrice: 7_500 })).toBe(7_500);
  });
});

describe('shippingQuote', () => {
  it('charges the standard fee outside Kigali below 50,000 RWF', () => {
    expect(shippingQuote(RULES, { goodsTotal: 20_000, district: 'Huye', lines: [line('a')] })).toEqual({
      fee: 2000,
      isFree: false,
      reason: 'standard',
    });
  });
  it('ships free to the three City of Kigali districts while kigaliFree is on', () => {
    for (const district of ['Gasabo', 'Kicukiro', 'Nyarugenge']) {
      expect(shippingQuote(RULES, { goodsTotal: 1000, district, lines: [line('a')] }).reason).toBe('kigali');
    }
    expect(
      shippingQuote(
        { ...RULES, kigaliFree: false },
        { goodsTotal: 1000, district: 'Gasabo', lines: [line('a')] },
      ),
    ).toMatchObject({ fee: 2000, reason: 'standard' });
  });
  it('ships free above 50,000 RWF but not at exactly 50,000', () => {
    const at = (goodsTotal: number) =>
      shippingQuote(RULES, { goodsTotal, district: 'Rubavu', lines: [line('a')] });
    expect(at(50_000)).toMatchObject({ fee: 2000, isFree: false });
    expect(at(50_001)).toMatchObject({ fee: 0, isFree: true, reason: 'above_threshold' });
    expect(
      shippingQuote(
        { ...RULES, freeAbove: null },
        { goodsTotal: 90_000, district: 'Rubavu', lines: [line('a')] },
      ),
    ).toMatchObject({ fee: 2000 });
  });
  it('calls the fee an estimate while the district is unknown', () => {
    expect(shippingQuote(RULES, { goodsTotal: 1000, lines: [line('a')] })).toMatchObject({
      fee: 2000,
      reason: 'unknown_district',
    });
  });
  it('ships everything free under type all, above its threshold', () => {
    const all = { ...RULES, freeShippingType: 'all' as const };
    expect(shippingQuote(all, { goodsTotal: 100, district: 'Huye', lines: [line('a')] }).reason).toBe(
      'free_all',
    );
    const withThreshold = { ...all, freeShippingThreshold: 10_000 };
    expect(
      shippingQuote(withThreshold, { goodsTotal: 10_000, district: 'Huye', lines: [line('a')] }).fee,
    ).toBe(2000);
  });
  it('ships free under type selected only when every item is selected', () => {
    const selected = { ...RULES, freeShippingType: 'selected' as const, selectedProducts: ['a', 'b'] };
    const q = (ids: string[]) =>
      shippingQuote(selected, { goodsTotal: 5000, district: 'Huye', lines: ids.map((i) => line(i)) });
    expect(q(['a', 'b'])).toMatchObject({ fee: 0, reason: 'free_selected' });
    expect(q(['a', 'c'])).toMatchObject({ fee: 2000, reason: 'standard' });
    // Type none ignores a stale selection.
    const none = { ...selected, freeShippingType: 'none' as const };
    expect(shippingQuote(none, { goodsTotal: 5000, district: 'Huye', lines: [line('a')] }).fee).toBe(2000);
  });
  it('ships free when every product is sold with free shipping', () => {
    expect(
      shippingQuote(RULES, { goodsTotal: 5000, district: 'Huye', lines: [line('a', true), line('b', true)] })
        .reason,
    ).toBe('free_selected');
    expect(
      shippingQuote(RULES, { goodsTotal: 5000, district: 'Huye', lines: [line('a', true), line('b')] }).fee,
    ).toBe(2000);
  });
  it('ships free with a free-shipping coupon and charges nothing for an empty cart', () => {
    expect(
      shippingQuote(RULES, {
        goodsTotal: 5000,
        district: 'Huye',
        lines: [line('a')],
        couponFreeShipping: true,
      }).reason,
    ).toBe('coupon');
    expect(shippingQuote(RULES, { goodsTotal: 0, district: 'Huye', lines: [] })).toMatchObject({
      fee: 0,
      reason: 'empty',
    });
  });
});

describe('normalizeFreeShippingType', () => {
  it('clears the selection for all and none, and enables everything but none', () => {
    expect(normalizeFreeShippingType('all', ['a'])).toEqual({
      freeShippingEnabled: true,
      selectedProducts: [],
    });
    expect(normalizeFreeShippingType('none', ['a'])).toEqual({
      freeShippingEnabled: false,
      selectedProducts: [],
    });
    expect(normalizeFreeShippingType('selected', ['a', 'a', 'b'])).toEqual({
      freeShippingEnabled: true,
      selectedProducts: ['a', 'b'],
    });
  });
});

const NOW = new Date('2026-03-01T12:00:00Z');
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'X',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  firstOrderOnly: false,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  active: true,
  ...over,
});
const ctx = (over: Partial<CouponContext> = {}): CouponContext => ({
  subtotal: 50_000,
  now: NOW,
  previousOrders: 0,
  customerRedemptions: 0,
  ...over,
});

describe('evaluateCoupon', () => {
  it('refuses an unknown or inactive code as invalid', () => {
    expect(evaluateCoupon(null, ctx())).toMatchObject({
      ok: false,
      code: 'COUPON_INVALID',
      message: 'Invalid coupon code',
    });
    expect(evaluateCoupon(coupon({ active: false }), ctx())).toMatchObject({
      ok: false,
      code: 'COUPON_INVALID',
    });
  });
  it('takes a percentage off, rounded down', () => {
    expect(evaluateCoupon(coupon({ value: 10 }), ctx({ subtotal: 12_345 }))).toEqual({
      ok: true,
      discount: 1234,
      freeShipping: false,
    });
  });
  it('needs a subtotal strictly above the minimum: exactly 100,000 is not above', () => {
    const save20 = coupon({ value: 20, minSubtotal: 100_000 });
    const at100k = evaluateCoupon(save20, ctx({ subtotal: 100_000 }));
    expect(at100k).toMatchObject({ ok: false, code: 'COUPON_MIN_TOTAL' });
    expect(at100k.ok === false && at100k.message).toBe('This coupon needs an order above 100,000 RWF.');
    expect(evaluateCoupon(save20, ctx({ subtotal: 100_001 }))).toMatchObject({ ok: true, discount: 20_000 });
  });
  it('keeps a first-order coupon for customers without an earlier order', () => {
    const welcome = coupon({ firstOrderOnly: true });
    expect(evaluateCoupon(welcome, ctx({ previousOrders: 0 }))).toMatchObject({ ok: true });
    expect(evaluateCoupon(welcome, ctx({ previousOrders: 1 }))).toMatchObject({
      ok: false,
      code: 'COUPON_FIRST_ORDER_ONLY',
    });
    // A guest can't be checked yet: the order checks it.
    expect(evaluateCoupon(welcome, ctx({ previousOrders: null }))).toMatchObject({ ok: true });
  });
  it('honours the validity window at both ends', () => {
    const windowed = coupon({
      startsAt: new Date('2026-03-01T00:00:00Z'),
      endsAt: new Date('2026-03-02T00:00:00Z'),
    });
    expect(evaluateCoupon(windowed, ctx())).toMatchObject({ ok: true });
    expect(evaluateCoupon(windowed, ctx({ now: new Date('2026-02-28T23:59:59Z') }))).toMatchObject({
      code: 'COUPON_NOT_STARTED',
    });
    expect(evaluateCoupon(windowed, ctx({ now: new Date('2026-03-02T00:00:00Z') }))).toMatchObject({
      code: 'COUPON_EXPIRED',
    });
  });
  it('stops at the usage limit, overall and per customer', () => {
    expect(evaluateCoupon(coupon({ usageLimit: 5, usedCount: 4 }), ctx())).toMatchObject({ ok: true });
    expect(evaluateCoupon(coupon({ usageLimit: 5, usedCount: 5 }), ctx())).toMatchObject({
      code: 'COUPON_USAGE_LIMIT',
    });
    expect(evaluateCoupon(coupon({ perCustomerLimit: 1 }), ctx({ customerRedemptions: 1 }))).toMatchObject({
      code: 'COUPON_USAGE_LIMIT',
      message: 'You have already used this coupon.',
      details: { limit: 'per_customer' },
    });
  });
  it('gives free shipping and no discount for a free-shipping coupon', () => {
    const freeship = coupon({ kind: 'free_shipping', minSubtotal: 30_000 });
    expect(evaluateCoupon(freeship, ctx({ subtotal: 30_001 }))).toEqual({
      ok: true,
      discount: 0,
      freeShipping: true,
    });
    expect(evaluateCoupon(freeship, ctx({ subtotal: 30_000 }))).toMatchObject({ code: 'COUPON_MIN_TOTAL' });
  });
});

describe('couponDiscount and orderTotals', () => {
  it('never discounts more than the subtotal', () => {
    expect(couponDiscount('fixed', 5000, 3000)).toBe(3000);
    expect(couponDiscount('percent', 150, 3000)).toBe(3000);
  });
  it('adds up subtotal − discount + shipping in whole francs, never below zero', () => {
    expect(orderTotals(10_000, 1000.9, 2000)).toEqual({
      subtotal: 10_000,
      discount: 1000,
      shippingFee: 2000,
      total: 11_000,
    });
    expect(orderTotals(1000, 5000, 0)).toEqual({ subtotal: 1000, discount: 1000, shippingFee: 0, total: 0 });
  });
});

describe('freeDeliveryAbove', () => {
  it('is the lowest total any rule ships free anywhere, and agrees with the quote', () => {
    expect(freeDeliveryAbove(RULES)).toBe(50_000);
    expect(freeDeliveryAbove({ ...RULES, freeAbove: null })).toBeNull();
    // Type selected covers some products only: it promises nothing for every order.
    expect(freeDeliveryAbove({ ...RULES, freeShippingType: 'selected', freeShippingThreshold: 10_000 })).toBe(
      50_000,
    );
    const all = { ...RULES, freeShippingType: 'all' as const, freeShippingThreshold: 30_000 };
    expect(freeDeliveryAbove(all)).toBe(30_000);
    expect(freeDeliveryAbove({ ...all, freeAbove: null, freeShippingThreshold: 0 })).toBe(0);
    for (const rules of [RULES, all]) {
      const above = freeDeliveryAbove(rules)!;
      const quote = (goodsTotal: number) =>
        shippingQuote(rules, { goodsTotal, district: 'Musanze', lines: [line('p1')] }).isFree;
      expect(quote(above + 1)).toBe(true);
      expect(quote(above)).toBe(false);
    }
  });
});
