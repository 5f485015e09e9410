import { describe, expect, it } from 'vitest';
import { negotiationMessage, perkMessage } from './messages';

const figures = { price: 24_900, offer: 20_000, roundsLeft: 2 };

describe('negotiation messages', () => {
  it.each(['en', 'fr', 'rw'] as const)(
    'in %s, a deal says the price and how long it is kept, and asks nothing of the cart: the widget has put it there',
    (language) => {
      const deal = { price: 24_900, offer: 24_900, roundsLeft: 1, minutes: 30 };
      for (const key of ['OFFER_ACCEPTED', 'COUNTER_ACCEPTED', 'DEAL_KEPT'] as const) {
        const text = negotiationMessage(key, language, deal);
        expect(text, key).not.toMatch(/cart|panier|gitebo/i);
        expect(text, key).toContain(
          language === 'en' ? '24,900 RWF' : language === 'fr' ? '24\u202f900 RWF' : '24.900 RWF',
        );
      }
    },
  );

  it('writes amounts in English as before', () => {
    expect(negotiationMessage('COUNTER_OFFER', 'en', figures)).toBe(
      'Thanks for your offer of 20,000 RWF. I can come down to 24,900 RWF. Rounds left: 2.',
    );
  });

  it('groups amounts as French writes them, with a narrow no-break space', () => {
    expect(negotiationMessage('COUNTER_OFFER', 'fr', figures)).toBe(
      'Merci pour votre offre de 20\u202f000 RWF. Je peux descendre à 24\u202f900 RWF. Tours restants : 2.',
    );
    expect(perkMessage('freeAbove', 'fr', { amount: 50_000 })).toBe(
      'Livraison gratuite pour toute commande de plus de 50\u202f000 RWF.',
    );
  });

  it('groups amounts as Kinyarwanda writes them, with dots', () => {
    const text = negotiationMessage('COUNTER_OFFER', 'rw', figures);
    expect(text).toContain('20.000 RWF');
    expect(text).toContain('24.900 RWF');
    expect(text).not.toMatch(/\d,\d{3}/);
    expect(perkMessage('similar', 'rw', { amount: 18_500, name: 'Ikanzu' })).toBe(
      'Ikanzu kirasa na cyo kandi kigura 18.500 RWF.',
    );
  });

  it('says an offer at or above the price is no bargain, in the three languages', () => {
    const full = { price: 35_500, basePrice: 35_500, offer: 150_000, roundsLeft: 2 };
    expect(negotiationMessage('OFFER_AT_FULL_PRICE', 'en', full)).toBe(
      '150,000 RWF is already at or above the price of 35,500 RWF, so there is nothing to bargain. You can add it to your cart at 35,500 RWF, or make me a lower offer.',
    );
    expect(negotiationMessage('OFFER_AT_FULL_PRICE', 'fr', full)).toBe(
      "150\u202f000 RWF, c'est déjà le prix de 35\u202f500 RWF ou plus : il n'y a rien à négocier. Vous pouvez ajouter l'article au panier à 35\u202f500 RWF, ou me faire une offre plus basse.",
    );
    expect(negotiationMessage('OFFER_AT_FULL_PRICE', 'rw', full)).toBe(
      "150.000 RWF bingana n'igiciro cya 35.500 RWF cyangwa birakirenze, nta cyo twaciririkanya. Ushobora gushyira igicuruzwa mu gitebo kuri 35.500 RWF, cyangwa ukampa igiciro kiri munsi yacyo.",
    );
    // A counter below the price is the one to say yes to; no lower offer once no round is left.
    const countered = { ...full, price: 33_000, roundsLeft: 0 };
    expect(negotiationMessage('OFFER_AT_FULL_PRICE', 'en', countered)).toBe(
      '150,000 RWF is already at or above the price of 35,500 RWF, so there is nothing to bargain. My best price stays 33,000 RWF; say yes to take it.',
    );
    expect(negotiationMessage('OFFER_AT_FULL_PRICE', 'fr', { ...countered, roundsLeft: 1 })).toContain(
      'Mon prix de 33\u202f000 RWF tient toujours : dites oui pour le prendre, ou faites-moi une offre plus basse.',
    );
    expect(negotiationMessage('OFFER_AT_FULL_PRICE', 'rw', { ...full, roundsLeft: 0 })).not.toContain(
      'munsi',
    );
  });
});
