import { STAFF_ORDER_STATUS_WORDS } from '@isoko/shared/admin/orders-csv';
import { describe, expect, it } from 'vitest';
import en from './locales/en/common.json';
import fr from './locales/fr/common.json';
import rw from './locales/rw/common.json';

/**
 * The orders CSV export writes status words on the server, from a copy of the back office's
 * words; a staff member reads the same word in the file as on the screen.
 */
describe.each(Object.entries({ en, fr, rw }))('the CSV status words in %s', (lang, texts) => {
  it('are the back office status words', () => {
    expect(STAFF_ORDER_STATUS_WORDS[lang as keyof typeof STAFF_ORDER_STATUS_WORDS]).toEqual(
      texts.staffOrderStatus,
    );
  });
});
