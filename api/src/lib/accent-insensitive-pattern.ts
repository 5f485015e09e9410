/**
 * Every accented Latin letter (Latin-1 and Latin Extended-A, both cases) under its plain lower
 * case letter: é, è, ê, ë, É... under e. Derived from Unicode, so no letter is forgotten.
 */
const VARIANTS: ReadonlyMap<string, string> = (() => {
  const byBase = new Map<string, Set<string>>();
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCodePoint(code);
    const base = letter
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    if (!/^[a-z]$/.test(base)) continue;
    const set = byBase.get(base) ?? new Set([base, base.toUpperCase()]);
    set.add(letter.toLowerCase()).add(letter.toUpperCase());
    byBase.set(base, set);
  }
  return new Map([...byBase].map(([base, set]) => [base, `[${[...set].join('')}]`]));
})();

/**
 * A PostgreSQL regular expression (for `~*`) that finds `text` anywhere, with or without its
 * accents: "Therese" and "thérèse" both find "Thérèse". A regular expression rather than
 * unaccent() on the column, because the trigram index on the searched text answers it as it
 * is, while unaccent() would read every row. Everything but letters is matched literally.
 */
export function accentInsensitivePattern(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  let pattern = '';
  for (const char of folded) {
    const variants = VARIANTS.get(char);
    if (variants) pattern += variants;
    // A backslash before a letter or digit would start an escape such as \d: only others get one.
    else pattern += /[\p{L}\p{N}\s]/u.test(char) ? char : `\\${char}`;
  }
  return pattern;
}
