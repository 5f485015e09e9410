import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { adviceText } from './result-panel';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('tryon');
});

const t = () => i18next.getFixedT('en', 'tryon');

describe('the try-on advice', () => {
  it('starts each sentence with a capital and writes the chosen words small inside it', () => {
    expect(adviceText(t(), { key: 'colorPerfect', values: { color: 'orange', skinTone: 'dark' } })).toBe(
      'Orange is one of the best colours for dark skin.',
    );
    expect(adviceText(t(), { key: 'size', values: { size: 'XL' } })).toBe('Size XL fits you best.');
  });
});
