import { describe, expect, it } from 'vitest';
import { offerAnswer } from './offer-words';

describe('offerAnswer', () => {
  it.each([
    'yes',
    'OK',
    'okay',
    'Deal!',
    'agreed',
    'I accept',
    'oui',
    'D’accord',
    'OK ça marche',
    'Ça marche',
    'yego',
    'Sawa',
    'ndabyemeye',
  ])('hears a yes: %s', (text) => {
    expect(offerAnswer(text)).toBe('accept');
  });

  it.each([
    'no',
    'No thanks',
    'decline',
    'reject',
    'non',
    'Non merci',
    "pas d'accord",
    "je n'accepte pas",
    'oya',
    'ntabwo nemeye',
  ])('hears a no: %s', (text) => {
    expect(offerAnswer(text)).toBe('decline');
  });

  it('lets a no win over a yes in the same message', () => {
    expect(offerAnswer('no deal')).toBe('decline');
    expect(offerAnswer('not ok')).toBe('decline');
  });

  it('hears a yes in phrases built on a no-word', () => {
    expect(offerAnswer('no problem')).toBe('accept');
    expect(offerAnswer('Pourquoi pas')).toBe('accept');
    expect(offerAnswer('nta kibazo')).toBe('accept');
  });

  it('matches whole words only', () => {
    expect(offerAnswer('I read a book')).toBeNull();
    expect(offerAnswer('nonstop')).toBeNull();
  });

  it('hears nothing in an unrelated or empty message', () => {
    expect(offerAnswer('Do you have it in red?')).toBeNull();
    expect(offerAnswer('')).toBeNull();
  });
});
