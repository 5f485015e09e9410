import { describe, expect, it } from 'vitest';
import { asksToBargain, offersToPay } from './bargain-words';

describe('asksToBargain', () => {
  it.each([
    'I want a discount',
    'Can you make it cheaper?',
    'Please lower the price',
    "What's your best price?",
    'Je veux une réduction',
    'Un rabais ?',
    'Moins cher svp',
    'Votre meilleur prix ?',
    'Ndashaka kugabanyirizwa',
    'Mungabanyirize',
    'Gabanyiriza',
    'Wakongera kugabanyiriza?',
    'Hari igabanyirizwa?',
    'Nimugabanye',
  ])('hears a request for a lower price: %s', (text) => {
    expect(asksToBargain(text)).toBe(true);
  });

  it('hears nothing in other messages', () => {
    expect(asksToBargain('Do you have it in red?')).toBe(false);
    expect(asksToBargain('Ndashaka ikanzu')).toBe(false);
    expect(asksToBargain('')).toBe(false);
  });
});

describe('offersToPay', () => {
  it.each(['I can pay 100000', 'Je peux payer 100000', 'Nshobora kwishyura 100000', 'I can give you 15k'])(
    'hears an offer in an amount said with a word of paying: %s',
    (text) => {
      expect(offersToPay(text)).toBe(true);
    },
  );

  it.each([
    'How can I pay?',
    'Comment payer ?',
    'Nzishyura nte?',
    'How do I pay 20000 with MoMo?',
    'Comment payer 20 000 par carte ?',
    'Nishyura 20000 nte?',
    'I offer 100000',
  ])('hears no paying offer in a question about paying or without a word of paying: %s', (text) => {
    expect(offersToPay(text)).toBe(false);
  });
});
