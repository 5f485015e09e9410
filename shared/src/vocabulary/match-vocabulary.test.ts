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

  it.each([
    ["inkweto hejuru y'ibihumbi 50", { min: 50_000 }],
    ['inkweto hejuru ya 50k', { min: 50_000 }],
    ['inkweto zirengeje ibihumbi 50', { min: 50_000 }],
    ['ibintu birengeje 50k', { min: 50_000 }],
    ['ikanzu irengeje 50k', { min: 50_000 }],
    ['inkweto zihenze kurusha 50k', { min: 50_000 }],
    ['chaussures plus chères que 50 000 francs', { min: 50_000 }],
    ["chaussures plus chères qu'à 50 000 francs", { min: 50_000 }],
    ['shoes more expensive than 50k', { min: 50_000 }],
    ['shoes over 50k', { min: 50_000 }],
    ['shoes above 50,000 rwf', { min: 50_000 }],
    ['chaussures au-delà de 50 000 francs', { min: 50_000 }],
    ['over 10k and under 50k', { min: 10_000, max: 50_000 }],
  ])('reads "more than" as the least they want to pay: "%s"', (text, budget) => {
    expect(parseBudget(text)).toEqual(budget);
  });

  it.each([
    ['no more than 50k', { max: 50_000 }],
    ['pas plus de 50 000 francs', { max: 50_000 }],
    ['inkweto zitarenze 50k', { max: 50_000 }],
    ['inkweto zitarengeje ibihumbi 50', { max: 50_000 }],
    ['inkweto zihendutse kurusha 50k', { max: 50_000 }],
    ["inkweto munsi y'ibihumbi 50", { max: 50_000 }],
    ['chaussures moins chères que 50 000 francs', { max: 50_000 }],
  ])('keeps "at most" whose words hold a "more than": "%s"', (text, budget) => {
    expect(parseBudget(text)).toEqual(budget);
  });

  it.each([
    ['entre 20 000 et 50 000 francs', { min: 20_000, max: 50_000 }],
    ['hagati ya 20k na 50k', { min: 20_000, max: 50_000 }],
    ["hagati y'ibihumbi 20 na ibihumbi 50", { min: 20_000, max: 50_000 }],
    ['laptop under 1.5m', { max: 1_500_000 }],
    ['ordinateur moins de 1,5 million', { max: 1_500_000 }],
    ['shoes under 45.5k', { max: 45_500 }],
  ])('reads ranges and decimals: "%s"', (text, budget) => {
    expect(parseBudget(text)).toEqual(budget);
  });

  it.each([
    ["inkweto munsi y'ibihumbi makumyabiri", { max: 20_000 }],
    ['inkweto munsi ya ibihumbi mirongo itanu', { max: 50_000 }],
    ['hejuru y’ibihumbi makumyabiri na bitanu', { min: 25_000 }],
    ['hagati ya ibihumbi makumyabiri na ibihumbi mirongo itatu', { min: 20_000, max: 30_000 }],
    ['une robe à moins de vingt mille francs', { max: 20_000 }],
    ['entre vingt mille et cinquante mille', { min: 20_000, max: 50_000 }],
    ['a dress under twenty thousand', { max: 20_000 }],
  ])('reads amounts in words: "%s"', (text, budget) => {
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
