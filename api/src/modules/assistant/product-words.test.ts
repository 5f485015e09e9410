import { describe, expect, it } from 'vitest';
import { productWords } from './product-words';

describe('product words of a sentence', () => {
  it.each([
    ['je un drone', ['drone']],
    ['une robe en soie à moins de 10 000 francs', ['robe', 'soie']],
    ['inkweto ziri nziza munsi ya 20k', ['inkweto']],
    ['i am a dress that is nice', ['dress']],
    ['Écharpe d’été', ['echarpe']],
  ])('"%s" names %j', (text, words) => {
    expect(productWords(text)).toEqual(words);
  });

  it('finds none in a sentence that names no product', () => {
    expect(productWords('ibi byiza')).toEqual([]);
    expect(productWords('je veux ça pour moi')).toEqual([]);
    expect(productWords('show me something nice')).toEqual([]);
    expect(productWords('ndashaka ikintu cyiza')).toEqual([]);
    expect(productWords('')).toEqual([]);
  });
});
