import { z } from 'zod';

/** A Rwandan mobile number in E.164: MTN 078/079, Airtel 072/073. */
export const RW_MOBILE_E164 = /^\+2507[2389]\d{7}$/;

export type PhoneResult = { ok: true; phone: string } | { ok: false; reason: 'EMPTY' | 'NOT_RWANDAN_MOBILE' };

export const PHONE_INVALID_MESSAGE =
  'Please enter a valid Rwandan mobile number, for example 078 123 4567 or +250 781 234 567.';

/**
 * The only phone normaliser: accepts 07xxxxxxxx, 7xxxxxxxx, 2507xxxxxxxx, +2507xxxxxxxx,
 * 002507xxxxxxxx, with spaces, dashes, dots or brackets, and returns E.164 (+2507XXXXXXXX).
 */
export function normalizeRwPhone(input: string): PhoneResult {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, reason: 'EMPTY' };
  // Only separators may surround the digits; letters mean it is not a phone number.
  if (!/^[+\d\s\-.()]+$/.test(trimmed)) return { ok: false, reason: 'NOT_RWANDAN_MOBILE' };
  // A plus may only open the number, possibly inside a bracket: "(+250) 78...".
  const lead = trimmed.replace(/^[\s(]+/, '');
  if ((trimmed.match(/\+/g)?.length ?? 0) > (lead.startsWith('+') ? 1 : 0)) {
    return { ok: false, reason: 'NOT_RWANDAN_MOBILE' };
  }
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('00250')) digits = digits.slice(2);
  let national: string;
  if (digits.startsWith('250') && digits.length === 12) national = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 10) national = digits.slice(1);
  else if (digits.length === 9 && !lead.startsWith('+')) national = digits;
  else return { ok: false, reason: 'NOT_RWANDAN_MOBILE' };
  const phone = `+250${national}`;
  return RW_MOBILE_E164.test(phone) ? { ok: true, phone } : { ok: false, reason: 'NOT_RWANDAN_MOBILE' };
}

/**
 * What a phone-like search (digits and the separators people type between them) looks for in
 * stored E.164 numbers: the whole number when the text is a complete Rwandan mobile, otherwise
 * its digits alone, so "0788 333" still finds +250788333444 ("+250788..." holds "0788").
 * Null when the text is not phone-like (it has letters, or fewer than three digits).
 */
export function phoneSearchText(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s\-.()]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const whole = normalizeRwPhone(trimmed);
  return whole.ok ? whole.phone : digits;
}

/** Zod schema for any boundary that receives a phone: normalises, or fails with a clear message. */
export const RwPhone = z.string().transform((value, ctx) => {
  const result = normalizeRwPhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE, params: { code: 'PHONE_INVALID' } });
    return z.NEVER;
  }
  return result.phone;
});

/**
 * MTN Rwanda's mobile numbers (078, 079): the only ones an MTN Mobile Money wallet can sit on
 * today. Sign-in and delivery phones stay any Rwandan network; only the MoMo payer is held to
 * this. When number portability arrives, this one rule is the place to relax.
 */
export const MTN_MOBILE_E164 = /^\+2507[89]\d{7}$/;

export const MTN_MOMO_PHONE_MESSAGE = 'Enter an MTN number (078 or 079) for MoMo.';

/** True when a normalised E.164 number is on MTN Rwanda's network. */
export function isMtnMobile(e164: string): boolean {
  return MTN_MOBILE_E164.test(e164);
}

/** The MoMo account to ask: any phone the normaliser accepts, and on MTN's network. */
export const MtnMomoPhone = RwPhone.superRefine((phone, ctx) => {
  if (!isMtnMobile(phone)) {
    ctx.addIssue({
      code: 'custom',
      message: MTN_MOMO_PHONE_MESSAGE,
      params: { code: 'PAYER_PHONE_NOT_MTN' },
    });
  }
});

/** An already normalised E.164 number, as stored and returned by the API. */
export const E164Phone = z.string().regex(RW_MOBILE_E164);

/** `+250 781 234 567`, for display. */
export function formatRwPhone(e164: string): string {
  const m = /^\+250(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return m ? `+250 ${m[1]} ${m[2]} ${m[3]}` : e164;
}

/** MoMo wants the MSISDN as digits without the plus. */
export function toMsisdn(e164: string): string {
  return e164.replace(/^\+/, '');
}
