import {
  AUTOCOMPLETE_MIN_CHARS,
  type SearchSuggestion,
  type SuggestionType,
} from '@isoko/shared/catalog/schema';
import { pickTranslation, type ShopLanguage, type Translations } from '@isoko/shared/i18n-language';
import { VOCABULARIES, VOCABULARY_LANGUAGES } from '@isoko/shared/vocabulary/match-vocabulary';
import { foldText, words } from './search-terms';

export interface DictionaryEntry {
  type: SuggestionType;
  value: string;
  id?: string;
  slug?: string;
  /** Popularity: higher comes first among equal matches. */
  weight: number;
  /** French and Kinyarwanda versions of `value` (a category or product name). */
  translations?: Translations;
  /** More words that find this entry without being shown ("ikanzu" finds Dresses). */
  aliases?: readonly string[];
}

interface IndexedEntry extends DictionaryEntry {
  folded: string;
}

// Three reusable rows: a keystroke compares against thousands of words, so no allocation per pair.
const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Edit distance with transpositions between `a` and the first `bLength` characters of `b`,
 * giving up (returning max + 1) once it must exceed `max`.
 */
export function boundedDistance(a: string, b: string, max: number, bLength = b.length): number {
  const n = a.length;
  const m = Math.min(bLength, b.length);
  if (Math.abs(n - m) > max) return max + 1;
  if (m >= 63 || n >= 63) return max + 1;
  let prevPrev = ROWS[0];
  let prev = ROWS[1];
  let row = ROWS[2];
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        v = Math.min(v, prevPrev[j - 2]! + 1);
      }
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return prev[m]!;
}

/** Letters a–z and digits as bits: two strings one edit apart differ in at most two bits. */
function letterMask(s: string, length = s.length): number {
  let mask = 0;
  for (let i = 0; i < length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) mask |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) mask |= 1 << 26;
    else mask |= 1 << 27;
  }
  return mask;
}

function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Typos allowed in a word of this length: none below 4 letters, 1 up to 7, then 2. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** How many of each type a list of suggestions shows before products fill the rest. */
const TYPE_QUOTA: Record<SuggestionType, number> = {
  category: 2,
  brand: 2,
  product: Number.POSITIVE_INFINITY,
};
const TYPE_ORDER: Record<SuggestionType, number> = { category: 0, brand: 1, product: 2 };

/**
 * The autocomplete dictionary of one API process: category, brand and product names, their
 * words in a sorted vocabulary, and postings from each word to the names holding it. A keystroke
 * costs a binary search per word, and an edit-distance scan of the vocabulary (a few thousand
 * words) only when a word matches nothing: trigram similarity over every product name measured
 * about 20× too slow for keystrokes (146 requests/s at 50 connections on 50,000 products).
 */
export class AutocompleteIndex {
  private readonly entries: IndexedEntry[];
  private readonly vocabulary: string[];
  private readonly postings: number[][];
  private readonly masks: Int32Array;
  private readonly lengths: Int32Array;
  private readonly prefixMasks: Int32Array;
  private readonly prefixStart: Int32Array;
  /** Answers already given: shoppers type the same first letters all day. Lives as long as the index. */
  private readonly answered = new Map<string, SearchSuggestion[]>();

  constructor(entries: readonly DictionaryEntry[]) {
    const seen = new Set<string>();
    this.entries = [];
    for (const entry of entries) {
      const folded = foldText(entry.value).trim();
      const key = `${entry.type}:${folded}`;
      if (!folded || seen.has(key)) continue;
      seen.add(key);
      this.entries.push({ ...entry, folded });
    }
    const byWord = new Map<string, Set<number>>();
    this.entries.forEach((entry, i) => {
      for (const w of [...words(entry.value), ...(entry.aliases ?? []).flatMap((a) => words(a))]) {
        const set = byWord.get(w) ?? new Set<number>();
        byWord.set(w, set);
        set.add(i);
      }
    });
    this.vocabulary = [...byWord.keys()].sort();
    this.postings = this.vocabulary.map((w) => [...byWord.get(w)!]);
    // Each word's letter set, and the letter set of each of its prefixes, computed once: the
    // typo scan compares against every word on each keystroke that matches nothing.
    this.masks = new Int32Array(this.vocabulary.length);
    this.lengths = Int32Array.from(this.vocabulary, (w) => w.length);
    this.prefixStart = new Int32Array(this.vocabulary.length + 1);
    let total = 0;
    for (const w of this.vocabulary) total += Math.min(w.length, 63);
    this.prefixMasks = new Int32Array(total);
    let at = 0;
    this.vocabulary.forEach((w, i) => {
      this.prefixStart[i] = at;
      let mask = 0;
      for (let k = 0; k < Math.min(w.length, 63); k++) {
        mask |= letterMask(w[k]!);
        this.prefixMasks[at++] = mask;
      }
      this.masks[i] = letterMask(w);
    });
    this.prefixStart[this.vocabulary.length] = at;
  }

  /** The entries this index was built from. */
  get source(): readonly DictionaryEntry[] {
    return this.entries;
  }

  get size(): number {
    return this.entries.length;
  }

  get vocabularySize(): number {
    return this.vocabulary.length;
  }

  /** Indexes of vocabulary words starting with `prefix`. */
  private prefixRange(prefix: string): number[] {
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.vocabulary[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.vocabulary.length && this.vocabulary[i]!.startsWith(prefix); i++) out.push(i);
    return out;
  }

  /** Vocabulary words within the allowed typos of `token`, read as a whole word or as a prefix. */
  private fuzzyRange(token: string, asPrefix: boolean): Array<{ word: number; typos: number }> {
    const max = allowedTypos(token.length);
    if (max === 0) return [];
    const out: Array<{ word: number; typos: number }> = [];
    const tokenMask = letterMask(token);
    const n = token.length;
    const bits = 2 * max;
    const { masks, prefixMasks, prefixStart, lengths, vocabulary } = this;
    for (let i = 0; i < vocabulary.length; i++) {
      const length = lengths[i]!;
      let typos = max + 1;
      // The whole word: lengths within the typos, letter sets within two letters per typo.
      if (length >= n - max && length <= n + max && bitCount(tokenMask ^ masks[i]!) <= bits) {
        typos = boundedDistance(token, vocabulary[i]!, max);
      }
      // The word's start ('samsnug' for 'samsung galaxy'): prefixes one shorter, as long, one longer.
      if (typos > max && asPrefix && length > n - 1) {
        const start = prefixStart[i]!;
        const stored = prefixStart[i + 1]! - start;
        for (let len = Math.max(1, n - 1); len <= n + 1 && len < length && len <= stored; len++) {
          if (bitCount(tokenMask ^ prefixMasks[start + len - 1]!) > bits) continue;
          typos = Math.min(typos, boundedDistance(token, vocabulary[i]!, max, len));
        }
      }
      if (typos <= max) out.push({ word: i, typos });
    }
    return out;
  }

  /** Entry index → typos spent matching `token`. */
  private matchToken(token: string, isLast: boolean): Map<number, number> {
    const matches = new Map<number, number>();
    // Exact prefixes, and near spellings too ('dresse' also means 'dress'): a typo costs in ranking.
    const candidates = [
      ...this.prefixRange(token).map((word) => ({ word, typos: 0 })),
      ...this.fuzzyRange(token, isLast || token.length >= 4),
    ];
    for (const { word, typos } of candidates) {
      for (const entry of this.postings[word]!) {
        const before = matches.get(entry);
        if (before === undefined || typos < before) matches.set(entry, typos);
      }
    }
    return matches;
  }

  /** Suggestions for what a shopper has typed: nothing under 2 characters; typo tolerant. */
  suggest(query: string, limit: number): SearchSuggestion[] {
    const folded = foldText(query).trim();
    if (folded.length < AUTOCOMPLETE_MIN_CHARS || limit <= 0) return [];
    const key = `${limit}|${folded}`;
    const known = this.answered.get(key);
    if (known) return known;
    const answer = this.compute(query, folded, limit);
    if (this.answered.size >= 20_000) this.answered.clear();
    this.answered.set(key, answer);
    return answer;
  }

  private compute(query: string, folded: string, limit: number): SearchSuggestion[] {
    const tokens = words(query).slice(0, 6);
    if (tokens.length === 0) return [];
    let combined: Map<number, number> | undefined;
    tokens.forEach((token, i) => {
      const matched = this.matchToken(token, i === tokens.length - 1);
      if (!combined) {
        combined = matched;
        return;
      }
      const next = new Map<number, number>();
      for (const [entry, typos] of combined) {
        const more = matched.get(entry);
        if (more !== undefined) next.set(entry, typos + more);
      }
      combined = next;
    });
    if (!combined || combined.size === 0) return [];

    const scored = [...combined].map(([index, typos]) => {
      const entry = this.entries[index]!;
      // Whole-phrase prefix beats a word match inside the name; each typo costs a lot.
      const starts = entry.folded.startsWith(folded) ? 3 : 0;
      return {
        entry,
        score: starts - typos * 4 + Math.min(entry.weight, 5) * 0.3 - entry.folded.length * 0.01,
      };
    });
    scored.sort((a, b) => b.score - a.score);

    const taken: Record<SuggestionType, number> = { category: 0, brand: 0, product: 0 };
    const chosen: IndexedEntry[] = [];
    for (const { entry } of scored) {
      if (chosen.length >= limit) break;
      if (taken[entry.type] >= TYPE_QUOTA[entry.type]) continue;
      taken[entry.type]++;
      chosen.push(entry);
    }
    // Fill with what the quotas held back when there are not enough products.
    for (const { entry } of scored) {
      if (chosen.length >= limit) break;
      if (!chosen.includes(entry)) chosen.push(entry);
    }
    chosen.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
    return chosen.map(({ type, value, id, slug }) => ({
      type,
      value,
      ...(id ? { id } : {}),
      ...(slug ? { slug } : {}),
    }));
  }

  /**
   * The query with each word that matches nothing replaced by the closest vocabulary word
   * ('samsnug' → 'samsung'), or null when nothing changed: result pages retry with it.
   */
  correct(query: string): string | null {
    const tokens = words(query);
    let changed = false;
    const fixed = tokens.map((token) => {
      if (this.prefixRange(token).length) return token;
      const best = this.fuzzyRange(token, false).sort(
        (a, b) => a.typos - b.typos || this.postings[b.word]!.length - this.postings[a.word]!.length,
      )[0];
      if (!best) return token;
      changed = true;
      return this.vocabulary[best.word]!;
    });
    return changed ? fixed.join(' ') : null;
  }
}

/** The vocabulary's words for each category and subcategory slug, in every language. */
const CATEGORY_ALIASES: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const lang of VOCABULARY_LANGUAGES) {
    const vocabulary = VOCABULARIES[lang];
    for (const [slug, list] of [
      ...Object.entries(vocabulary.categories),
      ...Object.entries(vocabulary.subcategories),
    ]) {
      const known = out.get(slug) ?? [];
      out.set(slug, known);
      known.push(...list);
    }
  }
  return out;
})();

/** A dictionary's entries as shoppers of `lang` read them, and the words that find them. */
function entriesIn(source: readonly DictionaryEntry[], lang: ShopLanguage): DictionaryEntry[] {
  return source.map((entry) => {
    const shown = pickTranslation(entry.value, entry.translations, lang);
    const aliases = [...(entry.aliases ?? [])];
    // The English name still finds a translated entry: shoppers mix languages.
    if (shown !== entry.value) aliases.push(entry.value);
    if (entry.type === 'category' && entry.slug) aliases.push(...(CATEGORY_ALIASES.get(entry.slug) ?? []));
    return { ...entry, value: shown, aliases };
  });
}

const byLanguage = new WeakMap<AutocompleteIndex, Map<ShopLanguage, AutocompleteIndex>>();

/**
 * The dictionary in the shopper's language, built on first use after each catalogue change:
 * category and product names as translated (English when a name has no translation), and the
 * shared vocabulary's words of every language leading to their category ("ikanzu", "robe" and
 * "dress" all suggest Dresses, shown as the shopper's language names it).
 */
export function dictionaryIn(dictionary: AutocompleteIndex, lang: ShopLanguage): AutocompleteIndex {
  let built = byLanguage.get(dictionary);
  if (!built) {
    built = new Map();
    byLanguage.set(dictionary, built);
  }
  let index = built.get(lang);
  if (!index) {
    index = new AutocompleteIndex(entriesIn(dictionary.source, lang));
    built.set(lang, index);
  }
  return index;
}

/** Suggestions for `q` in the shopper's language. */
export function suggestIn(
  snapshot: { dictionary: AutocompleteIndex },
  q: string,
  limit: number,
  lang: ShopLanguage,
): SearchSuggestion[] {
  return dictionaryIn(snapshot.dictionary, lang).suggest(q, limit);
}
