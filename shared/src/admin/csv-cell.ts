/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return that hides one)
 * as a formula. A leading apostrophe makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number): string {
  const text = neutraliseCsvCell(String(value));
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number)[]): string => fields.map(csvField).join(',');
