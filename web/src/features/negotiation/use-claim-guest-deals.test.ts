import { describe, expect, it } from 'vitest';
import { isGuestDealToken, swapDealTokens } from './use-claim-guest-deals';

const tokenOf = (claims: object) => `${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.mac`;

describe('guest deals after sign-in', () => {
  it('tells a guest deal (owned by a device) from a customer one and from junk', () => {
    expect(isGuestDealToken(tokenOf({ customerId: 'device:device-1-abc' }))).toBe(true);
    expect(isGuestDealToken(tokenOf({ customerId: '6f1c0e2a-0000-4000-8000-000000000000' }))).toBe(false);
    expect(isGuestDealToken('not a token')).toBe(false);
  });

  it('swaps each claimed token and price into its cart line and leaves the others', () => {
    const lines = [
      { id: 'p1', name: 'Dress', price: 27_000, quantity: 1, negotiationToken: 'guest' },
      { id: 'p2', name: 'Shirt', price: 9_000, quantity: 2 },
    ];
    expect(swapDealTokens(lines, [{ previousToken: 'guest', token: 'mine', price: 27_000 }])).toEqual([
      { ...lines[0], negotiationToken: 'mine' },
      lines[1],
    ]);
  });
});
