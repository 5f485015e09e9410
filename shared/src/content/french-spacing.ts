/**
 * French typography for text shown on a page: the two-part marks « : ; ? ! » take a no-break space
 * before them ("Livraison : 2 jours"), so the mark never wraps alone onto the next line. A plain
 * space before such a mark becomes a no-break one, and a missing one is added. Addresses
 * (https://…) and times (14:05) are left alone: their colon is not followed by a space.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;?!])(?=[*_]*(?:\s|$))/g, '\u00a0$1')
    .replace(/([\p{L}\p{N})\]»*_])([:;?!])(?=[*_]*(?:\s|$))/gu, '$1\u00a0$2');
}
