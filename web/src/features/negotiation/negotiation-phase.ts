import type { NegotiationSession } from '@isoko/shared/negotiation/schema';

/**
 * Where a negotiation stands for the widget. `open`: offers may still be made. `final`: no
 * rounds left, but the shop's last price can still be accepted. The others are over.
 */
export type NegotiationPhase = 'open' | 'final' | 'accepted' | 'declined' | 'refused';

/** Reasons the engine gives when the price cannot move at all. */
const REFUSED_REASONS: ReadonlySet<string> = new Set(['NOT_NEGOTIABLE', 'AT_LOWEST_PRICE']);

export function negotiationPhase(session: NegotiationSession | null): NegotiationPhase {
  if (!session) return 'open';
  if (session.status === 'accept') return 'accepted';
  if (session.reason === 'DECLINED') return 'declined';
  if (REFUSED_REASONS.has(session.reason)) return 'refused';
  // "reject" for a lowball or an unreadable amount still leaves rounds to play.
  if (session.status === 'final' || session.currentRound >= session.maxRounds) return 'final';
  return 'open';
}

/**
 * The price a yes closes the deal at: the shop's counter while it is below the price asked.
 * After a lowball the shop stands at the full price, and "accepting" that is just buying.
 */
export function acceptablePrice(session: NegotiationSession | null, askedPrice: number): number | null {
  const phase = negotiationPhase(session);
  if (!session || (phase !== 'open' && phase !== 'final')) return null;
  return session.counterPrice < askedPrice ? session.counterPrice : null;
}

/** The round shown as "Round n/3": the one being played, or the last one once none are left. */
export function shownRound(session: NegotiationSession | null, maxRounds: number): number {
  if (!session) return 1;
  const phase = negotiationPhase(session);
  const played = Math.min(session.currentRound, session.maxRounds);
  if (phase === 'open') return Math.min(played + 1, session.maxRounds);
  return Math.max(1, Math.min(played, maxRounds));
}
