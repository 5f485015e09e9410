import { describe, expect, it } from 'vitest';
import { cartBadgeLabel } from './badge';

describe('cartBadgeLabel', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(cartBadgeLabel(1)).toBe('1');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
  it('is empty for an empty cart', () => expect(cartBadgeLabel(0)).toBe(''));
});
