import { describe, expect, it } from 'vitest';
import { readItemsOffer } from './offer-quantity';
import { readOfferMessage } from './offer-text';

describe('readItemsOffer', () => {
  it.each([
    ['I want to pay 20000 for two', 10_000, 2],
    ['I can pay 20000 for 2', 10_000, 2],
    ['15k for the three', 5_000, 3],
    ['20000 rwf for both', 10_000, 2],
    ['2 for 15000', 7_500, 2],
    ['je veux payer 20000 pour deux', 10_000, 2],
    ['Je paie 20 000 francs pour 2', 10_000, 2],
    ['30 mille pour les trois', 10_000, 3],
    ['deux pour 15000', 7_500, 2],
    ['nshaka kwishyura 20000 kuri bibiri', 10_000, 2],
    ['Nzatanga 20000 kuri 2', 10_000, 2],
    ['natanga ibihumbi 30 kuri bitatu', 10_000, 3],
    ['nzishyura 20000 ku byombi', 10_000, 2],
  ])('reads a total for several items as one item price: %s', (text, amount, quantity) => {
    expect(readItemsOffer(text)).toMatchObject({ amount, quantity, each: false });
  });

  it('rounds a total that does not share evenly down, never over what was said', () => {
    expect(readItemsOffer('20000 for three')).toEqual({
      amount: 6_666,
      quantity: 3,
      said: 20_000,
      each: false,
    });
  });

  it.each([
    ['10000 each for two', 10_000, 2],
    ['10 000 chacun pour trois', 10_000, 3],
    ['10000 kuri buri kimwe, kuri bibiri', 10_000, 2],
  ])('keeps an amount said for each item: %s', (text, amount, quantity) => {
    expect(readItemsOffer(text)).toMatchObject({ amount, quantity, each: true });
  });

  it.each([
    'I offer 18000',
    'Je peux payer 100000',
    'Nshobora kwishyura 100000',
    'I can pay 20000 for it',
    'for 2,000 rwf',
    'pay 2k for 20000',
    '20000 for 25',
    'two please',
  ])('reads no number of items where none is said: %s', (text) => {
    expect(readItemsOffer(text)).toBeNull();
  });

  it('gives the engine one item price, with the items said', () => {
    expect(readOfferMessage('I want to pay 20000 for two')).toEqual({
      kind: 'offer',
      amount: 10_000,
      items: { quantity: 2, said: 20_000, each: false },
    });
    expect(readOfferMessage('I can pay 15k')).toEqual({ kind: 'offer', amount: 15_000 });
  });
});
