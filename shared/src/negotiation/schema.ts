import { z } from 'zod';
import { Uuid } from '../id-schema';
import { Rwf } from '../money';
import { NEGOTIATION_STATUSES } from './policy';

/**
 * The HTTP contract of price negotiation: the widget (`POST /api/negotiation/offer`), the
 * make-offer dialog (`POST /api/offers/make`) and handing a guest's deals to the account they
 * sign in to (`POST /api/negotiation/claim`). One engine answers all of them.
 */

/** Languages the shop bargains in. */
export const NEGOTIATION_LANGUAGES = ['en', 'fr', 'rw'] as const;
export type NegotiationLanguage = (typeof NEGOTIATION_LANGUAGES)[number];

/**
 * A client's language tag as one of ours: "fr", "fr-RW" and "français" are French; "rw",
 * "rw-RW", "kin" and "kinyarwanda" are Kinyarwanda; anything else is English.
 */
export function negotiationLanguageOf(tag: string | null | undefined): NegotiationLanguage {
  const t = (tag ?? '').trim().toLowerCase();
  if (t.startsWith('fr')) return 'fr';
  if (t.startsWith('rw') || t.startsWith('kin') || t === 'ki') return 'rw';
  return 'en';
}

const Language = z
  .string()
  .max(40)
  .optional()
  .transform((v) => negotiationLanguageOf(v));

/** Where a move came from: the product page widget, the assistant's dialog or free chat text. */
export const NEGOTIATION_CHANNELS = ['widget', 'dialog', 'chat'] as const;
export type NegotiationChannel = (typeof NEGOTIATION_CHANNELS)[number];

/**
 * The browser's device id (generated once as `device-<time>-<random>`): it identifies a guest
 * while bargaining. Letters, digits and `._:-` only, so it is safe in keys and logs.
 */
export const DeviceId = z
  .string()
  .trim()
  .min(6)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/, 'A device id holds letters, digits and ._:- only');
export type DeviceId = z.infer<typeof DeviceId>;

/** Optional text that may arrive empty or null from old clients: either means absent. */
const optionalId = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : undefined));

/**
 * An offer as an amount in RWF, or as the shopper typed it ("15k", "ibihumbi 15", "yes"): the
 * server reads text with the shared three-language parser.
 */
export const OfferInput = z.union([z.number(), z.string().max(500)]);
export type OfferInput = z.infer<typeof OfferInput>;

/** The most units one bargained price covers. */
export const MAX_NEGOTIATED_QUANTITY = 20;

/**
 * `POST /api/negotiation/offer` (the widget). `sku` is the product's id or slug, or a variant's SKU, as the old
 * widget sent it; `productId` says the same more plainly. `userId` is the device id for
 * guests (a customer is known from the session cookie, never from the body).
 */
export const NegotiationOfferBody = z.object({
  sku: optionalId,
  productId: optionalId,
  variantId: optionalId,
  userId: optionalId,
  deviceId: optionalId,
  offerPrice: OfferInput.optional(),
  quantity: z.number().int().min(1).max(MAX_NEGOTIATED_QUANTITY).default(1),
  sessionId: optionalId,
  language: Language,
  conversionSource: z.string().max(60).optional(),
});
export type NegotiationOfferBody = z.input<typeof NegotiationOfferBody>;

export const ALT_PERK_TYPES = ['free_shipping', 'similar_product'] as const;
export type AltPerkType = (typeof ALT_PERK_TYPES)[number];

/** Another way to save when the price itself cannot move. */
export const AltPerk = z.object({
  type: z.enum(ALT_PERK_TYPES),
  description: z.string(),
  /** The order total above which delivery is free (free_shipping). */
  threshold: Rwf.nullable().optional(),
  /** The cheaper product (similar_product). */
  productId: z.string().optional(),
  slug: z.string().optional(),
  name: z.string().optional(),
  price: Rwf.optional(),
});
export type AltPerk = z.infer<typeof AltPerk>;

/** One answer of the engine, as the widget reads it. */
export const NegotiationSession = z.object({
  sessionId: z.string(),
  /** Bargaining rounds used so far by this shopper on this product (0 to 3). */
  currentRound: z.number().int().min(0),
  maxRounds: z.number().int().min(1),
  status: z.enum(NEGOTIATION_STATUSES),
  /**
   * Why the engine answered so (a policy reason, or DECLINED / UNCLEAR, or DEAL_KEPT: the deal
   * the shopper already has, returned again with its token).
   */
  reason: z.string(),
  /** The accepted price, or the price the shop stands at. */
  counterPrice: Rwf,
  /** The shop's words, in the shopper's language. */
  justification: z.string(),
  /** The signed, single-use negotiated price, when the deal is closed; null otherwise. */
  discountToken: z.string().nullable(),
  /** When that token stops being honoured (ISO 8601); null without a token. */
  tokenExpiresAt: z.string().nullable(),
  /** The product and variant the deal is for. */
  productId: z.string(),
  variantId: z.string().nullable(),
  altPerks: z.array(AltPerk),
  /**
   * How many units the bargained price covers: the quantity sent, or the one said in the words
   * ("20000 for two"). A deal's token allows that many in one order, at that price each.
   */
  quantity: z.number().int().min(1).max(MAX_NEGOTIATED_QUANTITY),
});
export type NegotiationSession = z.infer<typeof NegotiationSession>;

export const NegotiationOfferResponse = z.object({ success: z.literal(true), data: NegotiationSession });
export type NegotiationOfferResponse = z.infer<typeof NegotiationOfferResponse>;

/** `POST /api/offers/make` (the assistant's make-offer dialog). */
export const MakeOfferBody = z.object({
  productId: optionalId,
  variantId: optionalId,
  offeredPrice: OfferInput.optional(),
  quantity: z.number().int().min(1).max(MAX_NEGOTIATED_QUANTITY).default(1),
  customerInfo: z.object({ deviceId: optionalId, userId: optionalId }).partial().optional(),
  sessionId: optionalId,
  language: Language,
});
export type MakeOfferBody = z.input<typeof MakeOfferBody>;

export const MakeOfferResponse = z.object({
  success: z.literal(true),
  offer: z.object({
    decision: z.enum(NEGOTIATION_STATUSES),
    counterOffer: Rwf,
    message: z.string(),
    discountToken: z.string().nullable(),
    tokenExpiresAt: z.string().nullable(),
    currentRound: z.number().int().min(0),
    maxRounds: z.number().int().min(1),
    sessionId: z.string(),
    altPerks: z.array(AltPerk),
    /** How many units the bargained price covers (see NegotiationSession). */
    quantity: z.number().int().min(1).max(MAX_NEGOTIATED_QUANTITY),
  }),
  message: z.string(),
});
export type MakeOfferResponse = z.infer<typeof MakeOfferResponse>;

/**
 * `POST /api/negotiation/claim`, signed in: the deals this device made as a guest, re-issued
 * to the customer so checkout honours them.
 */
export const ClaimDealsBody = z.object({
  deviceId: DeviceId,
  tokens: z.array(z.string().trim().min(1).max(2000)).min(1).max(20),
});
export type ClaimDealsBody = z.infer<typeof ClaimDealsBody>;

export const ClaimedDeal = z.object({
  /** The token as the client sent it, so it can swap the one in its cart. */
  previousToken: z.string(),
  token: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  price: Rwf,
  expiresAt: z.string(),
});
export type ClaimedDeal = z.infer<typeof ClaimedDeal>;

export const ClaimDealsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    deals: z.array(ClaimedDeal),
    /** Tokens that were not this device's open guest deals (expired, spent, someone else's). */
    refused: z.array(z.string()),
  }),
});
export type ClaimDealsResponse = z.infer<typeof ClaimDealsResponse>;

/**
 * `GET /api/negotiation/state`: where this shopper's bargaining over a product stands today, so
 * the widget opened again (after a reload, on another device) continues instead of starting over.
 */
export const NegotiationStateQuery = z.object({
  productId: Uuid('Unknown product'),
  variantId: Uuid('Unknown choice').optional(),
  deviceId: DeviceId.optional(),
});
export type NegotiationStateQuery = z.infer<typeof NegotiationStateQuery>;

export const NegotiationStateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Rounds this shopper used on the product in the last 24 hours (every choice and channel). */
    roundsUsed: z.number().int().min(0),
    maxRounds: z.number().int().min(1),
    /** The shop's last price for this choice today, null before any counter. */
    lastCounter: Rwf.nullable(),
    /**
     * The shopper's last offer for one item on this choice today, null before any: a widget opened
     * again offers only quick amounts above it, as it did before.
     */
    lastOffer: Rwf.nullable(),
    /** The latest conversation about this choice, to continue it. */
    sessionId: z.string().nullable(),
    /**
     * True when this shopper made a deal on the product in the same 24 hours (any choice): the
     * bargaining on it is then closed, no round is left to play.
     */
    dealMade: z.boolean(),
    /** The price the shop stands at after that deal for this choice (the agreed one), open to take again. */
    agreedPrice: Rwf.nullable(),
  }),
});
export type NegotiationStateResponse = z.infer<typeof NegotiationStateResponse>;
