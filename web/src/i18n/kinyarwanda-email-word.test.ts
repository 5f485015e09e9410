import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Kinyarwanda has several spellings of "e-mail" (imeri, imeyili, imeli, imeyiri). The shop
 * writes one, "imeri", everywhere: a field named one way at checkout and another in the back
 * office reads as two different things. "Nta meri" ("no e-mail") is the same word after "nta",
 * whose vowel it takes.
 */

const root = path.join(import.meta.dirname, '..', '..', '..');
const rwLocales = path.join(import.meta.dirname, 'locales', 'rw');

/** Any spelling of the e-mail word: (i)me + optional yi + l or r + i, or the English e-mail. */
const EMAIL_WORD = /\b(?:i?me(?:yi)?[lr]i|e-?mail)\b/gi;
const ONE_SPELLING = new Set(['imeri', 'meri']);

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value.replace(/\{\{[^}]*\}\}/g, '')]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [];

/** Every e-mail word that is not spelt the shop's way, with where it was found. */
function otherSpellings(where: string, text: string): string[] {
  return [...text.matchAll(EMAIL_WORD)]
    .map((m) => m[0])
    .filter((w) => !ONE_SPELLING.has(w.toLowerCase()))
    .map((w) => `${where}: ${w}`);
}

/** Source files that may hold Kinyarwanda texts the server or the workers send. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('the Kinyarwanda word for e-mail', () => {
  it('is spelt "imeri" in every Kinyarwanda screen text', () => {
    const found = readdirSync(rwLocales).flatMap((file) => {
      const json = JSON.parse(readFileSync(path.join(rwLocales, file), 'utf8')) as unknown;
      return texts(json).flatMap((t) => otherSpellings(`rw/${file}`, t));
    });
    expect(found).toEqual([]);
  });

  it('has no other Kinyarwanda spelling in the shared, API or worker code (text messages, articles)', () => {
    // English code says "email"; only the Kinyarwanda variants are looked for here.
    const variants = /\bime(?:yi[lr]|l)i\b/gi;
    const found = ['shared/src', 'api/src', 'workers/src'].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(variants)].map(
          (m) => `${path.relative(root, file)}: ${m[0]}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds the other spellings it is meant to catch', () => {
    expect(otherSpellings('t', 'Imeyili cyangwa imeli, imeyiri, e-mail')).toHaveLength(4);
    expect(otherSpellings('t', 'Imeri yemejwe. Nta meri.')).toEqual([]);
  });
});
