import { describe, expect, it } from 'vitest';
import { readOfferMessage } from './offer-text';

describe('readOfferMessage', () => {
  it('reads an amount as an offer, in any of the three languages', () => {
    expect(readOfferMessage('I can pay 15k')).toEqual({ kind: 'offer', amount: 15_000 });
    expect(readOfferMessage('Je propose 14 500 francs')).toEqual({ kind: 'offer', amount: 14_500 });
    expect(readOfferMessage('Nguha ibihumbi 14')).toEqual({ kind: 'offer', amount: 14_000 });
  });

  it('lets an amount win over a yes or a no in the same message', () => {
    expect(readOfferMessage('ok, 15000')).toEqual({ kind: 'offer', amount: 15_000 });
    expect(readOfferMessage('Non, 15k')).toEqual({ kind: 'offer', amount: 15_000 });
  });

  it('reads a yes and a no without an amount', () => {
    expect(readOfferMessage('Yego')).toEqual({ kind: 'accept' });
    expect(readOfferMessage('d’accord')).toEqual({ kind: 'accept' });
    expect(readOfferMessage('oya')).toEqual({ kind: 'decline' });
  });

  it('says when it cannot tell', () => {
    expect(readOfferMessage('Do you deliver to Musanze?')).toEqual({ kind: 'unclear' });
    expect(readOfferMessage('   ')).toEqual({ kind: 'unclear' });
  });
});
