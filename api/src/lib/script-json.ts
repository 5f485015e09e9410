/**
 * JSON text made safe inside an HTML script element: `<`, `>`, `&` and the two line separators
 * are written as escapes, so nothing in the text can close the element or break the script.
 * They can only occur inside JSON strings, where the escapes mean the same characters.
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
