import { describe, expect, it } from 'vitest';
import {
  formatRwPhone,
  isMtnMobile,
  MtnMomoPhone,
  normalizeRwPhone,
  phoneSearchText,
  RwPhone,
  toMsisdn,
} from './phone';

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

describe('MTN Mobile Money numbers', () => {
  it('knows MTN (078, 079) from Airtel (072, 073)', () => {
    expect(isMtnMobile('+250781234567')).toBe(true);
    expect(isMtnMobile('+250791234567')).toBe(true);
    expect(isMtnMobile('+250722123456')).toBe(false);
    expect(isMtnMobile('+250731234567')).toBe(false);
  });

  it('takes an MTN number however it is written, and refuses an Airtel one with its own message', () => {
    expect(MtnMomoPhone.parse('079 123 4567')).toBe('+250791234567');
    expect(MtnMomoPhone.parse('+250 788 123 456')).toBe('+250788123456');
    const airtel = MtnMomoPhone.safeParse('0722123456');
    expect(airtel.error?.issues.map((i) => i.message)).toEqual([
      'Enter an MTN number (078 or 079) for MoMo.',
    ]);
    // Not a Rwandan mobile at all: the phone rule's own message, not the MTN one.
    expect(MtnMomoPhone.safeParse('12345').error?.issues[0]?.message).toMatch(/valid Rwandan mobile/);
  });

  it('leaves any Rwandan network to sign in with', () => {
    expect(RwPhone.parse('0722123456')).toBe('+250722123456');
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
