import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { type CatalogSnapshot, type TermNames, termName } from './snapshot';

/** The shopper's language and where the catalogue snapshot that words colours in it comes from. */
export interface LabelLanguage {
  lang: ShopLanguage;
  /** The process's catalogue state (`AppDeps.catalog`). */
  catalog: { get(): Promise<CatalogSnapshot> };
}

/** Names a stored English word of a kind (a colour, a size) in the shopper's language. */
export type TermLabel = (kind: keyof TermNames, value: string | null) => string | null;

/**
 * Names stored English colour and size words in the shopper's language, for what a shopper reads
 * after the product page (cart lines, order items): the catalogue's translation, else the stored
 * word. The stored word itself never changes: variants, filters and orders match on it. English,
 * or no language given, needs no snapshot.
 */
export async function termLabels(language: LabelLanguage | undefined): Promise<TermLabel> {
  if (!language || language.lang === 'en') return (_kind, value) => value;
  const { lang } = language;
  const snapshot = await language.catalog.get();
  return (kind, value) => (value === null ? null : termName(snapshot, kind, value, lang));
}

/** Names stored English colour words in the shopper's language (see `termLabels`). */
export async function colorLabels(
  language: LabelLanguage | undefined,
): Promise<(color: string | null) => string | null> {
  const label = await termLabels(language);
  return (color) => label('color', color);
}
