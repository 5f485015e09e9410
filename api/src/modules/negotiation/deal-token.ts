import type { NegotiationRow } from './history';
import { DEAL_VALID_MINUTES } from './messages';
import { deviceOwner, signNegotiationToken } from './negotiated-price';

/** How long an accepted price is honoured, from the moment it was accepted. */
export const DEAL_VALID_MS = DEAL_VALID_MINUTES * 60_000;

/** The signed deal of an accepted negotiation, bound to its customer or, for a guest, its device. */
export function dealToken(secret: string, row: NegotiationRow): { token: string; expiresAt: Date } | null {
  if (row.status !== 'accepted' || !row.acceptedAt || row.finalPrice === null) return null;
  const owner = row.customerId ?? (row.deviceId ? deviceOwner(row.deviceId) : null);
  if (!owner) return null;
  const expiresAt = new Date(row.acceptedAt.getTime() + DEAL_VALID_MS);
  const token = signNegotiationToken(secret, {
    jti: row.id,
    productId: row.productId,
    variantId: row.variantId,
    customerId: owner,
    price: row.finalPrice,
    maxQuantity: row.quantity,
    expiresAt,
  });
  return { token, expiresAt };
}
