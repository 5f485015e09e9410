import { VOCABULARIES, VOCABULARY_LANGUAGES } from '@isoko/shared/vocabulary/match-vocabulary';
import { CATALOG_TREE } from '@isoko/shared/vocabulary/vocabulary-types';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from '../catalog/seed-data';

describe('the shared vocabulary covers the demo catalogue', () => {
  it('knows every demo category and subcategory, with words in English, French and Kinyarwanda', () => {
    const tree: Record<string, readonly string[]> = CATALOG_TREE;
    for (const category of CATEGORY_SEEDS) {
      expect(Object.keys(tree), category.slug).toContain(category.slug);
      expect([...(tree[category.slug] ?? [])].sort(), category.slug).toEqual(
        category.subcategories.map((s) => s.slug).sort(),
      );
      for (const lang of VOCABULARY_LANGUAGES) {
        const vocabulary = VOCABULARIES[lang];
        const categoryWords: Readonly<Record<string, readonly string[]>> = vocabulary.categories;
        const subcategoryWords: Readonly<Record<string, readonly string[]>> = vocabulary.subcategories;
        expect(categoryWords[category.slug]?.length ?? 0, `${lang} ${category.slug}`).toBeGreaterThan(0);
        for (const sub of category.subcategories) {
          expect(subcategoryWords[sub.slug]?.length ?? 0, `${lang} ${sub.slug}`).toBeGreaterThan(0);
        }
      }
    }
    expect(CATEGORY_SEEDS).toHaveLength(21);
  });
});
