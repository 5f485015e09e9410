import { describe, expect, it } from 'vitest';
import { compareSizes } from './facets';

describe('the order of sizes in the filters', () => {
  it('follows clothing sizes, then numbers, then the catalogue, with ties in one fixed order', () => {
    const known = ['One size', 'Twin'];
    const sizes = ['7-8Y', 'Twin', '42', 'XL', '6-12M', '7', 'S', '6', 'One size'];
    const sorted = (list: string[]) => [...list].sort((a, b) => compareSizes(a, b, known));
    expect(sorted(sizes)).toEqual(['S', 'XL', '6', '6-12M', '7', '7-8Y', '42', 'One size', 'Twin']);
    // The same answer whatever order the database gave them in.
    expect(sorted([...sizes].reverse())).toEqual(sorted(sizes));
  });
});
