import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatTime,
  RW_MONTHS,
  RW_WEEKDAYS,
} from './date-format';

// 12:05 UTC is 14:05 in Kigali (UTC+2 all year).
const AT = '2026-11-24T12:05:00Z';

describe('formatDate', () => {
  it('writes English through Intl, on the shop clock', () => {
    expect(formatDate(AT, 'en')).toBe('24 Nov 2026');
    expect(formatDateTime(AT, 'en')).toBe('24 Nov 2026, 14:05');
    expect(formatDate('2026-11-26T08:00:00Z', 'en', 'dayMonth')).toBe('Thu 26 Nov');
    expect(formatDate('2026-11-26T08:00:00Z', 'en', 'day')).toBe('26 Nov');
    expect(formatTime(AT, 'en-RW')).toBe('14:05');
  });

  it('writes French through Intl', () => {
    expect(formatDate(AT, 'fr')).toBe('24 nov. 2026');
    expect(formatDateTime(AT, 'fr-RW')).toMatch(/^24 nov\. 2026(,| à) 14:05$/);
    expect(formatDate('2026-11-26T08:00:00Z', 'fr', 'dayMonth')).toBe('jeu. 26 nov.');
    expect(formatDate('2026-11-26T08:00:00Z', 'fr', 'day')).toBe('26 nov.');
    expect(formatTime(AT, 'fr')).toBe('14:05');
  });

  it('writes Kinyarwanda month and day names itself', () => {
    expect(formatDate(AT, 'rw')).toBe('24 Ugushyingo 2026');
    expect(formatDateTime(AT, 'rw')).toBe('24 Ugushyingo 2026, 14:05');
    expect(formatDate('2026-11-26T08:00:00Z', 'rw', 'dayMonth')).toBe('Ku wa kane, 26 Ugushyingo');
    expect(formatDate('2026-11-26T08:00:00Z', 'rw', 'day')).toBe('26 Ugushyingo');
    expect(formatTime(AT, 'rw-RW')).toBe('14:05');
    expect(formatDate('2026-01-04T10:00:00Z', 'rw', 'dayMonth')).toBe('Ku cyumweru, 4 Mutarama');
    expect(formatDate('2027-02-06T10:00:00Z', 'rw', 'dayMonth')).toBe('Ku wa gatandatu, 6 Gashyantare');
  });

  it('names every month and weekday in Kinyarwanda, in calendar order', () => {
    for (let m = 0; m < 12; m++) {
      const d = new Date(Date.UTC(2026, m, 15, 10));
      expect(formatDate(d, 'rw')).toBe(`15 ${RW_MONTHS[m]} 2026`);
    }
    // 2026-11-22 is a Sunday.
    for (let i = 0; i < 7; i++) {
      const d = new Date(Date.UTC(2026, 10, 22 + i, 10));
      expect(formatDate(d, 'rw', 'dayMonth')).toBe(`${RW_WEEKDAYS[i]}, ${22 + i} Ugushyingo`);
    }
  });

  it('counts the day in Kigali: 23:30 UTC is already the next day', () => {
    expect(formatDate('2026-11-24T23:30:00Z', 'rw')).toBe('25 Ugushyingo 2026');
    expect(formatDate('2026-11-24T23:30:00Z', 'en')).toBe('25 Nov 2026');
    expect(formatDate('2026-12-31T22:30:00Z', 'fr')).toBe('1 janv. 2027');
  });

  it('accepts dates and epoch milliseconds, and gives back what is not a date', () => {
    expect(formatDate(new Date(AT), 'rw')).toBe('24 Ugushyingo 2026');
    expect(formatDate(Date.parse(AT), 'en')).toBe('24 Nov 2026');
    expect(formatDate('soon', 'fr')).toBe('soon');
    expect(formatDate(AT, 'de')).toBe('24 Nov 2026');
  });
});

describe('formatCountdown', () => {
  const ms = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;
  it('writes h:mm:ss, with the days in each language', () => {
    expect(formatCountdown(ms(0, 3, 4, 5), 'rw')).toBe('03:04:05');
    expect(formatCountdown(ms(2, 3, 4, 5), 'en')).toBe('2d 03:04:05');
    expect(formatCountdown(ms(2, 3, 4, 5), 'fr')).toBe('2 j 03:04:05');
    expect(formatCountdown(ms(2, 3, 4, 5), 'rw')).toBe('iminsi 2 03:04:05');
  });
  it('is null once the time is up', () => {
    expect(formatCountdown(0, 'en')).toBeNull();
    expect(formatCountdown(-5, 'rw')).toBeNull();
    expect(formatCountdown(Number.NaN, 'fr')).toBeNull();
  });
});
