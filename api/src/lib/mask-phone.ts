/**
 * A Rwandan mobile number as it appears in URLs and text: +250 (or %2B250 when encoded, or 250),
 * or a leading 0, or nothing, then 7[2389] and seven digits. Not inside a longer run of digits.
 */
const PHONE = /(?<!\d)((?:\+|%2B)?(?:250)?0?)(7[2389])(\d{4})(\d{3})(?!\d)/gi;

/** Hides the middle digits of every phone number in `text`: +250788123456 → +25078****456. */
export function maskPhones(text: string): string {
  return text.replace(PHONE, (_m, prefix: string, network: string, _middle: string, last: string) => {
    return `${prefix}${network}****${last}`;
  });
}
