import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { type CatalogSnapshot, termName } from './snapshot';

/** The shopper's language and where the catalogue snapshot that words colours in it comes from. */
export interface LabelLanguage {
  lang: ShopLanguage;
  /** The process's catalogue state (`AppDeps.catalog`). */
  catalog: { get(): Promise<CatalogSnapshot> };
}

/**
 * Names stored English colour words in the shopper's language, for what a shopper reads after
 * the product page (cart lines, order items): the catalogue's translation, else the stored word.
 * The stored word itself never changes: variants, filters and orders match on it. English, or
 * no language given, needs no snapshot.
 */
export async function colorLabels(
  language: LabelLanguage | undefined,
): Promise<(color: string | null) => string | null> {
  if (!language || language.lang === 'en') return (color) => color;
  const { lang } = language;
  const snapshot = await language.catalog.get();
  return (color) => (color === null ? null : termName(snapshot, 'color', color, lang));
}
