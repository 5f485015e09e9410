/**
 * Shopper text folded for matching: lower case, accents removed ("ça" → "ca"), curly quotes
 * made straight and every kind of space (no-break, narrow, thin) made a plain space, so
 * "D’accord" and "15 000 Frw" read like "d'accord" and "15 000 frw".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[\s\u00a0\u202f\u2009]+/gu, ' ')
    .trim();
}

/** Folded text as words (letters and digits), apostrophes splitting them: "d'accord" → d, accord. */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
