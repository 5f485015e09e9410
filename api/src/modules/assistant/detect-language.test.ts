import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

const NIKE_FR =
  'Je cherche des Nike Air Max running shoes black size 42 for my brother, something comfortable';
const NIKE_RW = "Ndashaka inkweto za Nike Air Max running shoes black size 42 z'umuhungu wanjye, nziza cyane";

describe('the language of a message on a page in a chosen language', () => {
  it('keeps the French page French when a French sentence holds English product words', () => {
    expect(NIKE_FR.length).toBeGreaterThan(60);
    expect(detectLanguage(NIKE_FR, 'fr')).toBe('fr');
    expect(
      detectLanguage(
        'Bonjour, je voudrais des sneakers Nike Air Force One white low top pour ma fille',
        'fr',
      ),
    ).toBe('fr');
    expect(detectLanguage('running shoes', 'fr')).toBe('fr');
  });

  it('keeps the Kinyarwanda page in Kinyarwanda when its sentence holds English product words', () => {
    expect(NIKE_RW.length).toBeGreaterThan(60);
    expect(detectLanguage(NIKE_RW, 'rw')).toBe('rw');
    expect(detectLanguage('sneakers', 'rw')).toBe('rw');
  });

  it('keeps the chosen language for a long run of letters of no language', () => {
    expect(detectLanguage('x'.repeat(2000), 'fr')).toBe('fr');
    expect(detectLanguage('x'.repeat(2000), 'rw')).toBe('rw');
  });

  it('still follows a long message wholly in another of the three languages', () => {
    const english =
      'Hello, I am looking for a warm winter jacket for my father, something not too expensive please';
    expect(detectLanguage(english, 'fr')).toBe('en');
    expect(detectLanguage(english, 'rw')).toBe('en');
    const french =
      'Bonjour, je cherche une robe pour le mariage de ma sœur, quelque chose de joli et pas trop cher';
    expect(detectLanguage(french, 'en')).toBe('fr');
    expect(detectLanguage(french, 'rw')).toBe('fr');
  });
});
