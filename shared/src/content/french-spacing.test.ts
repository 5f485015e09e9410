import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './french-spacing';

describe('frenchSpacing', () => {
  it('puts a no-break space before : ; ? and !, replacing a plain one or adding a missing one', () => {
    expect(frenchSpacing('Livraison : 2 jours ; gratuit ? Oui !')).toBe(
      'Livraison\u00a0: 2 jours\u00a0; gratuit\u00a0? Oui\u00a0!',
    );
    expect(frenchSpacing('- [Robe](/product/1): 21 400 RWF.')).toBe(
      '- [Robe](/product/1)\u00a0: 21 400 RWF.',
    );
    expect(frenchSpacing('**Prix:**\nfin?')).toBe('**Prix\u00a0:**\nfin\u00a0?');
  });

  it('leaves addresses, times and text already spaced alone', () => {
    const text = 'Voir https://isoko.rw/blog à 14:05\u00a0: merci\u202f!';
    expect(frenchSpacing(text)).toBe(text);
  });
});
