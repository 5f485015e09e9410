import { describe, expect, it } from 'vitest';
import { languageByKeywords } from './language-keywords';
import { matchedCategory, matchVocabulary, VOCABULARIES, VOCABULARY_LANGUAGES } from './match-vocabulary';
import { parseBudget } from './parse-budget';
import { CATALOG_TREE, CATEGORY_SLUGS } from './vocabulary-types';

describe('matchVocabulary', () => {
  it('maps dresses in the three languages, with plurals, case and accents', () => {
    for (const text of ['a red dress', 'une robe', 'Robes', 'ikanzu', 'amakanzu meza']) {
      expect(matchVocabulary(text).subcategories, text).toEqual(['dresses']);
    }
  });

  it('prefers the longest phrase: a laptop is not just a computer', () => {
    expect(matchVocabulary('ordinateur portable').subcategories).toEqual(['laptops']);
    expect(matchVocabulary('mudasobwa igendanwa').subcategories).toEqual(['laptops']);
    expect(matchVocabulary('ordinateur').categories).toEqual(['computers']);
  });

  it('finds colours and genders with Kinyarwanda agreement and French apostrophes', () => {
    const rw = matchVocabulary("inkweto z'abagabo zitukura", 'rw');
    expect(rw.categories).toEqual(['shoes-footwear']);
    expect(rw.genders).toEqual(['male']);
    expect(rw.colors).toEqual(['Red']);
    const fr = matchVocabulary('ROBE ROUGE pour femme', 'fr');
    expect(fr.colors).toEqual(['Red']);
    expect(fr.genders).toEqual(['female']);
    expect(matchVocabulary('Téléphone').subcategories).toEqual(['smartphones']);
    expect(matchVocabulary('telephone').subcategories).toEqual(['smartphones']);
    expect(matchVocabulary('tél samsung').subcategories).toEqual(['smartphones']);
  });

  it('turns clothes plus a gender into that fashion category', () => {
    expect(matchedCategory(matchVocabulary("imyenda y'abagore"))).toBe('womens-fashion');
    expect(matchedCategory(matchVocabulary('vêtements homme'))).toBe('mens-fashion');
    expect(matchedCategory(matchVocabulary('chaussures de sport'))).toBe('shoes-footwear');
    expect(matchVocabulary('chaussures de sport').subcategories).toEqual(['sneakers']);
  });

  it('finds nothing in words it does not know', () => {
    const none = matchVocabulary('xylophone qwerty');
    expect(none.categories).toEqual([]);
    expect(none.subcategories).toEqual([]);
    expect(matchedCategory(none)).toBeUndefined();
  });

  it('has words for every category and subcategory in all three languages', () => {
    for (const lang of VOCABULARY_LANGUAGES) {
      for (const category of CATEGORY_SLUGS) {
        expect(VOCABULARIES[lang].categories[category].length, `${lang} ${category}`).toBeGreaterThan(0);
        for (const sub of CATALOG_TREE[category]) {
          expect(VOCABULARIES[lang].subcategories[sub].length, `${lang} ${sub}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('parseBudget', () => {
  it.each([
    ['under 150,000', { max: 150_000 }],
    ['moins de 100 000 francs', { max: 100_000 }],
    ['munsi ya 50k', { max: 50_000 }],
    ['150k', { max: 150_000 }],
    ['150 000 frw', { max: 150_000 }],
    ['ibihumbi 50', { max: 50_000 }],
    ['between 20k and 50k', { min: 20_000, max: 50_000 }],
    ['plus de 30 000 frw', { min: 30_000 }],
  ])('reads "%s"', (text, budget) => {
    expect(parseBudget(text)).toEqual(budget);
  });

  it('is null without an amount', () => {
    expect(parseBudget('a red dress')).toBeNull();
  });
});

describe('languageByKeywords', () => {
  it('recognises short greetings', () => {
    expect(languageByKeywords('Muraho')).toBe('rw');
    expect(languageByKeywords('Bonjour')).toBe('fr');
    expect(languageByKeywords('hello')).toBe('en');
    expect(languageByKeywords('xyz')).toBeNull();
  });

  it("lets the shopper's chosen language settle a tie, never a clear majority", () => {
    // "ikiguzi" is Kinyarwanda, "i" also English: one word each.
    expect(languageByKeywords('ikiguzi i Huye', 'rw')).toBe('rw');
    expect(languageByKeywords('ikiguzi i Huye', 'en')).toBe('en');
    expect(languageByKeywords('bonjour je cherche', 'en')).toBe('fr');
  });
});
