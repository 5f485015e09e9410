import { describe, expect, it } from 'vitest';
import { formatRwPhone, normalizeRwPhone, phoneSearchText, RwPhone, toMsisdn } from './phone';

describe('normalizeRwPhone', () => {
  it.each([
    ['0781234567', '+250781234567'],
    ['781234567', '+250781234567'],
    ['250781234567', '+250781234567'],
    ['+250781234567', '+250781234567'],
    ['+250 781 234 567', '+250781234567'],
    ['078-123-4567', '+250781234567'],
    ['078 123 4567', '+250781234567'],
    ['(+250) 78.123.4567', '+250781234567'],
    ['00250781234567', '+250781234567'],
    ['  0722123456 ', '+250722123456'],
    ['0731234567', '+250731234567'],
    ['0791234567', '+250791234567'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalizeRwPhone(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['0751234567', 'NOT_RWANDAN_MOBILE'], // 075 is not a mobile range
    ['0252123456', 'NOT_RWANDAN_MOBILE'], // landline
    ['078123456', 'NOT_RWANDAN_MOBILE'], // one digit short
    ['07812345678', 'NOT_RWANDAN_MOBILE'], // one digit too many
    ['+254712345678', 'NOT_RWANDAN_MOBILE'], // Kenya
    ['+781234567', 'NOT_RWANDAN_MOBILE'], // plus without the country code
    ['078abc4567', 'NOT_RWANDAN_MOBILE'],
    ['25+0781234567', 'NOT_RWANDAN_MOBILE'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(normalizeRwPhone(input)).toEqual({ ok: false, reason });
  });
});

describe('RwPhone', () => {
  it('normalises inside a zod schema', () => {
    expect(RwPhone.parse('0781234567')).toBe('+250781234567');
  });
  it('fails with a message that says what is expected', () => {
    const result = RwPhone.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Rwandan mobile number/);
  });
});

describe('display helpers', () => {
  it('groups the national number', () => expect(formatRwPhone('+250781234567')).toBe('+250 781 234 567'));
  it('drops the plus for MoMo', () => expect(toMsisdn('+250781234567')).toBe('250781234567'));
});

describe('phoneSearchText', () => {
  it('turns a complete number, however typed, into the stored E.164 form', () => {
    for (const typed of [
      '+250 788 333 444',
      '0788333444',
      '788 333 444',
      '(078) 833-3444',
      '00250788333444',
    ]) {
      expect(phoneSearchText(typed), typed).toBe('+250788333444');
    }
  });

  it('keeps only the digits of a part of a number', () => {
    expect(phoneSearchText('0788 333')).toBe('0788333');
    expect(phoneSearchText('+250 788')).toBe('250788');
  });

  it('leaves text that is not phone-like alone', () => {
    expect(phoneSearchText('Aline')).toBeNull();
    expect(phoneSearchText('ISK-2601')).toBeNull();
    expect(phoneSearchText('07')).toBeNull();
  });
});
