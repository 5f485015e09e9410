import { describe, expect, it } from 'vitest';
import en from './locales/en/checkout.json';
import fr from './locales/fr/checkout.json';
import rw from './locales/rw/checkout.json';

/**
 * The order confirmation shows the payment method ("Cash on delivery") and, on the next line,
 * the payment status ("Pay on delivery": not paid yet, paid to the courier). A status worded
 * like a method reads as the method said twice, so in every language each status differs from
 * both method names, as it does in English.
 */
const LOCALES = { en, fr, rw };
const STATUSES = ['paid', 'pending', 'failed', 'unpaid'] as const;

describe.each(Object.entries(LOCALES))('payment status words in %s', (_language, texts) => {
  const methods = [texts.payment.momo, texts.payment.cod].map((w) => w.toLowerCase());

  it.each(STATUSES)('%s is worded as a status, not as a payment method', (status) => {
    const word = texts.success.paymentStatus[status];
    expect(word).toBeTruthy();
    expect(methods).not.toContain(word.toLowerCase());
  });
});
