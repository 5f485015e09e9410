import { describe, expect, it } from 'vitest';
import {
  canTransition,
  nextStatuses,
  ORDER_STATUS,
  type OrderStatus,
  orderProgress,
  statusSmsOf,
} from './status';

const allowed: Array<[OrderStatus, OrderStatus]> = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'processing'],
  ['confirmed', 'shipped'],
  ['confirmed', 'cancelled'],
  ['processing', 'shipped'],
  ['processing', 'cancelled'],
  ['shipped', 'in_transit'],
  ['shipped', 'delivered'],
  ['in_transit', 'out_for_delivery'],
  ['out_for_delivery', 'delivered'],
];

describe('canTransition', () => {
  it.each(allowed)('allows %s -> %s', (from, to) => expect(canTransition(from, to)).toBe(true));

  it('refuses every move not listed as allowed', () => {
    const allowedKeys = new Set(allowed.map(([a, b]) => `${a}>${b}`));
    for (const from of ORDER_STATUS) {
      for (const to of ORDER_STATUS) {
        const key = `${from}>${to}`;
        const isListed = allowedKeys.has(key);
        const forwardAfterConfirmed =
          from !== 'pending' &&
          to !== 'cancelled' &&
          !['delivered', 'cancelled'].includes(from) &&
          ORDER_STATUS.indexOf(to) > ORDER_STATUS.indexOf(from);
        expect(canTransition(from, to), key).toBe(isListed || forwardAfterConfirmed);
      }
    }
  });

  it.each([
    ['shipped', 'cancelled'],
    ['delivered', 'cancelled'],
    ['cancelled', 'pending'],
    ['delivered', 'shipped'],
    ['pending', 'shipped'],
    ['shipped', 'processing'],
    ['confirmed', 'confirmed'],
  ] as Array<[OrderStatus, OrderStatus]>)('refuses %s -> %s', (from, to) =>
    expect(canTransition(from, to)).toBe(false),
  );

  it('offers no move out of a terminal status', () => {
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });
});

describe('orderProgress', () => {
  it('is the position in the seven steps divided by seven', () => {
    expect(orderProgress('pending')).toBeCloseTo(1 / 7);
    expect(orderProgress('shipped')).toBeCloseTo(4 / 7);
    expect(orderProgress('delivered')).toBe(1);
    expect(orderProgress('cancelled')).toBe(0);
  });
});

describe('statusSmsOf', () => {
  it('sends the dispatch text on the move that first takes the parcel out of the shop', () => {
    for (const from of ['confirmed', 'processing'] as const) {
      expect(statusSmsOf(from, 'shipped')).toBe('shipped');
      expect(statusSmsOf(from, 'in_transit')).toBe('shipped');
    }
  });

  it('sends nothing more for in transit once the parcel has left', () => {
    expect(statusSmsOf('shipped', 'in_transit')).toBeNull();
  });

  it('gives out for delivery and delivered their own text, from any step', () => {
    expect(statusSmsOf('processing', 'out_for_delivery')).toBe('out_for_delivery');
    expect(statusSmsOf('in_transit', 'out_for_delivery')).toBe('out_for_delivery');
    expect(statusSmsOf('confirmed', 'delivered')).toBe('delivered');
  });

  it('sends no status text for the steps before the parcel leaves, nor for a cancel', () => {
    expect(statusSmsOf('pending', 'confirmed')).toBeNull();
    expect(statusSmsOf('confirmed', 'processing')).toBeNull();
    expect(statusSmsOf('processing', 'cancelled')).toBeNull();
  });
});
