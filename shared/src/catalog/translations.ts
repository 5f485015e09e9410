import { z } from 'zod';
import type { Translations } from '../i18n-language';

/**
 * French and Kinyarwanda versions of one text, as the back office sends them: each at most
 * `max` characters, trimmed, a blank one dropped (the shop then shows the English text), and no
 * language the shop does not speak.
 */
export function TranslationsInput(max: number) {
  const text = z.string().trim().max(max, `At most ${max} characters`).optional();
  return z.strictObject({ fr: text, rw: text }).transform((v): Translations => {
    const out: Translations = {};
    if (v.fr) out.fr = v.fr;
    if (v.rw) out.rw = v.rw;
    return out;
  });
}
