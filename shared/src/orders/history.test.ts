import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKING_MESSAGES } from '../tracking/schema';
import {
  carrierCodeOf,
  fillTemplate,
  HISTORY_TEXT_EN,
  historyPlaceEn,
  historyTextEn,
  isStatusStep,
} from './history';
import { ORDER_STATUS } from './status';

describe('order history codes', () => {
  it('writes the English kept for clients that read only the text', () => {
    expect(historyTextEn({ code: 'order_placed' })).toBe('Order placed');
    expect(historyTextEn({ code: 'no_payment', params: { hours: 24 } })).toBe('No payment within 24 hours');
    expect(historyPlaceEn({ code: 'handed_to_carrier', params: { carrier: 'kigali' } })).toBe(
      'Isoko shop, Kimironko, Kigali (handed to Isoko moto courier)',
    );
    expect(historyPlaceEn({ code: 'on_the_way', params: { district: 'Huye', province: 'Southern' } })).toBe(
      'On the way to Huye, Southern',
    );
  });
  it('has a coded default text for every status, equal to the parcel default', () => {
    for (const s of ORDER_STATUS) {
      expect(HISTORY_TEXT_EN[`status_${s}`]).toBe(DEFAULT_TRACKING_MESSAGES[s]);
    }
  });
  it('finds carriers by their stored name and leaves unknown placeholders', () => {
    expect(carrierCodeOf('Isoko bus parcel service')).toBe('upcountry');
    expect(carrierCodeOf('DHL')).toBeNull();
    expect(fillTemplate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('codes of texts stored before codes were', () => {
  it('recognises the English of each template, and nothing a person wrote', async () => {
    const { inferHistoryText } = await import('./history');
    expect(inferHistoryText('Order placed')).toEqual({ code: 'order_placed' });
    expect(inferHistoryText('Out for delivery: the courier will call you')).toEqual({
      code: 'status_out_for_delivery',
    });
    expect(inferHistoryText('No payment within 24 hours')).toEqual({
      code: 'no_payment',
      params: { hours: 24 },
    });
    expect(inferHistoryText('Left with the neighbour')).toBeNull();
    expect(inferHistoryText('')).toBeNull();
  });
  it('recognises the shop, carriers and destinations', async () => {
    const { inferHistoryPlace } = await import('./history');
    const isPlace = (d: string, p: string) => d === 'Huye' && p === 'Southern';
    expect(inferHistoryPlace('Isoko shop, Kimironko, Kigali', isPlace)).toEqual({ code: 'shop' });
    expect(
      inferHistoryPlace('Isoko shop, Kimironko, Kigali (handed to Isoko bus parcel service)', isPlace),
    ).toEqual({ code: 'handed_to_carrier', params: { carrier: 'upcountry' } });
    expect(inferHistoryPlace('On the way to Huye, Southern', isPlace)).toEqual({
      code: 'on_the_way',
      params: { district: 'Huye', province: 'Southern' },
    });
    expect(inferHistoryPlace('Huye, Southern', isPlace)).toEqual({
      code: 'destination',
      params: { district: 'Huye', province: 'Southern' },
    });
    expect(inferHistoryPlace('Kigali bus park, gate 3', isPlace)).toBeNull();
    expect(inferHistoryPlace('Isoko shop, Kimironko, Kigali (handed to DHL)', isPlace)).toBeNull();
  });
});

describe('status steps and note-only entries', () => {
  it('takes a refund for a note, every other entry (coded, a person’s, an older one) for a status step', () => {
    expect(isStatusStep({ noteCode: 'refund_momo' })).toBe(false);
    expect(isStatusStep({ noteCode: 'refund_cash' })).toBe(false);
    expect(isStatusStep({ noteCode: 'cancelled_by_customer' })).toBe(true);
    expect(isStatusStep({ noteCode: null })).toBe(true);
    expect(isStatusStep({})).toBe(true);
  });
});
