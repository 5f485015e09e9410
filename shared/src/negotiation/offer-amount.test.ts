import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRwf } from '../money-format';
import { parseOfferAmount } from './offer-amount';

describe('parseOfferAmount', () => {
  it.each([
    ['15000', 15_000],
    ['15,000 rwf', 15_000],
    ['15 000 frw', 15_000],
    ['15\u202f000 Frw', 15_000],
    ['15.000 francs', 15_000],
    ['24\u202f400 RWF', 24_400],
    ['24.400 RWF', 24_400],
    ['1.234.567 RWF', 1_234_567],
    ['15000rwf', 15_000],
    ['RWF 12,500', 12_500],
    ['15,000.50', 15_000],
  ])('reads digits with grouping and a currency: %s', (text, amount) => {
    expect(parseOfferAmount(text)).toBe(amount);
  });

  it.each([
    ['15k', 15_000],
    ['15 K', 15_000],
    ['15.5k', 15_500],
    ['15,5k', 15_500],
    ['4.35k', 4_350],
    ['1.2M', 1_200_000],
    ['1,2 million', 1_200_000],
    ['2 millions de francs', 2_000_000],
    ['15 thousand', 15_000],
    ['15 mille', 15_000],
  ])('reads thousands and millions: %s', (text, amount) => {
    expect(parseOfferAmount(text)).toBe(amount);
  });

  it.each([
    ['ibihumbi 15', 15_000],
    ['Nguha amafaranga ibihumbi 20', 20_000],
    ['ibihumbi bitanu', 5_000],
    ['ibihumbi cumi na bitanu', 15_000],
    ['igihumbi', 1_000],
    ['miliyoni 2', 2_000_000],
    ['miliyoni imwe', 1_000_000],
    ['nguhaye ibihumbi makumyabiri', 20_000],
    ['ibihumbi makumyabiri na bitanu', 25_000],
    ['ibihumbi makumyabiri na gatanu', 25_000],
    ['ibihumbi mirongo itatu', 30_000],
    ['ibihumbi mirongo ine na bitatu', 43_000],
    ['ibihumbi mirongo itanu', 50_000],
    ['ibihumbi mirongo itandatu', 60_000],
    ['ibihumbi mirongo irindwi', 70_000],
    ['ibihumbi mirongo inani', 80_000],
    ['ibihumbi mirongo icyenda', 90_000],
    ['ibihumbi ijana', 100_000],
    ['ibihumbi ijana na makumyabiri', 120_000],
    ['ibihumbi magana abiri', 200_000],
    ['ibihumbi magana atanu na mirongo itanu', 550_000],
    ['ibihumbi bitanu na magana atanu', 5_500],
    ["miliyoni imwe n'ibihumbi magana atanu", 1_500_000],
    ['amafaranga magana atanu', 500],
    ['igihumbi na magana atanu', 1_500],
  ])('reads Kinyarwanda amounts: %s', (text, amount) => {
    expect(parseOfferAmount(text)).toBe(amount);
  });

  it.each([
    ['je propose vingt mille', 20_000],
    ['vingt-cinq mille francs', 25_000],
    ['quatre-vingt mille', 80_000],
    ['quatre-vingt-dix mille', 90_000],
    ['soixante-dix mille', 70_000],
    ['cent cinquante mille', 150_000],
    ['deux cent mille', 200_000],
    ['vingt mille cinq cents', 20_500],
    ['un million', 1_000_000],
    ['cinq cents francs', 500],
    ['twenty thousand', 20_000],
    ['two hundred and fifty thousand rwf', 250_000],
    ['one million', 1_000_000],
  ])('reads French and English amounts in words: %s', (text, amount) => {
    expect(parseOfferAmount(text)).toBe(amount);
  });

  it('reads no amount in number words without a thousand, a million or a currency', () => {
    expect(parseOfferAmount('deux robes')).toBeNull();
    expect(parseOfferAmount('one dress please')).toBeNull();
    expect(parseOfferAmount('ndashaka bibiri')).toBeNull();
  });

  it('takes the first amount said with a currency or multiplier', () => {
    expect(parseOfferAmount('iPhone 15 for 800k')).toBe(800_000);
    expect(parseOfferAmount('15k, not 20k')).toBe(15_000);
  });

  it('takes the largest bare number, reading small ones as quantities or sizes', () => {
    expect(parseOfferAmount('2 for 15000')).toBe(15_000);
    expect(parseOfferAmount('size 42')).toBeNull();
    expect(parseOfferAmount('15 kg')).toBeNull();
  });

  it('never reads a phone number as an amount', () => {
    expect(parseOfferAmount('call me on 0788123456')).toBeNull();
  });

  it('finds no amount in words alone, nor one of zero', () => {
    expect(parseOfferAmount('ok deal')).toBeNull();
    expect(parseOfferAmount('0 rwf')).toBeNull();
    expect(parseOfferAmount('')).toBeNull();
  });

  it('reads back any amount however the shop or a shopper writes it', () => {
    const styles = [
      (n: number) => String(n),
      (n: number) => formatRwf(n),
      (n: number) => formatRwf(n, 'fr'),
      (n: number) => formatRwf(n, 'rw'),
      (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} frw`,
      (n: number) => `${n} francs`,
    ];
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999_999_999 }), fc.constantFrom(...styles), (amount, write) => {
        expect(parseOfferAmount(write(amount))).toBe(amount);
      }),
    );
  });
});
