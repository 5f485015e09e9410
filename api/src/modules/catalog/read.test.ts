import { describe, expect, it } from 'vitest';
import { currentPrice, productTextsIn, runningDeal } from './read';

const at = (iso: string) => new Date(`2026-03-01T${iso}:00Z`);
const deal = (dealPrice: number, starts: string, ends: string) => ({
  dealPrice,
  startsAt: at(starts),
  endsAt: at(ends),
});

describe('runningDeal', () => {
  it('takes the lowest price among the deals running now', () => {
    const deals = [
      deal(9_000, '08:00', '12:00'),
      deal(8_000, '09:00', '11:00'),
      deal(7_000, '11:00', '13:00'),
    ];
    expect(runningDeal(deals, at('10:00'))).toEqual({ dealPrice: 8_000, endsAt: at('11:00') });
  });

  it('ignores deals not started or already ended (the end is exclusive)', () => {
    const deals = [deal(5_000, '11:00', '12:00'), deal(6_000, '08:00', '10:00')];
    expect(runningDeal(deals, at('10:00'))).toBeNull();
    expect(runningDeal(deals, at('11:00'))).toEqual({ dealPrice: 5_000, endsAt: at('12:00') });
  });

  it('prefers the deal ending first between equal prices', () => {
    const deals = [deal(8_000, '08:00', '12:00'), deal(8_000, '09:00', '11:00')];
    expect(runningDeal(deals, at('10:00'))?.endsAt).toEqual(at('11:00'));
  });
});

describe('currentPrice', () => {
  it('charges the flash price when it is lower and shows the original price only above the list price', () => {
    const flash = { dealPrice: 20_000, endsAt: at('12:00') };
    expect(currentPrice({ listPrice: 25_000, originalPrice: 30_000 }, flash)).toEqual({
      listPrice: 25_000,
      originalPrice: 30_000,
      flashPrice: 20_000,
      flashEndsAt: at('12:00'),
      price: 20_000,
    });
    expect(currentPrice({ listPrice: 25_000, originalPrice: 25_000 }, null)).toMatchObject({
      originalPrice: null,
      flashPrice: null,
      price: 25_000,
    });
  });
});

describe('productTextsIn', () => {
  const product = {
    name: 'Maxi Dress',
    nameI18n: { fr: 'Robe longue', rw: 'Ikanzu ndende' },
    shortDescription: 'Long and light.',
    shortDescriptionI18n: { fr: '' },
    description: 'For warm days.',
    descriptionI18n: { rw: 'Ku minsi y’ubushyuhe.' },
  };

  it('picks each text in the language, falling back to English one by one', () => {
    expect(productTextsIn(product, 'fr')).toEqual({
      name: 'Robe longue',
      shortDescription: 'Long and light.',
      description: 'For warm days.',
    });
    expect(productTextsIn(product, 'rw')).toEqual({
      name: 'Ikanzu ndende',
      shortDescription: 'Long and light.',
      description: 'Ku minsi y’ubushyuhe.',
    });
    expect(productTextsIn(product, 'en').name).toBe('Maxi Dress');
  });
});
