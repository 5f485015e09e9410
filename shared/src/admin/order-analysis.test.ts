import { describe, expect, it } from 'vitest';
import { DISTRICTS, deliveryWindowDays } from '../rwanda';
import { analyseOrder, DELIVERY_ESTIMATES, deliveryEstimateFor } from './order-analysis';

describe('analyseOrder', () => {
  it('scores a complete Kigali order as low risk with no advice', () => {
    expect(analyseOrder({ email: 'a@b.rw', total: 50_000, city: 'Kigali', itemCount: 2 })).toEqual({
      score: 100,
      risk: 'Low',
      customerValue: 'Standard',
      deliveryEstimate: '1-2 days',
      recommendations: [],
    });
  });

  it('subtracts for a missing e-mail, a large total, a missing city and many items', () => {
    const a = analyseOrder({ email: null, total: 600_000, city: '', itemCount: 11 });
    expect(a.score).toBe(60);
    expect(a.risk).toBe('Medium');
    expect(a.customerValue).toBe('High');
    expect(a.deliveryEstimate).toBe('3-5 days');
    expect(a.recommendations).toEqual(['NO_EMAIL', 'HIGH_VALUE', 'MANY_ITEMS', 'OUTSIDE_KIGALI']);
  });

  it('reads Huye and Musanze as two to three days and a mid total as Medium value', () => {
    const a = analyseOrder({ email: 'x@y.rw', total: 150_000, city: 'Huye', itemCount: 1 });
    expect(a.deliveryEstimate).toBe('2-3 days');
    expect(a.customerValue).toBe('Medium');
    expect(analyseOrder({ email: 'x@y.rw', total: 1, city: 'musanze', itemCount: 1 }).deliveryEstimate).toBe(
      '2-3 days',
    );
  });

  it("gives every district the delivery window the shop states elsewhere, in the back-office's estimates", () => {
    for (const district of DISTRICTS) {
      const [from, to] = deliveryWindowDays(district);
      expect(DELIVERY_ESTIMATES, district).toContain(`${from}-${to} days`);
      expect(deliveryEstimateFor(district), district).toBe(`${from}-${to} days`);
    }
    expect(deliveryEstimateFor('Kigali')).toBe('1-2 days');
    // A city choice stands for a province: the district says how far the parcel goes.
    expect(
      analyseOrder({ email: 'x@y.rw', total: 1, city: 'Huye', district: 'Nyaruguru', itemCount: 1 })
        .deliveryEstimate,
    ).toBe('3-5 days');
    expect(deliveryEstimateFor('Atlantis')).toBe('3-5 days');
  });
});
