import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { type CatalogSnapshot, type TermNames, termName } from './snapshot';

/**
 * The reader's language (a shopper's, or a staff member's in the back office) and where the
 * catalogue snapshot that words colours and sizes in it comes from.
 */
export interface LabelLanguage {
  lang: ShopLanguage;
  /** The process's catalogue state (`AppDeps.catalog`). */
  catalog: { get(): Promise<CatalogSnapshot> };
}

/** Names a stored English word of a kind (a colour, a size) in the shopper's language. */
export type TermLabel = (kind: keyof TermNames, value: string | null) => string | null;

/**
 * Names stored English colour and size words in the reader's language, for what a shopper reads
 * after the product page (cart lines, order items) and what staff read in the back office (order
 * items, low-stock variants, a customer's favourites): the catalogue's translation, else the stored
 * word. The stored word itself never changes: variants, filters and orders match on it. English,
 * or no language given, needs no snapshot.
 */
export async function termLabels(language: LabelLanguage | undefined): Promise<TermLabel> {
  if (!language || language.lang === 'en') return (_kind, value) => value;
  const { lang } = language;
  const snapshot = await language.catalog.get();
  return (kind, value) => (value === null ? null : termName(snapshot, kind, value, lang));
}

/**
 * The item (a cart line, an order item, a variant) with its colour and size worded by `label`
 * beside the stored words (`colorLabel`, `sizeLabel`): one rule for what shoppers and staff read.
 */
export function withTermLabels<I extends { color: string | null; size: string | null }>(
  label: TermLabel,
  item: I,
): I & { colorLabel: string | null; sizeLabel: string | null } {
  return { ...item, colorLabel: label('color', item.color), sizeLabel: label('size', item.size) };
}
