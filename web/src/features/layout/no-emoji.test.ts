import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Icons are inline drawings from icons.tsx: an emoji glyph shows as an empty box on phones
 * without an emoji font. Every source a shopper's screens are built from is checked, with the
 * English texts (French and Kinyarwanda follow them). The back office is left out: its saved and
 * failed notices keep the old shop's words, marks included, and staff use desktop browsers.
 */
const web = path.resolve(__dirname, '..', '..');
// Pictographs and the symbols that phones draw from an emoji font. © and ® are ordinary letters
// of every font, although Unicode counts them as pictographs too.
const EMOJI = /(?![\u00A9\u00AE])[\p{Extended_Pictographic}\u{2600}-\u{27BF}\u{1F000}-\u{1FAFF}]/u;
const LEFT_OUT = /\.test\.|fixtures|(^|\/)admin|\/locales\/(fr|rw)\/|^test\//;

function files(dir: string): string[] {
  return readdirSync(path.join(web, dir)).flatMap((name) => {
    const entry = dir ? `${dir}/${name}` : name;
    return statSync(path.join(web, entry)).isDirectory() ? files(entry) : [entry];
  });
}

describe('storefront icons', () => {
  it('are drawings, not emoji, in every storefront source', () => {
    const found: string[] = [];
    const checked = files('').filter((file) => /\.(tsx?|json)$/.test(file) && !LEFT_OUT.test(file));
    expect(checked).toContain('routes/orders.tsx');
    expect(checked).toContain('i18n/locales/en/common.json');
    for (const file of checked) {
      readFileSync(path.join(web, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = line.match(EMOJI);
          if (m) found.push(`${file}:${i + 1} ${m[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});
