import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Icons are inline drawings from icons.tsx: an emoji glyph shows as an empty box on phones
 * without an emoji font. These are the storefront's layout, cart, checkout, catalogue and shared
 * UI sources, and their texts.
 */
const web = path.resolve(__dirname, '..', '..');
const ROOTS = [
  'ui',
  'features/layout',
  'features/cart',
  'features/checkout',
  'features/catalog',
  'routes/home.tsx',
  'routes/shop.tsx',
  'routes/search.tsx',
  'routes/category.tsx',
  'routes/product.tsx',
  'routes/cart.tsx',
  'routes/checkout.tsx',
  'routes/diagnostics.tsx',
  'i18n/locales/en/offline.json',
  'i18n/locales/en/cart.json',
  'i18n/locales/en/checkout.json',
  'i18n/locales/en/home.json',
];
// Pictographs and the symbols that phones draw from an emoji font.
const EMOJI = /[\p{Extended_Pictographic}\u{2600}-\u{27BF}\u{1F000}-\u{1FAFF}]/u;

function files(entry: string): string[] {
  const full = path.join(web, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => files(path.join(entry, name)));
}

describe('storefront icons', () => {
  it('are drawings, not emoji, in every storefront source', () => {
    const found: string[] = [];
    for (const file of ROOTS.flatMap(files)) {
      if (/\.test\.|fixtures/.test(file)) continue;
      if (!/\.(tsx?|json)$/.test(file)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = line.match(EMOJI);
          if (m) found.push(`${path.relative(web, file)}:${i + 1} ${m[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});
