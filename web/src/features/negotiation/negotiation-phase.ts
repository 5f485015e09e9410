import { QUICK_OFFER_PERCENTS, quickOffers } from '@isoko/shared/negotiation/quick-offers';
import type { NegotiationSession } from '@isoko/shared/negotiation/schema';

/**
 * Where a negotiation stands for the widget. `open`: offers may still be made. `final`: no
 * rounds left, but the shop's last price can still be accepted. `closed`: a deal on this product
 * in the last 24 hours closed the bargaining; the price the shop stands at (the agreed one) can
 * still be accepted. The others are over.
 *
 * A no to the shop's price (reason DECLINED) is none of these on its own: the server keeps that
 * price open ("My price stays open if you change your mind"), uses no round for it, and takes a
 * later offer or yes as usual, so the widget goes on from the rounds used, as after any answer.
 */
export type NegotiationPhase = 'open' | 'final' | 'closed' | 'accepted' | 'refused';

/** Reasons the engine gives when the price cannot move at all. */
const REFUSED_REASONS: ReadonlySet<string> = new Set(['NOT_NEGOTIABLE', 'AT_LOWEST_PRICE']);

/** The engine's reason when a deal made earlier closed the bargaining on the product. */
export const DEAL_ALREADY_MADE = 'DEAL_ALREADY_MADE';

export function negotiationPhase(session: NegotiationSession | null): NegotiationPhase {
  if (!session) return 'open';
  if (session.status === 'accept') return 'accepted';
  if (REFUSED_REASONS.has(session.reason)) return 'refused';
  if (session.reason === DEAL_ALREADY_MADE) return 'closed';
  // "reject" for a lowball or an unreadable amount still leaves rounds to play.
  if (session.status === 'final' || session.currentRound >= session.maxRounds) return 'final';
  return 'open';
}

/** Phases in which no offer may be made but the shop's price may still be taken. */
export const canStillAccept = (phase: NegotiationPhase) => phase === 'final' || phase === 'closed';

/**
 * The price a yes closes the deal at: the shop's counter while it is below the price asked.
 * After a lowball the shop stands at the full price, and "accepting" that is just buying.
 */
export function acceptablePrice(session: NegotiationSession | null, askedPrice: number): number | null {
  const phase = negotiationPhase(session);
  if (!session || (phase !== 'open' && !canStillAccept(phase))) return null;
  return session.counterPrice < askedPrice ? session.counterPrice : null;
}

/**
 * The round shown as "Round n/3": the one being played, or the last one played once none is
 * left to play. `shownBefore` is what the widget showed until this answer: a yes closes the deal
 * in the round being played without using it, so the count never goes back.
 */
export function shownRound(session: NegotiationSession | null, maxRounds: number, shownBefore = 1): number {
  if (!session) return Math.max(1, shownBefore);
  const phase = negotiationPhase(session);
  const played = Math.min(session.currentRound, session.maxRounds);
  const now = phase === 'open' ? Math.min(played + 1, session.maxRounds) : Math.min(played, maxRounds);
  return Math.max(1, shownBefore, now);
}

/**
 * The quick offers still worth a tap: above the shopper's last offer (a lower one would go
 * backwards) and below the price the shop stands at (the same or more is Accept's job). Each
 * keeps its share of the price. Empty when none lies between.
 */
export function openQuickOffers(
  askedPrice: number,
  lastOffer: number | null,
  standingPrice: number,
): { amount: number; percent: number }[] {
  return quickOffers(askedPrice)
    .map((amount, i) => ({ amount, percent: QUICK_OFFER_PERCENTS[i] ?? 0 }))
    .filter(({ amount }) => (lastOffer === null || amount > lastOffer) && amount < standingPrice);
}
