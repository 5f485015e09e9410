import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { usedNegotiationTokens } from './tables';

/**
 * A negotiated price as a bearer token, so no server keeps offer state: HMAC-signed, bound to one product,
 * variant (or any variant when null) and customer, expiring, for at most `maxQuantity` units,
 * spent once (its id goes into used_negotiation_tokens with the order that used it).
 * Format: base64url(JSON claims) "." base64url(HMAC-SHA256).
 */
const Claims = z.object({
  v: z.literal(1),
  jti: z.string().min(8).max(80),
  productId: z.string(),
  variantId: z.string().nullable(),
  customerId: z.string(),
  price: z.number().int().positive(),
  maxQuantity: z.number().int().min(1),
  /** Epoch seconds. */
  exp: z.number().int(),
});
export type NegotiationClaims = z.infer<typeof Claims>;

export const NEGOTIATION_TOKEN_REASONS = [
  'malformed',
  'bad_signature',
  'expired',
  'wrong_product',
  'wrong_variant',
  'not_yours',
  'sign_in',
  'quantity',
  'used',
] as const;
export type NegotiationTokenReason = (typeof NEGOTIATION_TOKEN_REASONS)[number];

export const NEGOTIATION_REASON_TEXT: Record<NegotiationTokenReason, string> = {
  malformed: 'This negotiated price is not valid.',
  bad_signature: 'This negotiated price is not valid.',
  expired: 'This negotiated price has expired.',
  wrong_product: 'This negotiated price is for another product.',
  wrong_variant: 'This negotiated price is for another size or colour.',
  not_yours: 'This negotiated price belongs to another customer.',
  sign_in: 'Please sign in to use your negotiated price.',
  quantity: 'This negotiated price covers fewer units.',
  used: 'This negotiated price has already been used.',
};

/** A key of its own, derived from the session secret: a leaked token key never signs sessions. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('isoko:negotiation-token:v1').digest();
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signNegotiationToken(
  secret: string,
  claims: Omit<NegotiationClaims, 'v' | 'jti' | 'exp'> & { jti?: string; expiresAt: Date },
): string {
  const { expiresAt, ...rest } = claims;
  const body: NegotiationClaims = {
    v: 1,
    jti: claims.jti ?? randomUUID(),
    productId: rest.productId,
    variantId: rest.variantId,
    customerId: rest.customerId,
    price: rest.price,
    maxQuantity: rest.maxQuantity,
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  const payload = b64(JSON.stringify(body));
  const mac = createHmac('sha256', keyOf(secret)).update(payload).digest();
  return `${payload}.${b64(mac)}`;
}

export type TokenCheck =
  | { ok: true; claims: NegotiationClaims }
  | { ok: false; reason: NegotiationTokenReason };

/**
 * A guest's deals are bound to their device: the token's owner is `device:<id>`, which no
 * customer id equals, so checkout refuses it until the guest signs in and claims the deal.
 */
export const deviceOwner = (deviceId: string) => `device:${deviceId}`;

/** The claims of a token signed by us and not yet expired; no binding is checked here. */
export function readNegotiationToken(
  secret: string,
  token: string,
  now = new Date(),
):
  | { ok: true; claims: NegotiationClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' } {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: 'malformed' };
  const wanted = createHmac('sha256', keyOf(secret)).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return { ok: false, reason: 'bad_signature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = Claims.safeParse(parsed);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (claims.data.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
}

/** Signature, expiry and binding; whether it was already spent is `spentTokens`' job. */
export function verifyNegotiationToken(
  secret: string,
  token: string,
  expect: { productId: string; variantId: string | null; customerId: string | null; quantity: number },
  now = new Date(),
): TokenCheck {
  const read = readNegotiationToken(secret, token, now);
  if (!read.ok) return read;
  const c = read.claims;
  if (c.productId !== expect.productId) return { ok: false, reason: 'wrong_product' };
  if (c.variantId !== null && c.variantId !== expect.variantId) return { ok: false, reason: 'wrong_variant' };
  if (!expect.customerId) return { ok: false, reason: 'sign_in' };
  if (c.customerId !== expect.customerId) return { ok: false, reason: 'not_yours' };
  if (expect.quantity > c.maxQuantity) return { ok: false, reason: 'quantity' };
  return { ok: true, claims: c };
}

/** Which of these token ids an order already spent. */
export async function spentTokens(db: DbOrTx, tokenIds: readonly string[]): Promise<Set<string>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await db
    .select({ id: usedNegotiationTokens.tokenId })
    .from(usedNegotiationTokens)
    .where(inArray(usedNegotiationTokens.tokenId, [...tokenIds]));
  return new Set(rows.map((r) => r.id));
}

/**
 * Spends tokens inside the order's transaction. A token raced by another order conflicts on
 * the primary key: the caller gets the ids that were not spent by this call.
 */
export async function spendTokens(
  tx: DbOrTx,
  tokenIds: readonly string[],
  owner: { customerId: string; orderId: string },
): Promise<string[]> {
  if (tokenIds.length === 0) return [];
  const rows = await tx
    .insert(usedNegotiationTokens)
    .values(tokenIds.map((tokenId) => ({ tokenId, ...owner })))
    .onConflictDoNothing()
    .returning({ id: usedNegotiationTokens.tokenId });
  const spent = new Set(rows.map((r) => r.id));
  return tokenIds.filter((id) => !spent.has(id));
}
