import { describe, expect, it } from 'vitest';
import { discountPercent, formatRwf, formatRwfThousands, Rwf } from './money';

describe('formatRwf', () => {
  it('groups thousands with commas and appends RWF', () => {
    expect(formatRwf(12500)).toBe('12,500 RWF');
    expect(formatRwf(1_234_567)).toBe('1,234,567 RWF');
    expect(formatRwf(999)).toBe('999 RWF');
  });
  it('prints zero and negative amounts', () => {
    expect(formatRwf(0)).toBe('0 RWF');
    expect(formatRwf(-2000)).toBe('-2,000 RWF');
  });
  it('rounds stray fractions and treats non-numbers as zero', () => {
    expect(formatRwf(1999.6)).toBe('2,000 RWF');
    expect(formatRwf(Number.NaN)).toBe('0 RWF');
  });
  it('formats thousands for the CRM', () => {
    expect(formatRwfThousands(12500)).toBe('12.5K RWF');
    expect(formatRwfThousands(2_450_000)).toBe('2,450K RWF');
  });
});

describe('Rwf', () => {
  it('accepts whole francs only', () => {
    expect(Rwf.safeParse(100).success).toBe(true);
    expect(Rwf.safeParse(10.5).success).toBe(false);
    expect(Rwf.safeParse(-1).success).toBe(false);
  });
});

describe('discountPercent', () => {
  it('rounds the saving against the original price', () => {
    expect(discountPercent(7000, 10000)).toBe(30);
    expect(discountPercent(6667, 10000)).toBe(33);
  });
  it('is zero without a higher original price', () => {
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 80)).toBe(0);
  });
});
