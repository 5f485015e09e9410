import { describe, expect, it } from 'vitest';
import { DEAL_VALID_MS, dealTokenExpiry, keptDealExpiry } from './deal-validity';

/** A token shaped like the server's: base64url claims, a dot, the signature. */
const tokenWith = (claims: object) =>
  `${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.mac`;

const NOW = Date.parse('2026-11-29T08:00:00Z');

describe('deal validity', () => {
  it("reads when a deal's token expires from its claims", () => {
    expect(dealTokenExpiry(tokenWith({ v: 1, exp: NOW / 1000 + 600 }))).toBe(NOW + 600_000);
    expect(dealTokenExpiry('claims.mac')).toBeNull();
    expect(dealTokenExpiry(tokenWith({ exp: 'soon' }))).toBeNull();
    expect(dealTokenExpiry('')).toBeNull();
  });

  it('keeps a deal until its token expires, never longer than a deal lasts', () => {
    expect(keptDealExpiry(tokenWith({ exp: NOW / 1000 + 600 }), NOW)).toBe(NOW + 600_000);
    // A clock behind the server's, or a token that cannot be read: no longer than 30 minutes.
    expect(keptDealExpiry(tokenWith({ exp: NOW / 1000 + 3600 }), NOW)).toBe(NOW + DEAL_VALID_MS);
    expect(keptDealExpiry('claims.mac', NOW)).toBe(NOW + 30 * 60_000);
  });
});
