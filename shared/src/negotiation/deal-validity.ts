/** How long an accepted price is honoured, from the moment it was accepted. */
export const DEAL_VALID_MINUTES = 30;
export const DEAL_VALID_MS = DEAL_VALID_MINUTES * 60_000;

/**
 * When a deal's signed token expires (epoch ms), read from its claims without checking the
 * signature: a hint for the client on when to forget the deal, never a reason to honour it
 * (the server checks signature and expiry at checkout). Null when the token cannot be read.
 */
export function dealTokenExpiry(token: string): number | null {
  const payload = token.split('.')[0] ?? '';
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isInteger(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * How long the client keeps a deal made at `now`: until its token expires, and never past the
 * validity a deal can have (a token that cannot be read, or a clock running behind the server's,
 * would otherwise keep it longer).
 */
export function keptDealExpiry(token: string, now: number): number {
  const latest = now + DEAL_VALID_MS;
  return Math.min(dealTokenExpiry(token) ?? latest, latest);
}
