import { NEGOTIATION_MAX_ROUNDS } from '@isoko/shared/negotiation/concession-schedule';
import { decideNegotiation } from '@isoko/shared/negotiation/policy';
import type {
  MakeOfferBody,
  MakeOfferResponse,
  NegotiationLanguage,
  NegotiationOfferBody,
  NegotiationSession,
  NegotiationStateQuery,
  NegotiationStateResponse,
  OfferInput,
} from '@isoko/shared/negotiation/schema';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { agreedOn, negotiationState } from './history';
import { type EngineDeps, type NegotiationAnswer, negotiate, type OfferMove } from './service';
import { shopperOf } from './shopper';
import { negotiationTerms } from './terms';

/**
 * The three ways in to the one engine: the product page widget, the assistant's make-offer
 * dialog, and an offer typed in the chat. Each only translates its fields.
 */

function moveOf(offer: OfferInput | undefined): OfferMove {
  if (offer === undefined || (typeof offer === 'string' && !offer.trim())) {
    throw new AppError('NEGOTIATION_OFFER_INVALID', 'Please send your offer: an amount in RWF.');
  }
  return typeof offer === 'number' ? { kind: 'amount', amount: offer } : { kind: 'text', text: offer };
}

function sessionOf(answer: NegotiationAnswer): NegotiationSession {
  return {
    sessionId: answer.sessionId,
    currentRound: answer.round,
    maxRounds: NEGOTIATION_MAX_ROUNDS,
    status: answer.status,
    reason: answer.reason,
    counterPrice: answer.price,
    justification: answer.message,
    discountToken: answer.token,
    tokenExpiresAt: answer.tokenExpiresAt?.toISOString() ?? null,
    productId: answer.productId,
    variantId: answer.variantId,
    altPerks: answer.altPerks,
    quantity: answer.quantity,
  };
}

/** `POST /api/negotiation/offer`: `sku` (or `productId`) names the product, `userId` is the guest's device. */
export async function widgetOffer(
  deps: EngineDeps,
  customerId: string | null,
  body: z.output<typeof NegotiationOfferBody>,
): Promise<NegotiationSession> {
  const answer = await negotiate(deps, {
    productRef: body.productId ?? body.sku,
    variantId: body.variantId,
    customerId,
    deviceId: body.deviceId ?? body.userId,
    move: moveOf(body.offerPrice),
    quantity: body.quantity,
    sessionId: body.sessionId,
    language: body.language,
    channel: 'widget',
  });
  return sessionOf(answer);
}

/** `POST /api/offers/make`: the make-offer dialog of the assistant. */
export async function makeOffer(
  deps: EngineDeps,
  customerId: string | null,
  body: z.output<typeof MakeOfferBody>,
): Promise<MakeOfferResponse> {
  const answer = await negotiate(deps, {
    productRef: body.productId,
    variantId: body.variantId,
    customerId,
    deviceId: body.customerInfo?.deviceId ?? body.customerInfo?.userId,
    move: moveOf(body.offeredPrice),
    quantity: body.quantity,
    sessionId: body.sessionId,
    language: body.language,
    channel: 'dialog',
  });
  return {
    success: true,
    offer: {
      decision: answer.status,
      counterOffer: answer.price,
      message: answer.message,
      discountToken: answer.token,
      tokenExpiresAt: answer.tokenExpiresAt?.toISOString() ?? null,
      currentRound: answer.round,
      maxRounds: NEGOTIATION_MAX_ROUNDS,
      sessionId: answer.sessionId,
      altPerks: answer.altPerks,
      quantity: answer.quantity,
    },
    message: answer.message,
  };
}

/** An offer or a yes/no typed in the chat, for the assistant: the text is read by the shared parser. */
export interface ChatOfferInput {
  text: string;
  language: NegotiationLanguage;
  productId: string;
  variantId?: string;
  customerId: string | null;
  deviceId?: string;
  sessionId?: string;
}

/**
 * The engine's answer to a chat message about a product's price. The reply's words and figures
 * are the engine's: the assistant shows `message` as it is (or words it again keeping `price`).
 */
export function chatOffer(deps: EngineDeps, input: ChatOfferInput): Promise<NegotiationAnswer> {
  return negotiate(deps, {
    productRef: input.productId,
    variantId: input.variantId,
    customerId: input.customerId,
    deviceId: input.deviceId,
    move: { kind: 'text', text: input.text },
    sessionId: input.sessionId,
    language: input.language,
    channel: 'chat',
  });
}

/**
 * `GET /api/negotiation/state`: the rounds used today, the shop's last price and the shopper's
 * last offer, without a move.
 */
export async function negotiationStanding(
  deps: Pick<EngineDeps, 'db'>,
  customerId: string | null,
  query: NegotiationStateQuery,
): Promise<NegotiationStateResponse['data']> {
  const shopper = shopperOf(customerId, query.deviceId);
  const now = new Date();
  // The choice is resolved as a move resolves it (a product's only variant stands for it).
  const terms = await negotiationTerms(deps.db, query.productId, query.variantId, now);
  const state = await negotiationState(deps.db, shopper, terms.product.id, terms.variantId, now);
  const agreed = agreedOn(state, terms.variantId);
  // After a deal, the price a yes would close at now (the agreed one, kept within floor and base).
  const agreedPrice =
    agreed?.price == null
      ? null
      : decideNegotiation({
          basePrice: terms.basePrice,
          floorPrice: terms.floorPrice,
          roundsUsed: state.roundsUsed,
          counters: state.counters,
          agreed,
          move: { kind: 'accept' },
        }).price;
  return {
    roundsUsed: Math.min(state.roundsUsed, NEGOTIATION_MAX_ROUNDS),
    maxRounds: NEGOTIATION_MAX_ROUNDS,
    lastCounter: state.counters.at(-1) ?? null,
    lastOffer: state.offers.at(-1) ?? null,
    sessionId: state.latest?.sessionId ?? null,
    dealMade: agreed !== null,
    agreedPrice,
  };
}
