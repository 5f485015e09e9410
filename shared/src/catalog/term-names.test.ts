import { describe, expect, it } from 'vitest';
import { COLOR_OPTIONS, MATERIAL_OPTIONS } from './admin-options';
import { COLOR_NAMES, MATERIAL_NAMES, termWord } from './term-names';

describe('colour and material words', () => {
  it('word every colour and material staff can pick, in French and Kinyarwanda', () => {
    for (const color of COLOR_OPTIONS) {
      expect(COLOR_NAMES[color]?.fr, color).toBeTruthy();
      expect(COLOR_NAMES[color]?.rw, color).toBeTruthy();
    }
    for (const material of MATERIAL_OPTIONS) {
      expect(MATERIAL_NAMES[material]?.fr, material).toBeTruthy();
      expect(MATERIAL_NAMES[material]?.rw, material).toBeTruthy();
    }
  });

  it('keeps English as stored and an unknown word as it is', () => {
    expect(termWord('color', 'Gold', 'en')).toBe('Gold');
    expect(termWord('color', 'Gold', 'fr')).toBe('Doré');
    expect(termWord('material', 'Denim', 'rw')).toBe('Jinzi');
    expect(termWord('color', 'Sunset coral', 'fr')).toBe('Sunset coral');
    expect(termWord('color', 'Gold', 'fr-FR')).toBe('Gold');
  });
});
