import { nameIn, type ProductNames, readProductNames } from '../catalog/product-names';
import { shopLanguageOfTag } from '../i18n-language';

/**
 * An OUT_OF_STOCK refusal (placing an order, or stock taken meanwhile): its English message and
 * the details a screen words it from in the shopper's language.
 *
 * The English message stays as the shop has always written it (older clients show the server's
 * message). The web never shows that message: it words the refusal from the details, the item
 * named from `names`, `size` and `color` in the shopper's language and the count in its plural.
 */

/** What an OUT_OF_STOCK error's `details` carry besides the ids. */
export interface OutOfStockDetails {
  productId: string;
  variantId: string;
  /** Units asked for. */
  requested: number;
  /** Units there are: 0 when none is left. */
  available: number;
  /** The product's name in each language the catalogue has it in. */
  names?: ProductNames;
  /** The variant's size and colour as stored (English words such as "Medium", "Yellow"). */
  size?: string | null;
  color?: string | null;
  /**
   * The size and colour in French and Kinyarwanda, worded by the server (stockTermWords), so
   * the web needs no word list of its own to name the item: the catalogue's word lists would
   * add about 2 KB to the script every first page loads.
   */
  sizeWords?: Partial<Record<'fr' | 'rw', string>>;
  colorWords?: Partial<Record<'fr' | 'rw', string>>;
}

/** The item as the English message names it: "Kitenge dress, M, Yellow". */
export const stockItemWords = (
  name: string | null | undefined,
  size?: string | null,
  color?: string | null,
) => [name, size, color].filter(Boolean).join(', ');

/** The English message: how many are left of the item, or that none is. */
export function outOfStockMessage(available: number, item: string): string {
  return available > 0
    ? `Only ${available} left of ${item}. Please lower the quantity.`
    : `${item} is out of stock. Please remove it from your cart.`;
}

/**
 * The item a refusal names and how many are left, in `language` (a shop language or a tag such
 * as i18next's): the product's name there and the size and colour in its words ("Robe kitenge,
 * Moyenne, Jaune"). Null when the details do not name the item (an older server), so the screen
 * says its general sentence instead. Never throws on malformed details.
 */
export function outOfStockItem(
  details: unknown,
  language: string | null | undefined,
): { item: string; available: number } | null {
  if (typeof details !== 'object' || details === null) return null;
  const d = details as Record<string, unknown>;
  const names = readProductNames(d.names);
  const available = d.available;
  if (!names || typeof available !== 'number' || !Number.isFinite(available) || available < 0) return null;
  const lang = shopLanguageOfTag(language) ?? 'en';
  // The stored English word, or its word in the reader's language when the server sent one.
  const word = (value: unknown, words: unknown) => {
    if (typeof value !== 'string' || !value) return null;
    const translated =
      lang !== 'en' && typeof words === 'object' && words !== null
        ? (words as Record<string, unknown>)[lang]
        : null;
    return typeof translated === 'string' && translated ? translated : value;
  };
  return {
    item: stockItemWords(nameIn(names, lang), word(d.size, d.sizeWords), word(d.color, d.colorWords)),
    available: Math.floor(available),
  };
}
