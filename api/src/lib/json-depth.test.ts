import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('jsonDepthExceeds', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(
      true,
    );
  });

  it('counts siblings once, not their sum', () => {
    const wide = `[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`;
    expect(jsonDepthExceeds(wide, 3)).toBe(false);
    expect(jsonDepthExceeds(wide, 2)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const tricky = JSON.stringify({ text: '[[[[{{{{ "\\" [[[[', more: ['\\', '"[[['] });
    expect(jsonDepthExceeds(tricky, 2)).toBe(false);
    expect(JSON.parse(tricky)).toBeTruthy();
  });

  it('scans a 60,000-level body in a few milliseconds', () => {
    const body = nested(60_000);
    const start = performance.now();
    expect(jsonDepthExceeds(body)).toBe(true);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
