/**
 * How many SMS segments a text costs. A text in the GSM 03.38 alphabet (GSM-7) fits 160
 * characters in one segment and 153 per segment once split; the characters of its extension
 * table (€ [ ] { } \ ~ ^ |) count twice. One character outside it turns the whole text into
 * UCS-2: 70 in one segment, 67 per segment once split (characters beyond the basic plane count
 * twice). Keeping texts in GSM-7 keeps Kinyarwanda and French texts as cheap as English.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '\f^{}\\[~]|€';

const basic = new Set(GSM7_BASIC);
const extended = new Set(GSM7_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or 16-bit code units (UCS-2). */
  units: number;
  segments: number;
  /** Characters that forced UCS-2, for fixing a text. */
  nonGsm: string[];
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  const nonGsm: string[] = [];
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extended.has(ch)) septets += 2;
    else nonGsm.push(ch);
  }
  if (nonGsm.length === 0) {
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: septets <= 160 ? 1 : Math.ceil(septets / 153),
      nonGsm,
    };
  }
  const units = text.length; // UTF-16 code units: an emoji counts two.
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67), nonGsm };
}
