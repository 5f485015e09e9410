import { describe, expect, it } from 'vitest';
import { VOCABULARY_MATERIALS } from '../vocabulary/vocabulary-types';
import { materialWord } from './material-word';
import { MATERIAL_NAMES } from './term-names';

describe('a material in the reader’s language', () => {
  it('words a stored material as the catalogue does', () => {
    expect(materialWord('Cotton', 'fr')).toBe('Coton');
    expect(materialWord('Stainless steel', 'rw')).toBe('Icyuma kidafata ingese');
    expect(materialWord('Cotton', 'en')).toBe('Cotton');
  });

  it('finds a material typed in another case or by a shopper’s word', () => {
    expect(materialWord('cotton', 'fr')).toBe('Coton');
    expect(materialWord('WOOL BLEND', 'rw')).toBe('Ubwoya buvanze');
    expect(materialWord('porcelain', 'fr')).toBe('Céramique');
    expect(materialWord('jean fabric', 'rw')).toBe('Jinzi');
  });

  it('has a French and Kinyarwanda name for every material the search vocabulary knows', () => {
    for (const material of VOCABULARY_MATERIALS) {
      expect(MATERIAL_NAMES[material]?.fr, material).toBeTruthy();
      expect(MATERIAL_NAMES[material]?.rw, material).toBeTruthy();
    }
  });

  it('leaves an unknown or already translated word as it is', () => {
    expect(materialWord('Kitenge', 'fr')).toBe('Kitenge');
    expect(materialWord('Coton', 'fr')).toBe('Coton');
    expect(materialWord('Ipamba', 'rw')).toBe('Ipamba');
  });
});
