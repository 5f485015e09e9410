import { phoneSearchText } from '@isoko/shared/phone';
import { type SQL, sql } from 'drizzle-orm';
import { accentInsensitivePattern } from './accent-insensitive-pattern';

/** A LIKE pattern finding `text` anywhere; `%` and `_` typed by staff are matched literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Text containing `search`, accents aside ("Therese" finds "Thérèse"), as a trigram index on
 * `text` can answer it.
 */
export const containsIgnoringAccents = (text: SQL, search: string): SQL =>
  sql`(${text}) ~* ${accentInsensitivePattern(search)}`;

/**
 * A back-office search over a searched text (names, order number, e-mail, phone): the text
 * contains the search, accents aside, or, for a phone-like search, the number in its stored
 * form however it was typed ("0788 333 444", "+250 788..."). Both halves are answered by a
 * trigram index on `text`.
 */
export function searchMatches(text: SQL, search: string): SQL {
  const byText = containsIgnoringAccents(text, search);
  const phone = phoneSearchText(search);
  // A plus and digits only: nothing a LIKE pattern gives a meaning to.
  return phone ? sql`(${byText} or (${text}) like ${`%${phone}%`})` : byText;
}
