import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OTP_INVALID_MESSAGE, STAFF_FORBIDDEN } from '@isoko/shared/auth/schema';
import { outOfStockMessage } from '@isoko/shared/checkout/out-of-stock';
import { COUPON_MESSAGES } from '@isoko/shared/checkout/pricing';
import { ERROR_CODES } from '@isoko/shared/errors';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { errorText } from './error-text';
import { initI18n } from './i18n';

const errorsOf = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', lang, 'errors.json'), 'utf8')) as Record<
    string,
    unknown
  >;

let en: TFunction<'errors'>;
let fr: TFunction<'errors'>;
beforeAll(async () => {
  await initI18n('en');
  await i18next.loadLanguages(['fr', 'rw']);
  await i18next.loadNamespaces(['errors']);
  en = i18next.getFixedT('en', 'errors');
  fr = i18next.getFixedT('fr', 'errors');
});

const failure = (code: string, details?: unknown) => new ApiError(code, 'server words', 400, details);

describe('the errors namespace', () => {
  it.each(['en', 'fr', 'rw'])('words every error code of the API, and the client’s own, in %s', (lang) => {
    const texts = errorsOf(lang);
    for (const code of [...ERROR_CODES, 'NETWORK', 'BAD_RESPONSE', 'UNKNOWN']) {
      // A text that names a count has plural forms in place of one text.
      expect(typeof (texts[code] ?? texts[`${code}_other`]), `${lang} ${code}`).toBe('string');
    }
  });

  it('keeps the English of the messages shoppers and staff are shown word for word', () => {
    const texts = errorsOf('en');
    expect(texts.OTP_INVALID).toBe(OTP_INVALID_MESSAGE);
    expect(texts.FORBIDDEN).toBe(STAFF_FORBIDDEN);
    expect(texts).toMatchObject({
      TRACKING_NOT_FOUND: 'Tracking not found. Please check your tracking number.',
      COUPON_INVALID: 'Invalid coupon code',
      COUPON_USAGE_LIMIT: 'This coupon has been used up.',
      CUSTOMER_EXISTS: 'This phone number already has an account. Please sign in instead.',
      CUSTOMER_NOT_FOUND: 'No account uses this phone number yet. Please register.',
      OTP_EXPIRED: 'This code has expired. Please request a new code.',
      OTP_TOO_MANY_ATTEMPTS: 'Too many wrong codes. Please request a new code.',
      CART_EMPTY: 'Your cart is empty',
      PAYMENT_ALREADY_SETTLED: 'This order is already paid.',
      UNAUTHENTICATED: 'Please sign in to continue.',
    });
  });

  it('gives every action a sentence for when nothing better can be said', () => {
    const during = errorsOf('en').during as Record<string, Record<string, string>>;
    for (const [action, texts] of Object.entries(during)) expect(texts.failed, action).toBeTruthy();
  });
});

describe('the minutes to wait, in each language’s singular and plural', () => {
  const wait = (lang: string, code: string, minutes: number) =>
    errorText(i18next.getFixedT(lang, 'errors'), failure(code, { retryAfterSeconds: minutes * 60 }));

  it.each([
    ['en', 'RATE_LIMITED', 1, 'Too many attempts. Please wait 1 minute and try again.'],
    ['en', 'RATE_LIMITED', 2, 'Too many attempts. Please wait 2 minutes and try again.'],
    ['en', 'RATE_LIMITED', 5, 'Too many attempts. Please wait 5 minutes and try again.'],
    ['en', 'OTP_RATE_LIMITED', 1, 'Too many codes were requested. Please wait 1 minute and try again.'],
    ['en', 'OTP_RATE_LIMITED', 2, 'Too many codes were requested. Please wait 2 minutes and try again.'],
    ['en', 'OTP_RATE_LIMITED', 5, 'Too many codes were requested. Please wait 5 minutes and try again.'],
    ['fr', 'RATE_LIMITED', 1, 'Trop de tentatives. Veuillez patienter 1 minute puis réessayer.'],
    ['fr', 'RATE_LIMITED', 2, 'Trop de tentatives. Veuillez patienter 2 minutes puis réessayer.'],
    ['fr', 'RATE_LIMITED', 5, 'Trop de tentatives. Veuillez patienter 5 minutes puis réessayer.'],
    ['fr', 'OTP_RATE_LIMITED', 1, 'Trop de codes demandés. Veuillez patienter 1 minute puis réessayer.'],
    ['fr', 'OTP_RATE_LIMITED', 2, 'Trop de codes demandés. Veuillez patienter 2 minutes puis réessayer.'],
    ['fr', 'OTP_RATE_LIMITED', 5, 'Trop de codes demandés. Veuillez patienter 5 minutes puis réessayer.'],
    ['rw', 'RATE_LIMITED', 1, 'Wagerageje kenshi. Tegereza umunota 1 wongere ugerageze.'],
    ['rw', 'RATE_LIMITED', 2, 'Wagerageje kenshi. Tegereza iminota 2 wongere ugerageze.'],
    ['rw', 'RATE_LIMITED', 5, 'Wagerageje kenshi. Tegereza iminota 5 wongere ugerageze.'],
    ['rw', 'OTP_RATE_LIMITED', 1, 'Hasabwe kode nyinshi. Tegereza umunota 1 wongere ugerageze.'],
    ['rw', 'OTP_RATE_LIMITED', 2, 'Hasabwe kode nyinshi. Tegereza iminota 2 wongere ugerageze.'],
    ['rw', 'OTP_RATE_LIMITED', 5, 'Hasabwe kode nyinshi. Tegereza iminota 5 wongere ugerageze.'],
  ])('%s %s, %d minutes: "%s"', (lang, code, minutes, text) => {
    expect(wait(lang, code, minutes)).toBe(text);
  });
});

describe('the hours to wait after the day’s sign-in codes, not thousands of minutes', () => {
  const wait = (lang: string, seconds: number) =>
    errorText(i18next.getFixedT(lang, 'errors'), failure('OTP_RATE_LIMITED', { retryAfterSeconds: seconds }));

  it.each([
    ['en', 3599, 'Too many codes were requested. Please wait 60 minutes and try again.'],
    ['en', 3600, 'Too many codes were requested today. Please try again in 1 hour.'],
    ['rw', 3600, 'Hasabwe kode nyinshi uyu munsi. Ongera ugerageze mu isaha 1.'],
    ['en', 3601, 'Too many codes were requested today. Please try again in 2 hours.'],
    ['en', 21.5 * 3600, 'Too many codes were requested today. Please try again in 22 hours.'],
    ['fr', 3 * 3600, 'Trop de codes demandés aujourd’hui. Veuillez réessayer dans 3 heures.'],
    ['rw', 3 * 3600, 'Hasabwe kode nyinshi uyu munsi. Ongera ugerageze mu masaha 3.'],
  ])('%s, %d seconds: "%s"', (lang, seconds, text) => {
    expect(wait(lang, seconds)).toBe(text);
  });

  it('keeps other waits in minutes however long', () => {
    expect(
      errorText(i18next.getFixedT('en', 'errors'), failure('RATE_LIMITED', { retryAfterSeconds: 7200 })),
    ).toBe('Too many attempts. Please wait 120 minutes and try again.');
  });
});

describe('an item with too few units left, in the shopper’s words and plurals', () => {
  /**
   * The details the API sends with OUT_OF_STOCK: the name in each language, the stored size and
   * colour, and their French and Kinyarwanda words.
   */
  const refusal = (available: number, extra: Record<string, unknown> = {}) =>
    failure('OUT_OF_STOCK', {
      productId: 'p1',
      variantId: 'v1',
      requested: 3,
      available,
      names: { en: 'Kitenge dress', fr: 'Robe kitenge', rw: 'Ikanzu ya kitenge' },
      size: 'Medium',
      color: 'Yellow',
      sizeWords: { fr: 'Moyenne', rw: 'Iringaniye' },
      colorWords: { fr: 'Jaune', rw: 'Umuhondo' },
      ...extra,
    });
  const say = (lang: string, available: number, extra?: Record<string, unknown>) =>
    errorText(i18next.getFixedT(lang, 'errors'), refusal(available, extra), 'placeOrder', lang);

  it.each([
    ['en', 1, 'Only 1 left of Kitenge dress, Medium, Yellow. Please lower the quantity.'],
    ['en', 2, 'Only 2 left of Kitenge dress, Medium, Yellow. Please lower the quantity.'],
    [
      'fr',
      1,
      'Plus que 1 exemplaire en stock pour Robe kitenge, Moyenne, Jaune. Veuillez réduire la quantité.',
    ],
    [
      'fr',
      2,
      'Plus que 2 exemplaires en stock pour Robe kitenge, Moyenne, Jaune. Veuillez réduire la quantité.',
    ],
    [
      'rw',
      1,
      'Ikanzu ya kitenge, Iringaniye, Umuhondo: hasigaye igicuruzwa 1 gusa. Gabanya umubare wahisemo.',
    ],
    [
      'rw',
      2,
      'Ikanzu ya kitenge, Iringaniye, Umuhondo: hasigaye ibicuruzwa 2 gusa. Gabanya umubare wahisemo.',
    ],
  ])('%s, %d left: "%s"', (lang, available, text) => {
    expect(say(lang, available)).toBe(text);
  });

  it('says none is left in each language', () => {
    expect(say('en', 0)).toBe(
      'Kitenge dress, Medium, Yellow is out of stock. Please remove it from your cart.',
    );
    expect(say('fr', 0)).toBe(
      'Robe kitenge, Moyenne, Jaune est en rupture de stock. Veuillez retirer cet article de votre panier.',
    );
    expect(say('rw', 0)).toBe(
      'Ikanzu ya kitenge, Iringaniye, Umuhondo: byashize. Bikure mu gitebo cyawe kugira ngo ukomeze.',
    );
  });

  it('keeps the English of the server’s message word for word', () => {
    // The server's message for the same refusal (shared outOfStockMessage).
    expect(say('en', 2)).toBe(outOfStockMessage(2, 'Kitenge dress, Medium, Yellow'));
    expect(say('en', 0)).toBe(outOfStockMessage(0, 'Kitenge dress, Medium, Yellow'));
  });

  it('names a product without a translation by its own name, and an item without size or colour', () => {
    expect(
      say('fr', 3, {
        names: { en: 'Agaseke basket' },
        size: null,
        color: 'Sunset coral',
        sizeWords: undefined,
        colorWords: undefined,
      }),
    ).toBe(
      'Plus que 3 exemplaires en stock pour Agaseke basket, Sunset coral. Veuillez réduire la quantité.',
    );
  });

  it('says the general sentence when an older server does not name the item', () => {
    expect(errorText(fr, failure('OUT_OF_STOCK', { productId: 'p1', variantId: 'v1', available: 2 }))).toBe(
      'Certains articles ne sont plus disponibles dans la quantité choisie. Vérifiez votre panier.',
    );
    expect(errorText(fr, { code: 'OUT_OF_STOCK' }, 'placeOrder')).toBe(
      'Certains articles ne sont plus disponibles dans la quantité choisie. Vérifiez votre panier.',
    );
  });
});

describe('a coupon refused for this shopper only, in each language', () => {
  const usedUp = (lang: string, details?: unknown) =>
    errorText(i18next.getFixedT(lang, 'errors'), failure('COUPON_USAGE_LIMIT', details), 'applyCoupon');

  it.each([
    ['en', 'You have already used this coupon.', 'This coupon has been used up.'],
    ['fr', 'Vous avez déjà utilisé ce coupon.', "Ce coupon a atteint sa limite d'utilisation."],
    ['rw', 'Wamaze gukoresha iyi kupon.', 'Iyi kupon yarakoreshejwe yose.'],
  ])('%s: says the shopper used it, not that it is used up', (lang, ownUses, usedUpText) => {
    expect(usedUp(lang, { limit: 'per_customer' })).toBe(ownUses);
    expect(usedUp(lang)).toBe(usedUpText);
  });

  it('keeps the English the server sends word for word', () => {
    expect(usedUp('en', { limit: 'per_customer' })).toBe(COUPON_MESSAGES.perCustomer);
    expect(usedUp('en')).toBe(COUPON_MESSAGES.usageLimit);
  });
});

describe('errorText', () => {
  it('says what the code means, whatever the server’s message', () => {
    expect(errorText(en, failure('OTP_EXPIRED'))).toBe('This code has expired. Please request a new code.');
    expect(errorText(fr, failure('OTP_EXPIRED'))).toBe(
      'Ce code a expiré. Veuillez demander un nouveau code.',
    );
  });

  it('lets an action word a code, or every code of a domain, its own way', () => {
    expect(errorText(en, failure('SERVICE_UNAVAILABLE'), 'signInPhone')).toBe(
      'We could not send the code right now. Please try again in a moment.',
    );
    expect(errorText(en, failure('COUPON_EXPIRED'), 'placeOrder')).toBe(
      'Your coupon can no longer be used. Remove it from your cart or try another one.',
    );
    expect(errorText(en, failure('CART_EMPTY'), 'placeOrder')).toBe(
      'Some items are no longer available in the quantity you chose. Please review your cart.',
    );
  });

  it('uses the action’s sentence for a failure that only says it failed', () => {
    expect(errorText(en, failure('INTERNAL'), 'placeOrder')).toBe(
      'We could not place your order. Please try again.',
    );
    expect(errorText(en, failure('HTTP_502'), 'loadTracking')).toBe(
      'Unable to fetch tracking information. Please try again.',
    );
    expect(errorText(en, new Error('boom'), 'register')).toBe('Registration failed. Please try again.');
    expect(errorText(en, failure('INTERNAL'))).toBe('The server had a problem answering. Please try again.');
    expect(errorText(en, failure('HTTP_502'))).toBe('Something went wrong. Please try again.');
  });

  it('says the connection is the problem when the server could not be reached', () => {
    expect(errorText(en, failure('NETWORK'))).toBe(
      'Cannot connect to the server. Please check your connection and try again.',
    );
    expect(errorText(en, failure('NETWORK'), 'signInCode')).toBe(
      'Failed to verify OTP. Please check your connection.',
    );
    expect(errorText(en, failure('NETWORK'), 'applyCoupon')).toBe(
      'Failed to apply coupon. Please try again.',
    );
  });

  it('names the minutes to wait and the coupon’s minimum, or words it without an amount', () => {
    expect(errorText(en, failure('OTP_RATE_LIMITED', { retryAfterSeconds: 290 }))).toBe(
      'Too many codes were requested. Please wait 5 minutes and try again.',
    );
    expect(errorText(en, failure('RATE_LIMITED'))).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
    expect(errorText(en, failure('COUPON_MIN_TOTAL', { minSubtotal: 100000 }))).toBe(
      'This coupon needs an order above 100,000 RWF.',
    );
    expect(errorText(en, { code: 'COUPON_MIN_TOTAL' })).toBe(
      "Your order is below this coupon's minimum amount.",
    );
  });
});
