import type { CartLine } from '@isoko/shared/cart/lines';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSession } from '../../session/queries';
import { cartAtom } from '../../state/cart';
import { claimingDealTokensAtom } from '../../state/deal-claims';

/** How the server marks a deal a guest made: its owner is the device, not a customer. */
const GUEST_OWNER_PREFIX = 'device:';

/**
 * Whether a token is a guest's deal, read from its (signed, but not secret) claims. Reading is
 * only a hint for when to ask the server, which checks the signature and the device itself.
 */
export function isGuestDealToken(token: string): boolean {
  const payload = token.split('.')[0] ?? '';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    const owner = (claims as { customerId?: unknown } | null)?.customerId;
    return typeof owner === 'string' && owner.startsWith(GUEST_OWNER_PREFIX);
  } catch {
    return false;
  }
}

/** The cart with each claimed deal's new token in place of the guest one. */
export function swapDealTokens(
  lines: readonly CartLine[],
  deals: readonly { previousToken: string; token: string; price: number }[],
): CartLine[] {
  const byPrevious = new Map(deals.map((d) => [d.previousToken, d]));
  return lines.map((line) => {
    const deal = line.negotiationToken ? byPrevious.get(line.negotiationToken) : undefined;
    return deal ? { ...line, negotiationToken: deal.token, price: deal.price } : line;
  });
}

/**
 * Once a guest who bargained signs in, their deals follow them: the cart's guest tokens are
 * re-issued to the customer (`POST /api/negotiation/claim`) and swapped in the cart lines, so
 * pricing and checkout honour the agreed price. Each set of tokens is asked about once.
 */
export function useClaimGuestDeals() {
  const user = useSession();
  const [lines, setLines] = useAtom(cartAtom);
  const setClaiming = useSetAtom(claimingDealTokensAtom);
  const asked = useRef(new Set<string>());
  const guestTokens = lines
    .map((l) => l.negotiationToken)
    .filter((t): t is string => !!t && isGuestDealToken(t) && !asked.current.has(t));
  const wanted = user && user !== 'loading' ? guestTokens.join('\n') : '';

  useEffect(() => {
    if (!wanted) return;
    const tokens = wanted.split('\n');
    for (const t of tokens) asked.current.add(t);
    setClaiming((current) => new Set([...current, ...tokens]));
    const settled = () => setClaiming((current) => new Set([...current].filter((t) => !tokens.includes(t))));
    // The claim's code (and its response schema) loads only when there is a deal to claim, so
    // the cart page's first scripts stay small.
    import('./queries')
      .then(({ claimGuestDeals }) => claimGuestDeals(tokens))
      .then(
        (deals) => {
          if (deals.length > 0) setLines((current) => swapDealTokens(current, deals));
          settled();
        },
        // A failed claim leaves the guest tokens: the cart then shows the server's word on them.
        () => {
          for (const t of tokens) asked.current.delete(t);
          settled();
        },
      );
  }, [wanted, setLines, setClaiming]);
}
