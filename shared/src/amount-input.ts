/**
 * Reading a whole amount (RWF, or a count of units) typed in a form box: digits, optionally
 * grouped by thousands with commas or spaces ("12,000", "12 000", "1 250 000"; a no-break or
 * narrow no-break space as a phone keyboard or a copied price puts it). Groups after the first
 * have exactly three digits and one kind of separator is used throughout. A dot is never read as
 * a thousands separator: "12.000" could as well be twelve with decimals, and RWF has none.
 */

// Regular, no-break and narrow no-break spaces all group thousands.
const SPACES = '[ \\u00A0\\u202F]';
const WHOLE_AMOUNT = new RegExp(`^(?:\\d+|\\d{1,3}(?:,\\d{3})+|\\d{1,3}(?:${SPACES}\\d{3})+)$`, 'u');

/** The amount typed, as a number; null when the text is not a whole number so written. */
export function parseWholeAmount(typed: string): number | null {
  const text = typed.trim();
  if (!WHOLE_AMOUNT.test(text)) return null;
  const amount = Number(text.replace(/[^\d]/g, ''));
  return Number.isSafeInteger(amount) ? amount : null;
}
