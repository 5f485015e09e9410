import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { useFigureText } from './use-figure-text';

describe('useFigureText', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['en', '21.4%', '12.5%', '5.0%'],
    ['fr', '21,4\u202f%', '12,5\u202f%', '5,0\u202f%'],
    ['rw', '21,4\u00a0%', '12,5\u00a0%', '5,0\u00a0%'],
  ])('writes rates with the decimal mark and spacing of %s', async (lang, ratio, percent, fixed) => {
    await initI18n('en');
    await i18next.changeLanguage(lang);
    const { result } = renderHook(() => useFigureText());
    expect(result.current.ratio(0.214)).toBe(ratio);
    expect(result.current.percent(12.5)).toBe(percent);
    expect(result.current.ratio(0.05)).toBe(fixed);
  });
});
