import { z } from 'zod';
import { Rwf } from '../money';
import { DEAL_VALID_MS } from './deal-validity';
import { MAX_NEGOTIATED_QUANTITY } from './schema';

/**
 * A price agreed in the floating assistant for a product with size or colour choices, kept in
 * the browser until the shopper chooses on the product page (its "Add to cart" then uses the
 * agreed price with the deal's signed token) or the token expires.
 */
export const KeptDeal = z.object({
  productId: z.string().trim().min(1).max(200),
  price: Rwf.min(1),
  negotiationToken: z.string().trim().min(1).max(2000),
  /** Epoch ms: when the deal's token expires. */
  expiresAt: z.number().int().positive(),
  /** The units the deal covers when it was made for several ("20000 for two"); absent: one. */
  quantity: z.number().int().min(2).max(MAX_NEGOTIATED_QUANTITY).optional(),
});
export type KeptDeal = z.infer<typeof KeptDeal>;

/**
 * A kept deal read back from storage, or null: anything that is not a kept deal, one already
 * expired at `now`, or one claiming to last longer than any deal can (edited by hand).
 */
export function readKeptDeal(value: unknown, now: number): KeptDeal | null {
  const parsed = KeptDeal.safeParse(value);
  if (!parsed.success) return null;
  const { expiresAt } = parsed.data;
  return expiresAt > now && expiresAt <= now + DEAL_VALID_MS ? parsed.data : null;
}
