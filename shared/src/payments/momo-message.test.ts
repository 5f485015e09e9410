import { describe, expect, it } from 'vitest';
import { smsSize } from '../notifications/segments';
import { momoPayerMessage } from './momo-message';

describe('the payer line of a MoMo request to pay', () => {
  it('names the order in the customer’s language', () => {
    expect(momoPayerMessage('ISK-261124-7F3K2', 'en')).toBe('Isoko order ISK-261124-7F3K2');
    expect(momoPayerMessage('ISK-261124-7F3K2', 'fr')).toBe('Commande Isoko ISK-261124-7F3K2');
    expect(momoPayerMessage('ISK-261124-7F3K2', 'rw')).toBe('Itumiza rya Isoko ISK-261124-7F3K2');
    expect(momoPayerMessage('ISK-261124-7F3K2', null)).toBe('Isoko order ISK-261124-7F3K2');
  });

  it('fits MoMo’s 160 characters in the GSM-7 alphabet in every language', () => {
    for (const language of ['en', 'fr', 'rw']) {
      const size = smsSize(momoPayerMessage('ISK-261124-7F3K2', language));
      expect(size.encoding).toBe('GSM-7');
      expect(size.segments).toBe(1);
    }
  });
});
