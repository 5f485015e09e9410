import { describe, expect, it } from 'vitest';
import { articled } from './seed-generate';

describe('the demo descriptions', () => {
  it('put the right English article before a kind of product', () => {
    expect(articled('evening gown')).toBe('an evening gown');
    expect(articled('Umbrella')).toBe('an Umbrella');
    expect(articled('dress')).toBe('a dress');
  });
});
