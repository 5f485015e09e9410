import { describe, expect, it } from 'vitest';
import { SHOP_LANGUAGES } from '../i18n-language';
import { currentPlaceLabel } from '../tracking/current-place';
import type { TrackingHistoryEntry } from '../tracking/schema';
import { CARRIER_CODES, HISTORY_PLACE_CODES } from './history';
import {
  CARRIER_WORDS,
  carrierLabel,
  HISTORY_PLACE_WORDS,
  historyPlaceLabel,
  historyValuesIn,
} from './history-places';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('place and carrier words', () => {
  it.each(SHOP_LANGUAGES)('words every place and carrier in %s, with the English placeholders', (lang) => {
    for (const code of HISTORY_PLACE_CODES) {
      const text = HISTORY_PLACE_WORDS[lang][code];
      expect(text, `${lang} place ${code}`).toBeTruthy();
      expect(placeholders(text), `${lang} place ${code}`).toEqual(placeholders(HISTORY_PLACE_WORDS.en[code]));
    }
    for (const code of CARRIER_CODES) expect(CARRIER_WORDS[lang][code], `${lang} ${code}`).toBeTruthy();
  });

  it('translates French and Kinyarwanda sentences, not only copies of the English', () => {
    for (const lang of ['fr', 'rw'] as const) {
      for (const code of ['shop', 'handed_to_carrier', 'on_the_way'] as const) {
        expect(HISTORY_PLACE_WORDS[lang][code]).not.toBe(HISTORY_PLACE_WORDS.en[code]);
      }
      for (const code of CARRIER_CODES) expect(CARRIER_WORDS[lang][code]).not.toBe(CARRIER_WORDS.en[code]);
    }
  });

  it('fills a coded place with the province and carrier in the same language', () => {
    const onTheWay = { district: 'Huye', province: 'Southern' };
    expect(historyPlaceLabel('on_the_way', onTheWay, '', 'en')).toBe('On the way to Huye, Southern Province');
    expect(historyPlaceLabel('on_the_way', onTheWay, '', 'fr')).toBe('En route vers Huye, Province du Sud');
    expect(historyPlaceLabel('on_the_way', onTheWay, '', 'rw-RW')).toBe(
      "Mu nzira igana Huye, Intara y'Amajyepfo",
    );
    expect(historyPlaceLabel('handed_to_carrier', { carrier: 'kigali' }, '', 'fr')).toBe(
      'Boutique Isoko, Kimironko, Kigali (remis à Coursier moto Isoko)',
    );
  });

  it('reads an uncoded place by its English, and keeps what staff wrote', () => {
    expect(historyPlaceLabel(null, null, 'Isoko shop, Kimironko, Kigali', 'rw')).toBe(
      'Iduka rya Isoko, Kimironko, Kigali',
    );
    expect(historyPlaceLabel(undefined, undefined, 'Kigali bus park, gate 3', 'fr')).toBe(
      'Kigali bus park, gate 3',
    );
    expect(historyPlaceLabel(null, null, 'Remera, City of Kigali', 'fr')).toBe('Remera, Ville de Kigali');
  });

  it('names carriers by code or stored English name, and leaves others as given', () => {
    expect(carrierLabel('upcountry', 'fr')).toBe('Service de colis par bus Isoko');
    expect(carrierLabel('Isoko moto courier', 'rw')).toBe('Moto ya Isoko itwara ibicuruzwa');
    expect(carrierLabel('DHL', 'fr')).toBe('DHL');
  });
});

describe('where the parcel is now', () => {
  const step = (location: string, locationCode: string | null, at: string): TrackingHistoryEntry => ({
    status: 'in_transit',
    timestamp: at,
    location,
    message: '',
    locationCode,
    locationParams: locationCode === 'on_the_way' ? { district: 'Gasabo', province: 'City of Kigali' } : null,
  });

  it('takes the newest step at the current place, worded in the language asked', () => {
    const tracking = {
      currentLocation: 'On the way to Gasabo, City of Kigali',
      history: [
        step('Isoko shop, Kimironko, Kigali', 'shop', '2026-11-28T08:00:00Z'),
        step('On the way to Gasabo, City of Kigali', 'on_the_way', '2026-11-28T10:00:00Z'),
      ],
    };
    expect(currentPlaceLabel(tracking, 'fr')).toBe('En route vers Gasabo, Ville de Kigali');
    expect(currentPlaceLabel({ ...tracking, currentLocation: 'Kigali bus park' }, 'fr')).toBe(
      'Kigali bus park',
    );
  });
});

describe('amounts in a history note', () => {
  it('groups a refund amount stored in English as the reader’s language writes it', () => {
    expect(historyValuesIn({ amount: '24,400 RWF' }, 'en').amount).toBe('24,400 RWF');
    expect(historyValuesIn({ amount: '24,400 RWF' }, 'fr').amount).toBe('24\u202f400 RWF');
    expect(historyValuesIn({ amount: '1,234,567 RWF' }, 'rw').amount).toBe('1.234.567 RWF');
    expect(historyValuesIn({ amount: 5000 }, 'rw').amount).toBe('5.000 RWF');
  });
  it('leaves an amount it cannot read as it was written', () => {
    expect(historyValuesIn({ amount: 'about 5k' }, 'fr').amount).toBe('about 5k');
  });
});
