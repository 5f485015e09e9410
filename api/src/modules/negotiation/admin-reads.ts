import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type NegotiationMoveKind, negotiationRounds, negotiations } from './tables';

/** The back-office's reads of negotiations: each with its rounds, offers and outcome. */

export interface NegotiationRecord {
  id: string;
  productId: string;
  language: string;
  basePrice: number;
  status: string;
  finalPrice: number | null;
  customerId: string | null;
  deviceId: string | null;
  createdAt: Date;
  updatedAt: Date;
  rounds: {
    round: number;
    /** Whether the move used one of the rounds (a yes or no to the standing counter does not). */
    counted: boolean;
    move: NegotiationMoveKind;
    channel: string;
    offer: number | null;
    decision: string;
    counter: number;
    at: Date;
  }[];
}

async function withRounds(db: DbOrTx, where: SQL | undefined, limit: number): Promise<NegotiationRecord[]> {
  const rows = await db
    .select()
    .from(negotiations)
    .where(where)
    .orderBy(desc(negotiations.updatedAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const rounds = await db
    .select()
    .from(negotiationRounds)
    .where(
      inArray(
        negotiationRounds.negotiationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(negotiationRounds.at);
  return rows.map((n) => ({
    id: n.id,
    productId: n.productId,
    language: n.language,
    basePrice: n.basePrice,
    status: n.status,
    finalPrice: n.finalPrice,
    customerId: n.customerId,
    deviceId: n.deviceId,
    createdAt: n.createdAt,
    updatedAt: n.updatedAt,
    rounds: rounds
      .filter((r) => r.negotiationId === n.id)
      .map((r) => ({
        round: r.round,
        counted: r.counted,
        move: r.move,
        channel: r.channel,
        offer: r.offer,
        decision: r.decision,
        counter: r.counter,
        at: r.at,
      })),
  }));
}

/** The most recently active negotiations. */
export const recentNegotiations = (db: DbOrTx, limit: number) => withRounds(db, undefined, limit);

/** One shopper's negotiations (by customer or device). */
export function negotiationsOf(
  db: DbOrTx,
  shopper: { customerId: string | null; deviceId: string | null },
  limit: number,
) {
  const parts = [
    shopper.customerId ? eq(negotiations.customerId, shopper.customerId) : undefined,
    shopper.deviceId ? eq(negotiations.deviceId, shopper.deviceId) : undefined,
  ].filter((p) => p !== undefined);
  if (parts.length === 0) return Promise.resolve([]);
  return withRounds(db, and(or(...parts)), limit);
}
