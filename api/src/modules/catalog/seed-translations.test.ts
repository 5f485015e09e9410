import { describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from './seed-data';
import {
  CATEGORY_TRANSLATIONS,
  FEATURES,
  productNameTranslation,
  productTranslations,
  SUBCATEGORY_NAMES,
} from './seed-translations';

const templateOf = (slug: string) =>
  CATEGORY_SEEDS.flatMap((c) => c.subcategories).find((s) => s.slug === slug)!.template;

describe('the demo translations', () => {
  it('name and describe every category and subcategory in French and Kinyarwanda', () => {
    for (const c of CATEGORY_SEEDS) {
      const t = CATEGORY_TRANSLATIONS[c.slug];
      expect(t?.name.fr && t.name.rw && t.description.fr && t.description.rw, c.slug).toBeTruthy();
      for (const s of c.subcategories) {
        expect(SUBCATEGORY_NAMES[s.slug]?.fr && SUBCATEGORY_NAMES[s.slug]?.rw, s.slug).toBeTruthy();
      }
    }
  });

  it('translate only features the demo templates really use', () => {
    const used = new Set(CATEGORY_SEEDS.flatMap((c) => c.subcategories.flatMap((s) => s.template.features)));
    expect(Object.keys(FEATURES).filter((f) => !used.has(f))).toEqual([]);
  });

  it('name every dress from its item and style, in the noun class of ikanzu', () => {
    expect(productNameTranslation('Pleated Evening Gown')).toEqual({
      fr: 'Robe de soirée plissée',
      rw: "Ikanzu y'ibirori ifite imikubo",
    });
    expect(productNameTranslation('Floral Maxi Dress')?.rw).toBe('Ikanzu ndende ifite indabo');
    expect(productNameTranslation('Floral Maxi Skirt')).toBeNull();
  });

  it('assemble device names around their brand and model, with French capacities', () => {
    const t = productTranslations({
      name: 'Tecno Spark 20 5G Smartphone 64GB',
      brand: 'Tecno',
      features: [],
      materials: [],
      sizes: [],
      colors: [],
      parts: {
        template: templateOf('smartphones'),
        item: '5G Smartphone',
        style: 'Spark 20',
        suffix: '64GB',
      },
    });
    expect(t?.nameI18n).toEqual({
      fr: 'Smartphone 5G Tecno Spark 20 64 Go',
      rw: 'Telefone igezweho ya 5G Tecno Spark 20 64GB',
    });
  });

  it('write the description only when every feature is translated, the summary with the first', () => {
    const base = {
      name: 'Rugged Rain Boots',
      brand: 'Bata',
      materials: ['Rubber'],
      sizes: ['42'],
      colors: ['Black'],
      parts: { template: templateOf('boots'), item: 'Rain Boots', style: 'Rugged', suffix: '' },
    };
    const whole = productTranslations({ ...base, features: ['Tough sole', 'Ages well'] });
    expect(whole?.nameI18n.rw).toBe("Bote z'imvura zikomeye");
    expect(whole?.shortDescriptionI18n.fr).toBe(
      'Bottes de pluie robustes de la marque Bata. Semelle résistante.',
    );
    expect(whole?.descriptionI18n.fr).toContain('- Couleurs : Noir');
    expect(whole?.descriptionI18n.rw).toContain('- Amabara: Umukara');
    expect(whole?.descriptionI18n.rw).toContain('- Icyo gikozemo: Kawucu');

    const partly = productTranslations({ ...base, features: ['Tough sole', 'An untranslated feature'] });
    expect(partly?.shortDescriptionI18n.rw).toBe("Bote z'imvura zikomeye — Bata. Isoli ikomeye.");
    expect(partly?.descriptionI18n).toEqual({});

    const nameOnly = productTranslations({ ...base, features: ['An untranslated feature'] });
    expect(nameOnly).toEqual({
      nameI18n: { fr: 'Bottes de pluie robustes', rw: "Bote z'imvura zikomeye" },
      shortDescriptionI18n: {},
      descriptionI18n: {},
    });
    expect(productTranslations({ ...base, name: 'Mystery Item', parts: undefined, features: [] })).toBeNull();
  });
});
