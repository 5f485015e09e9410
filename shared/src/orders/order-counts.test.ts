import { describe, expect, it } from 'vitest';
import { countOrders, orderCountGroup, statusesCountedAs } from './order-counts';
import { ORDER_STATUS } from './status';

describe('the order-count rule', () => {
  it.each([
    ['pending', 'pending'],
    ['confirmed', 'activeDelivery'],
    ['processing', 'activeDelivery'],
    ['shipped', 'activeDelivery'],
    ['in_transit', 'activeDelivery'],
    ['out_for_delivery', 'activeDelivery'],
    ['delivered', 'completed'],
    ['cancelled', null],
  ] as const)('%s counts as %s', (status, group) => {
    expect(orderCountGroup(status)).toBe(group);
  });

  it('covers every status the shop knows, and nothing unknown', () => {
    expect(ORDER_STATUS).toHaveLength(8);
    expect(orderCountGroup('refunded')).toBeNull();
    expect(orderCountGroup('toString')).toBeNull();
  });

  it('lists the statuses of each group for the database', () => {
    expect(statusesCountedAs('pending')).toEqual(['pending']);
    expect(statusesCountedAs('activeDelivery')).toEqual([
      'confirmed',
      'processing',
      'shipped',
      'in_transit',
      'out_for_delivery',
    ]);
    expect(statusesCountedAs('completed')).toEqual(['delivered']);
  });

  it('a paid, confirmed order is an active delivery, not pending', () => {
    expect(countOrders([{ status: 'confirmed' }])).toEqual({
      totalOrders: 1,
      pendingOrders: 0,
      activeDeliveries: 1,
      completedOrders: 0,
    });
  });

  it('counts one order of every status', () => {
    expect(countOrders(ORDER_STATUS.map((status) => ({ status })))).toEqual({
      totalOrders: 8,
      pendingOrders: 1,
      activeDeliveries: 5,
      completedOrders: 1,
    });
  });
});
