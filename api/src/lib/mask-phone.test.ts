import { describe, expect, it } from 'vitest';
import { maskPhones } from './mask-phone';

describe('maskPhones', () => {
  it('hides the middle digits of every spelling of a Rwandan mobile number', () => {
    expect(maskPhones('/api/auth/check-phone?phone=0788123456')).toBe(
      '/api/auth/check-phone?phone=078****456',
    );
    expect(maskPhones('/api/dev/phone/+250788123456/messages')).toBe('/api/dev/phone/+25078****456/messages');
    expect(maskPhones('?phone=%2B250728123456&x=1')).toBe('?phone=%2B25072****456&x=1');
    expect(maskPhones('to 250738123456 and 798765432')).toBe('to 25073****456 and 79****432');
  });

  it('leaves ids, order numbers and other digits alone', () => {
    const id = '/api/orders/mine/0f8e7d6c-0788-4123-8456-7890abcdef12';
    expect(maskPhones(id)).toBe(id);
    expect(maskPhones('ISK-261122-7F3K2 total 150000')).toBe('ISK-261122-7F3K2 total 150000');
    expect(maskPhones('12345678901234')).toBe('12345678901234');
  });
});
