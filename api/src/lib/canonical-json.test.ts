import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

/** The recursive definition the iterative writer replaces (fine for shallow data). */
const sortedCopy = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortedCopy)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortedCopy((v as Record<string, unknown>)[k])]),
        )
      : v;

describe('canonicalJson', () => {
  it('writes the same text as JSON.stringify of the key-sorted data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(JSON.stringify(sortedCopy(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('ignores key order and leaves out undefined members as JSON does', () => {
    expect(canonicalJson({ b: 1, a: [undefined, { d: undefined, c: 'x' }] })).toBe(
      '{"a":[null,{"c":"x"}],"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson(Number.NaN)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('handles 100,000 levels of nesting without overflowing the stack', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) value = { a: [value] };
    const text = canonicalJson(value);
    expect(text.startsWith('{"a":[{"a":[')).toBe(true);
    expect(text.length).toBe(100_000 * '{"a":[]}'.length + '"leaf"'.length);
  });
});
