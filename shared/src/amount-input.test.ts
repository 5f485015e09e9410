import { describe, expect, it } from 'vitest';
import { parseWholeAmount } from './amount-input';

describe('parseWholeAmount', () => {
  it.each([
    ['12000', 12000],
    [' 12000 ', 12000],
    ['0', 0],
    ['12,000', 12000],
    ['1,250,000', 1250000],
    ['12 000', 12000],
    ['1 250 000', 1250000],
    ['12\u00A0000', 12000],
    ['12\u202F000', 12000],
  ])('reads %j as %d', (typed, amount) => {
    expect(parseWholeAmount(typed)).toBe(amount);
  });

  it.each([
    '',
    '12.000',
    '12.5',
    '12,5',
    '12,00',
    '1,2345',
    '12 00',
    '12,000 000',
    '1,000.50',
    '-12',
    '12k',
    '1e3',
    ',000',
    '12,000,',
  ])('refuses %j', (typed) => {
    expect(parseWholeAmount(typed)).toBeNull();
  });
});
