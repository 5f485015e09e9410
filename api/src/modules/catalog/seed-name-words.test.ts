import { describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from './seed-data';
import { adjective, agreeing, at, connective, fa } from './seed-name-words';
import { productNameTranslation, productTranslations } from './seed-translations';

const templateOf = (slug: string) =>
  CATEGORY_SEEDS.flatMap((c) => c.subcategories).find((s) => s.slug === slug)!.template;

describe('words that agree with the item they follow', () => {
  it('take the prefix of the Kinyarwanda noun class', () => {
    expect(connective(9, 'uruhu')).toBe("y'uruhu");
    expect(connective(7, 'mudasobwa')).toBe('cya mudasobwa');
    expect(agreeing(9, 'sanzwe')).toBe('isanzwe');
    expect(agreeing(7, 'sanzwe')).toBe('gisanzwe');
    expect(agreeing(12, 'oroheje')).toBe('koroheje');
    expect(agreeing(3, 'oroshye')).toBe('woroshye');
    expect(adjective(12, 'to')).toBe('gato');
    expect(adjective(9, 'to')).toBe('nto');
    expect(at('mu muhanda')(8)).toBe('byo mu muhanda');
  });

  it('take the gender and number of the French noun', () => {
    expect(fa('fin')).toEqual({ m: 'fin', f: 'fine', mp: 'fins', fp: 'fines' });
    expect(fa('silencieux', 'silencieuse').mp).toBe('silencieux');
  });

  it('name a wallet and palazzo pants in French and Kinyarwanda', () => {
    const name = (slug: string, item: string, style: string, brand: string | null = null) =>
      productTranslations({
        name: `${style} ${item}`,
        brand,
        features: [],
        materials: [],
        sizes: [],
        colors: [],
        parts: { template: templateOf(slug), item, style, suffix: '' },
      })?.nameI18n;
    expect(name('wallets', 'Bifold Wallet', 'Leather')).toEqual({
      fr: 'Portefeuille en cuir',
      rw: "Ikofi y'uruhu",
    });
    expect(name('wallets', 'Purse', 'Slim')).toEqual({
      fr: 'Porte-monnaie fin',
      rw: "Agakapu k'amafaranga koroheje",
    });
    expect(name('bottoms', 'Palazzo Pants', 'Printed')).toEqual({
      fr: 'Pantalon palazzo imprimé',
      rw: 'Ipantalo ya palazzo ifite amashusho',
    });
    expect(name('bottoms', 'Pleated Skirt', 'Tailored')?.fr).toBe('Jupe plissée ajustée');
    expect(productNameTranslation('Leather Bifold Wallet')).toBeNull();
  });
});
