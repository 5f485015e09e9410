import { describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS } from '../assistant/shop-policies';
import { SHOP_CONTACT } from '../shop-contact';
import { smsSize } from './segments';
import {
  SMS_LANGUAGES,
  SMS_SEGMENT_BUDGET,
  SMS_TEXTS,
  type SmsTemplates,
  smsLanguageOf,
  smsTextsIn,
} from './texts';

// Realistic values at their longest: a long Rwandan first name, the shop's address, a large
// total, a full tracking link.
const SHOP_URL = 'https://isoko.rw';
const ORDER = { orderNumber: 'ISK-261124-7F3K2', total: 1_250_000 };
const TOTAL_TEXT = { en: '1,250,000 RWF', fr: '1 250 000 RWF', rw: '1.250.000 RWF' } as const;
const TRACK_URL = `${SHOP_URL}/track/ISK-TRK-7F3K2M9QXA`;
const ALERT = 'Stock is low on 12 products: Kitenge dress (M, red) has 2 left, Igitenge skirt has 1 left.';

const samples: Record<keyof SmsTemplates, (t: SmsTemplates) => string[]> = {
  otp: (t) => [t.otp('482913')],
  welcome: (t) => [t.welcome('Nyiramahirwe', SHOP_URL)],
  orderConfirmation: (t) => [t.orderConfirmation(ORDER, TRACK_URL)],
  orderStatus: (t) =>
    (['shipped', 'out_for_delivery', 'delivered'] as const).map((s) =>
      t.orderStatus(ORDER.orderNumber, s, TRACK_URL),
    ),
  orderCancelled: (t) =>
    (['no_payment', 'refund_due', 'by_shop'] as const).map((why) =>
      t.orderCancelled(ORDER.orderNumber, why, SHOP_CONTACT.phoneDisplay),
    ),
  paymentFailed: (t) => [t.paymentFailed(ORDER.orderNumber, `${SHOP_URL}/orders`)],
  refundSent: (t) =>
    (['momo', 'cash'] as const).flatMap((method) =>
      [0, 1_200_000].map((stillOwed) =>
        t.refundSent(
          { orderNumber: ORDER.orderNumber, amount: 1_250_000, method, stillOwed },
          SHOP_CONTACT.phoneDisplay,
        ),
      ),
    ),
  adminAlert: (t) => [t.adminAlert(ALERT)],
};

describe('SMS texts', () => {
  it('has every template in English, French and Kinyarwanda, each its own words', () => {
    const names = Object.keys(samples) as (keyof SmsTemplates)[];
    for (const lang of SMS_LANGUAGES) {
      expect(Object.keys(SMS_TEXTS[lang]).sort()).toEqual([...names].sort());
    }
    for (const name of names) {
      const [en, fr, rw] = SMS_LANGUAGES.map((l) => samples[name](SMS_TEXTS[l]).join('|'));
      expect(fr).not.toBe(en);
      expect(rw).not.toBe(en);
      expect(rw).not.toBe(fr);
    }
  });

  for (const lang of SMS_LANGUAGES) {
    it(`keeps the ${lang} texts in GSM-7 and within their segment budget`, () => {
      for (const [name, make] of Object.entries(samples) as [
        keyof SmsTemplates,
        (t: SmsTemplates) => string[],
      ][]) {
        for (const text of make(SMS_TEXTS[lang])) {
          const size = smsSize(text);
          expect({ name, text, encoding: size.encoding, nonGsm: size.nonGsm }).toEqual({
            name,
            text,
            encoding: 'GSM-7',
            nonGsm: [],
          });
          expect({ name, text, segments: size.segments }).toEqual({
            name,
            text,
            segments: Math.min(size.segments, SMS_SEGMENT_BUDGET[name]),
          });
        }
      }
    });
  }

  it('writes the total grouped as each language writes it, with plain spaces in French', () => {
    expect(SMS_TEXTS.en.orderConfirmation(ORDER, TRACK_URL)).toContain('Total 1,250,000 RWF.');
    // On screen French groups with a narrow no-break space; GSM-7 has none, so the SMS has a plain one.
    expect(SMS_TEXTS.fr.orderConfirmation(ORDER, TRACK_URL)).toContain('Total 1 250 000 RWF.');
    expect(SMS_TEXTS.rw.orderConfirmation(ORDER, TRACK_URL)).toContain('Igiteranyo: 1.250.000 RWF.');
  });

  it('keeps the code and the order number readable by machines in every language', () => {
    for (const lang of SMS_LANGUAGES) {
      expect(/\b(\d{6})\b/.exec(SMS_TEXTS[lang].otp('482913'))?.[1]).toBe('482913');
      expect(SMS_TEXTS[lang].orderConfirmation(ORDER, TRACK_URL)).toContain(TOTAL_TEXT[lang]);
      expect(SMS_TEXTS[lang].orderStatus(ORDER.orderNumber, 'shipped', TRACK_URL)).toContain(TRACK_URL);
      expect(SMS_TEXTS[lang].orderStatus(ORDER.orderNumber, 'delivered', TRACK_URL)).toContain(
        String(RETURN_WINDOW_DAYS),
      );
      for (const why of ['no_payment', 'refund_due', 'by_shop'] as const) {
        const text = SMS_TEXTS[lang].orderCancelled(ORDER.orderNumber, why, SHOP_CONTACT.phoneDisplay);
        expect(text).toContain(ORDER.orderNumber);
        expect(text).toContain(SHOP_CONTACT.phoneDisplay);
      }
    }
  });

  it('picks the language from a tag', () => {
    expect(smsLanguageOf('fr-RW')).toBe('fr');
    expect(smsLanguageOf('rw')).toBe('rw');
    expect(smsLanguageOf('de')).toBe('en');
    expect(smsLanguageOf(undefined)).toBe('en');
    expect(smsTextsIn('rw').otp('123456')).toContain('kode yawe');
  });
});

describe('smsSize', () => {
  it('counts GSM-7, its two-septet characters and UCS-2', () => {
    expect(smsSize('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(smsSize(`${'a'.repeat(159)}€`)).toMatchObject({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('Prêt à partir')).toMatchObject({
      encoding: 'UCS-2',
      units: 13,
      segments: 1,
      nonGsm: ['ê'],
    });
    expect(smsSize(`Murakoze ’${'a'.repeat(70)}`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(smsSize('é è à ù ì ò É Ç ñ ü ä ö')).toMatchObject({ encoding: 'GSM-7' });
  });
});
