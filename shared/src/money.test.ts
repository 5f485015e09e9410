import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatCount,
  formatDecimal,
  formatPercent,
  formatRwf,
  formatRwfThousands,
  Rwf,
} from './money';

describe('formatRwf', () => {
  it('groups thousands with commas and appends RWF', () => {
    expect(formatRwf(12500)).toBe('12,500 RWF');
    expect(formatRwf(1_234_567)).toBe('1,234,567 RWF');
    expect(formatRwf(999)).toBe('999 RWF');
  });
  it('prints zero and negative amounts', () => {
    expect(formatRwf(0)).toBe('0 RWF');
    expect(formatRwf(-2000)).toBe('-2,000 RWF');
  });
  it('rounds stray fractions and treats non-numbers as zero', () => {
    expect(formatRwf(1999.6)).toBe('2,000 RWF');
    expect(formatRwf(Number.NaN)).toBe('0 RWF');
  });
  it('formats thousands for the CRM', () => {
    expect(formatRwfThousands(12500)).toBe('12.5K RWF');
    expect(formatRwfThousands(2_450_000)).toBe('2,450K RWF');
  });
});

describe('formatRwf in the shop languages', () => {
  it('keeps English as it was, whatever English tag names it', () => {
    for (const lang of ['en', 'en-RW', 'en-GB', undefined, null, 'de']) {
      expect(formatRwf(24_400, lang)).toBe('24,400 RWF');
    }
  });
  it('groups French with a narrow no-break space, as Intl writes French', () => {
    expect(formatRwf(24_400, 'fr')).toBe('24\u202f400 RWF');
    expect(formatRwf(1_234_567, 'fr-RW')).toBe('1\u202f234\u202f567 RWF');
    expect(formatRwf(24_400, 'fr')).toBe(`${new Intl.NumberFormat('fr').format(24_400)} RWF`);
    expect(formatRwf(-2000, 'fr')).toBe('-2\u202f000 RWF');
  });
  it('groups Kinyarwanda with dots, without asking Intl for rw data', () => {
    expect(formatRwf(24_400, 'rw')).toBe('24.400 RWF');
    expect(formatRwf(1_234_567, 'rw-RW')).toBe('1.234.567 RWF');
    expect(formatRwf(1999.6, 'kin')).toBe('2.000 RWF');
    expect(formatRwf(999, 'rw')).toBe('999 RWF');
  });
  it('writes zero, stray fractions and non-numbers the same way in every language', () => {
    for (const lang of ['en', 'fr', 'rw']) {
      expect(formatRwf(0, lang)).toBe('0 RWF');
      expect(formatRwf(-0.4, lang)).toBe('0 RWF');
      expect(formatRwf(Number.NaN, lang)).toBe('0 RWF');
    }
  });
  it('groups counts the same way', () => {
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'fr')).toBe('12\u202f345');
    expect(formatCount(12_345, 'rw')).toBe('12.345');
  });
  it('groups whole numbers exactly as Intl does, though it builds no Intl formatter for them', () => {
    const intl = {
      en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
      fr: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }),
    };
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (n) => {
        expect(formatCount(n, 'en')).toBe(intl.en.format(n));
        expect(formatCount(n, 'fr')).toBe(intl.fr.format(n));
        expect(formatCount(n, 'rw')).toBe(intl.en.format(n).replaceAll(',', '.'));
      }),
    );
    for (const n of [0, 7, 999, 1000, 100_000, 1_000_000, -1000]) {
      expect(formatRwf(n, 'fr')).toBe(`${intl.fr.format(n)} RWF`);
    }
  });
  it('writes the CRM thousands with each language’s decimal mark and thousand sign', () => {
    expect(formatRwfThousands(12_500, 'en')).toBe('12.5K RWF');
    expect(formatRwfThousands(25_000, 'fr')).toBe('25\u00a0k RWF');
    expect(formatRwfThousands(12_500, 'fr')).toBe('12,5\u00a0k RWF');
    expect(formatRwfThousands(2_450_000, 'fr')).toBe('2\u202f450\u00a0k RWF');
    expect(formatRwfThousands(12_500, 'rw')).toBe('12,5K RWF');
    expect(formatRwfThousands(2_450_000, 'rw')).toBe('2.450K RWF');
  });
  it('writes an amount with no thousands to show in full, never "0K RWF"', () => {
    for (const lang of ['en', 'fr', 'rw']) {
      expect(formatRwfThousands(0, lang)).toBe('0 RWF');
      expect(formatRwfThousands(40, lang)).toBe('40 RWF');
      expect(formatRwfThousands(Number.NaN, lang)).toBe('0 RWF');
    }
    expect(formatRwfThousands(50, 'en')).toBe('0.1K RWF');
  });
  it('writes thousands as Intl’s compact form does in each language (Node has the CLDR data browsers lack for rw)', () => {
    for (const [lang, locale] of [
      ['en', 'en-US'],
      ['fr', 'fr-FR'],
      ['rw', 'rw'],
    ] as const) {
      const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
      for (const amount of [1_000, 12_500, 25_000, 177_100, 999_000]) {
        expect(formatRwfThousands(amount, lang), `${lang} ${amount}`).toBe(`${compact.format(amount)} RWF`);
      }
    }
  });
});

describe('formatPercent', () => {
  it('writes a percentage the way each language does', () => {
    expect(formatPercent(21.4, 'en')).toBe('21.4%');
    expect(formatPercent(21.4, 'fr')).toBe('21,4\u202f%');
    expect(formatPercent(21.4, 'rw')).toBe('21,4\u00a0%');
  });
  it('keeps a fixed number of decimals when asked, and groups thousands', () => {
    expect(formatPercent(5, 'en', { fixed: true })).toBe('5.0%');
    expect(formatPercent(5, 'fr', { fixed: true })).toBe('5,0\u202f%');
    expect(formatPercent(1234.56, 'rw')).toBe('1.234,6\u00a0%');
    expect(formatPercent(50, 'fr')).toBe('50\u202f%');
  });
  it('reads non-numbers as zero', () => {
    expect(formatPercent(Number.NaN, 'en')).toBe('0%');
  });
});

describe('formatDecimal', () => {
  it('writes the decimal mark the way each language does', () => {
    expect(formatDecimal(4.5, 'en')).toBe('4.5');
    expect(formatDecimal(4.5, 'fr')).toBe('4,5');
    expect(formatDecimal(4.5, 'rw')).toBe('4,5');
    expect(formatDecimal(4.5, 'fr-RW')).toBe('4,5');
  });
  it('keeps a fixed number of decimals when asked, rounds to at most that many, and groups thousands', () => {
    expect(formatDecimal(4, 'en', { fixed: true })).toBe('4.0');
    expect(formatDecimal(4, 'fr', { fixed: true })).toBe('4,0');
    expect(formatDecimal(4, 'rw')).toBe('4');
    expect(formatDecimal(0.256, 'rw', { decimals: 2, fixed: true })).toBe('0,26');
    expect(formatDecimal(1234.56, 'rw')).toBe('1.234,6');
    expect(formatDecimal(1234.5, 'fr')).toBe('1\u202f234,5');
  });
  it('reads non-numbers as zero', () => {
    expect(formatDecimal(Number.NaN, 'fr', { fixed: true })).toBe('0,0');
  });
  it('writes what Intl writes, rounding halves up as Intl does', () => {
    expect(formatDecimal(4.765, 'en', { decimals: 2 })).toBe('4.77');
    expect(formatDecimal(9.96, 'fr', { decimals: 1 })).toBe('10');
    expect(formatDecimal(999.96, 'rw', { decimals: 1, fixed: true })).toBe('1.000,0');
    for (const lang of ['en', 'fr'] as const) {
      for (const decimals of [1, 2, 3]) {
        for (const fixed of [false, true]) {
          const intl = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'fr-FR', {
            maximumFractionDigits: decimals,
            minimumFractionDigits: fixed ? decimals : 0,
          });
          for (let i = 0; i < 2000; i++) {
            const value = Math.round(Math.random() * 10 ** (2 + (i % 6))) / 10 ** (1 + (i % 4));
            expect(formatDecimal(value, lang, { decimals, fixed }), `${lang} ${value}`).toBe(
              intl.format(value),
            );
          }
        }
      }
    }
  });
});

describe('Rwf', () => {
  it('accepts whole francs only', () => {
    expect(Rwf.safeParse(100).success).toBe(true);
    expect(Rwf.safeParse(10.5).success).toBe(false);
    expect(Rwf.safeParse(-1).success).toBe(false);
  });
});

describe('discountPercent', () => {
  it('rounds the saving against the original price', () => {
    expect(discountPercent(7000, 10000)).toBe(30);
    expect(discountPercent(6667, 10000)).toBe(33);
  });
  it('is zero without a higher original price', () => {
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 80)).toBe(0);
  });
});
