/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return that hides one)
 * as a formula. A leading apostrophe makes it text.
 *
 * One exception: a plus sign followed by digits only, such as a phone number written
 * +250788111001. A spreadsheet reads that as a plain number at worst (it may drop the plus); it
 * cannot call a function or reach another cell or file, so it is no formula risk, and an
 * apostrophe there would show in front of every phone number. A plus followed by anything else
 * (+1+cmd, +A1, +250 788, with a space) still gets the apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLUS_AND_DIGITS = /^\+\d+$/;

export function neutraliseCsvCell(value: string): string {
  if (PLUS_AND_DIGITS.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number): string {
  const text = neutraliseCsvCell(String(value));
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number)[]): string => fields.map(csvField).join(',');
