import { describe, expect, it } from 'vitest';
import { foldedWords, foldText } from './fold-text';

describe('foldText', () => {
  it('lowers case, drops accents and straightens quotes', () => {
    expect(foldText('D’Accord, ÇA MARCHE')).toBe("d'accord, ca marche");
  });

  it('makes every kind of space one plain space', () => {
    expect(foldText(' 15\u202f000\u00a0 Frw ')).toBe('15 000 frw');
  });
});

describe('foldedWords', () => {
  it('splits on anything but letters and digits, apostrophes included', () => {
    expect(foldedWords("D'accord! 15k?")).toEqual(['d', 'accord', '15k']);
  });
});
