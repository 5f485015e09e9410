import type { CategoryRef } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import {
  matchVocabulary,
  VOCABULARIES,
  VOCABULARY_LANGUAGES,
} from '@isoko/shared/vocabulary/match-vocabulary';
import { type SQL, sql } from 'drizzle-orm';
import { boundedDistance } from './search';
import { foldText, isStopWord, prefixTsQuery, words } from './search-terms';
import { type CatalogSnapshot, type CategoryNode, categoryRef } from './snapshot';

/** The fashion categories a general clothes word ("imyenda", "vêtements") names without a gender. */
const CLOTHING_CATEGORIES = ['womens-fashion', 'mens-fashion', 'kids-baby'];

function inList(values: readonly string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/** Stored spellings of vocabulary values ('Red' as the catalogue writes it). */
function stored(values: readonly string[], spelling: Map<string, string>): string[] {
  return values.map((v) => spelling.get(foldText(v)) ?? v);
}

/** What a shopper's words name, as conditions over `products p` (see vocabularyCondition). */
export interface VocabularyCondition {
  /**
   * The products the words name: kinds, gender, sizes, other words as name prefixes, and the
   * colours and materials named (see vocabularyCondition for a colour beside a kind).
   */
  where: SQL;
}

/**
 * What a shopper's words name through the shared vocabulary (en, fr, rw): the kinds of product
 * (categories, subcategories), colours, materials, gender and sizes named, and every other
 * meaningful word as a name prefix ("samsung telefone" is a phone named Samsung). Null when the
 * words name no kind, colour, material or gender.
 *
 * A colour or material named beside a kind ("robe rouge") names the red dresses: a yellow dress
 * is no match for it, and listing it would also contradict the assistant, whose cards for the
 * same words are red dresses only. Only when the shop has no product of that kind in that colour
 * do the words fall back to the kind alone, so "robe rouge" still shows dresses rather than
 * nothing. Whether any exists is one uncorrelated subquery, run once per statement (an InitPlan)
 * and stopping at the first product it finds, not a check per row.
 */
export function vocabularyCondition(
  text: string,
  lang: ShopLanguage,
  snapshot: CatalogSnapshot,
): VocabularyCondition | null {
  const match = matchVocabulary(text, lang);
  const subs = match.subcategories
    .map((slug) => snapshot.categoryBySlug.get(slug))
    .filter((c): c is CategoryNode => c !== undefined);
  let tops = match.categories
    .map((slug) => snapshot.categoryBySlug.get(slug))
    .filter((c): c is CategoryNode => c !== undefined)
    // "robe" with "mode femme": the subcategory already says which part of the category.
    .filter((c) => !subs.some((s) => s.parentId === c.id));
  if (match.clothing && tops.length === 0 && subs.length === 0) {
    tops = CLOTHING_CATEGORIES.map((slug) => snapshot.categoryBySlug.get(slug)).filter(
      (c): c is CategoryNode => c !== undefined,
    );
  }

  const parts: SQL[] = [];
  const kinds: SQL[] = [];
  if (tops.length) kinds.push(sql`p.category_id in (${inList(tops.map((c) => c.id))})`);
  if (subs.length) kinds.push(sql`p.subcategory_id in (${inList(subs.map((c) => c.id))})`);
  if (kinds.length) parts.push(sql`(${sql.join(kinds, sql` or `)})`);
  const traits: SQL[] = [];
  const colors = stored(match.colors, snapshot.facetSpelling.colors);
  if (colors.length) traits.push(sql`p.colors && array[${inList(colors)}]::text[]`);
  const materials = stored(match.materials, snapshot.facetSpelling.materials);
  if (materials.length) traits.push(sql`p.materials && array[${inList(materials)}]::text[]`);
  // With a kind named, its products of the colours and materials named when the shop has some
  // (checked below, once the other words are in); alone they are what the words name.
  const besideKind = kinds.length > 0 && traits.length > 0;
  if (!besideKind) parts.push(...traits);
  // One gender named: with a kind, theirs and unisex ("inkweto z'abagabo": men's and unisex
  // shoes); alone ("abagore"), only products made for that gender, not every unisex phone.
  // Both named means either, so no condition.
  if (match.genders.length === 1) {
    const [gender] = match.genders;
    parts.push(
      gender === 'unisex' || parts.length === 0
        ? sql`p.gender = ${gender}`
        : sql`p.gender in (${gender}, 'unisex')`,
    );
  }
  if (parts.length === 0) return null;
  const sizes = stored(match.sizes, snapshot.facetSpelling.sizes);
  if (sizes.length) parts.push(sql`p.sizes && array[${inList(sizes)}]::text[]`);

  const used = new Set(match.matchedWords);
  const rest = words(text).filter((w) => !used.has(w) && !isStopWord(w));
  const restQuery = rest.length ? prefixTsQuery(rest.join(' ')) : null;
  if (restQuery) parts.push(sql`p.search @@ to_tsquery('simple', ${restQuery})`);
  const named = sql`(${sql.join(parts, sql` and `)})`;
  if (!besideKind) return { where: named };
  const traitsNamed = sql`(${sql.join(traits, sql` and `)})`;
  return {
    where: sql`(${named} and (${traitsNamed} or not exists (
      select 1 from products p where p.deleted_at is null and ${named} and ${traitsNamed})))`,
  };
}

interface CategoryWord {
  word: string;
  slug: string;
  lang: ShopLanguage | 'name';
}

/** Every single word of the vocabulary that names a category or subcategory, in each language. */
const CATEGORY_WORDS: CategoryWord[] = VOCABULARY_LANGUAGES.flatMap((lang) => {
  const vocabulary = VOCABULARIES[lang];
  const entries = [...Object.entries(vocabulary.subcategories), ...Object.entries(vocabulary.categories)];
  return entries.flatMap(([slug, list]) =>
    list
      .flatMap((phrase) => words(phrase).filter((w) => w.length >= 4 && !isStopWord(w)))
      .map((word) => ({ word, slug, lang })),
  );
});

/** A category with products: itself, or its parent when it has none. */
function withProducts(snapshot: CatalogSnapshot, node: CategoryNode | undefined): CategoryNode | undefined {
  if (!node) return undefined;
  if (node.productCount > 0) return node;
  const parent = node.parentId ? snapshot.categoryById.get(node.parentId) : undefined;
  return parent && parent.productCount > 0 ? parent : undefined;
}

/**
 * The category closest to a search that found nothing, named in the shopper's language: the
 * kind of product its words name ("ikanzu y'umuhondo" → Dresses), else the category whose
 * vocabulary or name is nearest in spelling to one of its words ("ikanzuu" → Dresses). Null when
 * nothing is near.
 */
export function nearestCategory(
  snapshot: CatalogSnapshot,
  text: string,
  lang: ShopLanguage,
): CategoryRef | null {
  const match = matchVocabulary(text, lang);
  const named = [...match.subcategories, ...match.categories]
    .map((slug) => withProducts(snapshot, snapshot.categoryBySlug.get(slug)))
    .find((c) => c !== undefined);
  if (named) return categoryRef(named, lang);

  const names: CategoryWord[] = [...snapshot.categoryById.values()].flatMap((c) =>
    [c.name, c.nameI18n.fr ?? '', c.nameI18n.rw ?? '']
      .flatMap((name) => words(name))
      .filter((w) => w.length >= 4)
      .map((word) => ({ word, slug: c.slug, lang: 'name' as const })),
  );
  let best: { slug: string; score: number } | undefined;
  for (const token of words(text).filter((w) => w.length >= 3 && !isStopWord(w))) {
    const max = token.length < 5 ? 1 : token.length < 8 ? 2 : 3;
    for (const term of [...CATEGORY_WORDS, ...names]) {
      const prefix = term.word.startsWith(token) || token.startsWith(term.word) ? 0.5 : max + 1;
      const distance = Math.min(prefix, boundedDistance(token, term.word, max));
      if (distance > max) continue;
      // Spelling first; among equals, the shopper's own language.
      const score = distance + (term.lang === lang ? 0 : 0.1);
      if (!best || score < best.score) best = { slug: term.slug, score };
    }
  }
  const node = best ? withProducts(snapshot, snapshot.categoryBySlug.get(best.slug)) : undefined;
  return node ? categoryRef(node, lang) : null;
}
