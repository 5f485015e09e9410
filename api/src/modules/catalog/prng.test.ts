import { describe, expect, it } from 'vitest';
import { stableUuid } from './prng';

describe('stable ids for the generated catalogue', () => {
  it('gives the same id for the same parts, in the UUID v4 layout', () => {
    expect(stableUuid('colour-picture', 'p1', 3)).toBe(stableUuid('colour-picture', 'p1', 3));
    expect(stableUuid('colour-picture', 'p1', 3)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('never repeats over the extra pictures of a 50,000-product catalogue', () => {
    const ids = new Set<string>();
    for (let product = 0; product < 50_000; product++) {
      for (let view = 3; view < 5; view++) ids.add(stableUuid('colour-picture', `product-${product}`, view));
    }
    expect(ids.size).toBe(100_000);
  });
});
