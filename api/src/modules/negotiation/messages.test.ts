import { describe, expect, it } from 'vitest';
import { negotiationMessage, perkMessage } from './messages';

const figures = { price: 24_900, offer: 20_000, roundsLeft: 2 };

describe('negotiation messages', () => {
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
});
