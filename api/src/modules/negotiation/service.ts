import { randomUUID } from 'node:crypto';
import { isUuid } from '@isoko/shared/ids';
import { NEGOTIATION_MAX_ROUNDS } from '@isoko/shared/negotiation/concession-schedule';
import { type ItemsSaid, type OfferMessage, readOfferMessage } from '@isoko/shared/negotiation/offer-text';
import { decideNegotiation, type NegotiationStatus, standingPrice } from '@isoko/shared/negotiation/policy';
import type {
  AltPerk,
  ClaimedDeal,
  NegotiationChannel,
  NegotiationLanguage,
} from '@isoko/shared/negotiation/schema';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deleteRowsUntouchedFor } from '../../db/delete-stale-rows';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { alternativePerks } from './alternatives';
import { DEAL_VALID_MS, dealToken } from './deal-token';
import { agreedOn, type NegotiationRow, type NegotiationState, negotiationState } from './history';
import { type NegotiationMessageKey, negotiationMessage } from './messages';
import { deviceOwner, readNegotiationToken, spentTokens } from './negotiated-price';
import { type Shopper, shopperLockKeys, shopperOf } from './shopper';
import { type NegotiationRecordStatus, negotiationRounds, negotiations } from './tables';
import { type NegotiationTerms, negotiationTerms } from './terms';

/**
 * The negotiation engine: the one service behind the widget, the make-offer dialog and offers
 * typed in the chat, and the only writer of the negotiation tables. The shared policy decides
 * every number; this service counts rounds in the database (three per shopper and product in
 * 24 hours, across sessions, devices of one customer and entry points), closes the bargaining on
 * a product for those 24 hours once the shopper made a deal on it (the agreed price stays open,
 * nothing lower), records every move, and turns an accepted price into a signed, single-use token.
 */

export type EngineDeps = Pick<AppDeps, 'db' | 'catalog' | 'config'>;

/** The shopper's move: an amount in RWF, or text to read in English, French or Kinyarwanda. */
export type OfferMove = { kind: 'amount'; amount: number } | { kind: 'text'; text: string };

export interface NegotiationRequest {
  /** The product's id or slug. */
  productRef: string | undefined;
  variantId?: string;
  /** From the session only. */
  customerId: string | null;
  deviceId?: string;
  move: OfferMove;
  quantity?: number;
  sessionId?: string;
  language: NegotiationLanguage;
  channel: NegotiationChannel;
  now?: Date;
}

export interface NegotiationAnswer {
  negotiationId: string | null;
  sessionId: string;
  productId: string;
  variantId: string | null;
  status: NegotiationStatus;
  reason: NegotiationMessageKey;
  /** The accepted price, or the price the shop stands at. */
  price: number;
  /** The amount the shopper offered in this move, if any: one item's price. */
  offer: number | null;
  /** The move offered a price for several items ("20000 for two"): how many, and what was said. */
  items: ItemsSaid | null;
  /** How many units the bargained price covers (what a deal token allows in one order). */
  quantity: number;
  /** Rounds used, this move included. */
  round: number;
  roundsLeft: number;
  message: string;
  token: string | null;
  tokenExpiresAt: Date | null;
  altPerks: AltPerk[];
}

/** The largest amount the shop's money type holds; the text parser never reads more either. */
const MAX_OFFER = 1_000_000_000_000;

/** The engine's answer to one move, before it is worded. */
interface Outcome {
  row: NegotiationRow | null;
  status: NegotiationStatus;
  reason: NegotiationMessageKey;
  price: number;
  offer: number | null;
  round: number;
  /** Bargaining on the product is over for the window: a deal was made (now or earlier). */
  closed: boolean;
}

function readMove(move: OfferMove): OfferMessage {
  if (move.kind === 'text') return readOfferMessage(move.text);
  if (!Number.isFinite(move.amount) || move.amount < 1 || move.amount > MAX_OFFER) {
    throw new AppError('NEGOTIATION_OFFER_INVALID', 'Please offer an amount in RWF above zero.');
  }
  return { kind: 'offer', amount: Math.floor(move.amount) };
}

/** Answers one shopper move. See the module comment. */
export async function negotiate(deps: EngineDeps, req: NegotiationRequest): Promise<NegotiationAnswer> {
  const now = req.now ?? new Date();
  const move = readMove(req.move);
  const shopper = shopperOf(req.customerId, req.deviceId);
  const terms = await negotiationTerms(deps.db, req.productRef, req.variantId, now);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockShopper(tx, shopperLockKeys(shopper, terms.product.id));
    const state = await negotiationState(tx, shopper, terms.product.id, terms.variantId, now);
    return answerMove(tx, { shopper, terms, state, move, req, now });
  });
  return wordAnswer(deps, req, terms, outcome, move);
}

/**
 * Advisory locks held until the transaction ends: two moves of one shopper on one product never
 * count the same rounds, however many arrive at once.
 */
async function lockShopper(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** A negotiation the shopper may continue: theirs, or a guest one on their device once signed in. */
function ownedBy(row: NegotiationRow, shopper: Shopper): boolean {
  if (!shopper.customerId) return row.customerId === null;
  return (
    row.customerId === shopper.customerId || (row.customerId === null && row.deviceId === shopper.deviceId)
  );
}

/**
 * The shopper's deal on this choice that still holds, if any: their latest, accepted under 30
 * minutes ago and not spent by an order.
 */
async function openDeal(tx: Tx, ctx: MoveContext): Promise<NegotiationRow | null> {
  const latest = ctx.state.deals.find((d) => d.variantId === ctx.terms.variantId && ownedBy(d, ctx.shopper));
  if (!latest?.acceptedAt || latest.finalPrice === null) return null;
  if (latest.acceptedAt.getTime() + DEAL_VALID_MS <= ctx.now.getTime()) return null;
  return (await spentTokens(tx, [latest.id])).size > 0 ? null : latest;
}

interface MoveContext {
  shopper: Shopper;
  terms: NegotiationTerms;
  state: NegotiationState;
  move: OfferMessage;
  req: NegotiationRequest;
  now: Date;
}

async function answerMove(tx: Tx, ctx: MoveContext): Promise<Outcome> {
  const { shopper, terms, state, move } = ctx;
  const roundsUsed = Math.min(NEGOTIATION_MAX_ROUNDS, state.roundsUsed);
  const deal = await openDeal(tx, ctx);
  if (deal) {
    // A deal closes the negotiation: asking again returns it (to the customer it now belongs to),
    // said as the deal the shopper already has, never as a yes to whatever this move named.
    const row = await adopt(tx, deal, shopper, ctx.now);
    const price = row.finalPrice ?? terms.basePrice;
    return {
      row,
      status: 'accept',
      reason: 'DEAL_KEPT',
      price,
      offer: null,
      round: roundsUsed,
      closed: true,
    };
  }
  const latest = state.latest && ownedBy(state.latest, shopper) ? state.latest : null;
  const current = latest?.status === 'accepted' ? null : latest;
  // A deal made in the window (bought, expired, or on another size) closes the bargaining on the
  // product: no more rounds, and never a price under the one the shopper accepted.
  const agreed = agreedOn(state, terms.variantId);
  const standing =
    terms.floorPrice === null || terms.floorPrice >= terms.basePrice
      ? terms.basePrice
      : standingPrice(terms.basePrice, terms.floorPrice, state.counters, agreed?.price ?? null);
  const closed = agreed !== null;
  if (move.kind === 'unclear') {
    return {
      row: current,
      status: closed || roundsUsed >= NEGOTIATION_MAX_ROUNDS ? 'final' : 'counter',
      reason: closed ? 'DEAL_ALREADY_MADE' : 'UNCLEAR',
      price: standing,
      offer: null,
      round: roundsUsed,
      closed,
    };
  }
  if (move.kind === 'decline') {
    const outcome: Outcome = {
      row: current,
      status: 'reject',
      reason: 'DECLINED',
      price: standing,
      offer: null,
      round: roundsUsed,
      closed,
    };
    return { ...outcome, row: await recordMove(tx, ctx, current, outcome, false) };
  }
  const decision = decideNegotiation({
    basePrice: terms.basePrice,
    floorPrice: terms.floorPrice,
    roundsUsed,
    counters: state.counters,
    agreed,
    move,
  });
  // A yes to the full price, or an offer at or above it, is no move: nothing is recorded, as for
  // words we could not read, so it neither opens a negotiation nor closes the bargaining.
  if (decision.reason === 'NO_DISCOUNT_YET' || decision.reason === 'OFFER_AT_FULL_PRICE') {
    return {
      row: current,
      status: decision.status,
      reason: decision.reason,
      price: decision.price,
      offer: move.kind === 'offer' ? move.amount : null,
      round: roundsUsed,
      closed,
    };
  }
  const outcome: Outcome = {
    row: current,
    status: decision.status,
    reason: decision.reason,
    price: decision.price,
    offer: move.kind === 'offer' ? move.amount : null,
    round: decision.round,
    closed: closed || decision.status === 'accept',
  };
  return { ...outcome, row: await recordMove(tx, ctx, current, outcome, decision.round > roundsUsed) };
}

/**
 * The units a move names: an offer for several items ("20000 for two") bargains one item's price
 * for that many, so the deal it may close covers them all. Said in the words, it wins over the
 * quantity the client sent.
 */
const movedQuantity = (move: OfferMessage): number | undefined =>
  move.kind === 'offer' ? move.items?.quantity : undefined;

function recordStatus(outcome: Outcome): NegotiationRecordStatus {
  if (outcome.status === 'accept') return 'accepted';
  if (outcome.reason === 'DECLINED') return 'declined';
  if (outcome.reason === 'NOT_NEGOTIABLE' || outcome.reason === 'AT_LOWEST_PRICE') return 'refused';
  return 'open';
}

/** Stores the move and the shop's answer, opening the negotiation on its first move. */
async function recordMove(
  tx: Tx,
  ctx: MoveContext,
  current: NegotiationRow | null,
  outcome: Outcome,
  counted: boolean,
): Promise<NegotiationRow> {
  const { shopper, terms, req, now } = ctx;
  let row = current;
  if (!row) {
    const [inserted] = await tx
      .insert(negotiations)
      .values({
        productId: terms.product.id,
        variantId: terms.variantId,
        customerId: shopper.customerId,
        deviceId: shopper.deviceId,
        sessionId: req.sessionId ?? randomUUID(),
        language: req.language,
        basePrice: terms.basePrice,
        floorPrice: terms.floorPrice,
        quantity: movedQuantity(ctx.move) ?? req.quantity ?? 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('no negotiation row returned');
    row = inserted;
  }
  await tx.insert(negotiationRounds).values({
    negotiationId: row.id,
    round: outcome.round,
    counted,
    channel: req.channel,
    move: ctx.move.kind === 'offer' ? 'offer' : ctx.move.kind === 'accept' ? 'accept' : 'decline',
    offer: outcome.offer,
    decision: outcome.status,
    reason: outcome.reason,
    counter: outcome.price,
    at: now,
  });
  const accepted = outcome.status === 'accept';
  const [updated] = await tx
    .update(negotiations)
    .set({
      status: recordStatus(outcome),
      finalPrice: accepted ? outcome.price : null,
      acceptedAt: accepted ? now : null,
      basePrice: terms.basePrice,
      floorPrice: terms.floorPrice,
      language: req.language,
      quantity: movedQuantity(ctx.move) ?? req.quantity ?? row.quantity,
      customerId: row.customerId ?? shopper.customerId,
      deviceId: row.deviceId ?? shopper.deviceId,
      updatedAt: now,
    })
    .where(eq(negotiations.id, row.id))
    .returning();
  if (!updated) throw new Error('negotiation row vanished');
  return updated;
}

/** A guest's negotiation taken over by the customer who signed in on that device. */
async function adopt(tx: Tx, row: NegotiationRow, shopper: Shopper, now: Date): Promise<NegotiationRow> {
  if (row.customerId || !shopper.customerId) return row;
  const [updated] = await tx
    .update(negotiations)
    .set({ customerId: shopper.customerId, updatedAt: now })
    .where(and(eq(negotiations.id, row.id), isNull(negotiations.customerId)))
    .returning();
  return updated ?? row;
}

async function wordAnswer(
  deps: EngineDeps,
  req: NegotiationRequest,
  terms: NegotiationTerms,
  outcome: Outcome,
  move: OfferMessage,
): Promise<NegotiationAnswer> {
  // A deal closes the bargaining on the product: no rounds are left, whatever was used.
  const roundsLeft = outcome.closed ? 0 : Math.max(0, NEGOTIATION_MAX_ROUNDS - outcome.round);
  const deal =
    outcome.status === 'accept' && outcome.row ? dealToken(deps.config.sessionSecret, outcome.row) : null;
  const refused = outcome.reason === 'NOT_NEGOTIABLE' || outcome.reason === 'AT_LOWEST_PRICE';
  // Only an offer the engine weighed is said back per item (not one a deal already made answered).
  const items = move.kind === 'offer' && outcome.offer !== null ? (move.items ?? null) : null;
  return {
    negotiationId: outcome.row?.id ?? null,
    sessionId: outcome.row?.sessionId ?? req.sessionId ?? randomUUID(),
    productId: terms.product.id,
    variantId: terms.variantId,
    status: outcome.status,
    reason: outcome.reason,
    price: outcome.price,
    offer: outcome.offer,
    items,
    quantity: outcome.row?.quantity ?? items?.quantity ?? req.quantity ?? 1,
    round: outcome.round,
    roundsLeft,
    message: negotiationMessage(outcome.reason, req.language, {
      basePrice: terms.basePrice,
      price: outcome.price,
      offer: outcome.offer,
      roundsLeft,
      items,
    }),
    token: deal?.token ?? null,
    tokenExpiresAt: deal?.expiresAt ?? null,
    altPerks: refused ? await alternativePerks(deps, terms.product, terms.basePrice, req.language) : [],
  };
}

/**
 * Hands the deals a guest made on this device to the customer who signed in on it: each token
 * is re-issued with the same id (so it still buys once) and bound to the customer. A deal
 * another customer already took, an expired or spent one, or one from another device is refused.
 */
export async function claimGuestDeals(
  deps: Pick<AppDeps, 'db' | 'config'>,
  customerId: string,
  deviceId: string,
  tokens: readonly string[],
  now = new Date(),
): Promise<{ deals: ClaimedDeal[]; refused: string[] }> {
  const secret = deps.config.sessionSecret;
  const deals: ClaimedDeal[] = [];
  const refused: string[] = [];
  for (const token of new Set(tokens)) {
    const read = readNegotiationToken(secret, token, now);
    const jti = read.ok ? read.claims.jti : '';
    const mine = read.ok && [deviceOwner(deviceId), customerId].includes(read.claims.customerId);
    const row = mine && isUuid(jti) ? await claimRow(deps.db, jti, customerId, deviceId, now) : null;
    const deal = row ? dealToken(secret, row) : null;
    if (!deal || !row) {
      refused.push(token);
      continue;
    }
    deals.push({
      previousToken: token,
      token: deal.token,
      productId: row.productId,
      variantId: row.variantId,
      price: row.finalPrice ?? 0,
      expiresAt: deal.expiresAt.toISOString(),
    });
  }
  return { deals, refused };
}

async function claimRow(
  db: Db,
  negotiationId: string,
  customerId: string,
  deviceId: string,
  now: Date,
): Promise<NegotiationRow | null> {
  return db.transaction(async (tx) => {
    if ((await spentTokens(tx, [negotiationId])).size > 0) return null;
    const [row] = await tx
      .update(negotiations)
      .set({ customerId, updatedAt: now })
      .where(
        and(
          eq(negotiations.id, negotiationId),
          eq(negotiations.deviceId, deviceId),
          eq(negotiations.status, 'accepted'),
          or(isNull(negotiations.customerId), eq(negotiations.customerId, customerId)),
        ),
      )
      .returning();
    return row ?? null;
  });
}

/** Negotiations are kept this long after their last move, then deleted with their rounds. */
export const NEGOTIATION_RETENTION_DAYS = 90;

/**
 * Deletes negotiations (and, by cascade, their rounds) untouched for `olderThanDays`, in
 * batches so a large backlog never holds one long transaction. Returns how many went.
 */
export function purgeOldNegotiations(
  db: Db,
  olderThanDays = NEGOTIATION_RETENTION_DAYS,
  now = new Date(),
): Promise<number> {
  return deleteRowsUntouchedFor(
    db,
    negotiations,
    { id: negotiations.id, touchedAt: negotiations.updatedAt },
    olderThanDays,
    now,
  );
}
