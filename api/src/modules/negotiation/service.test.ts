import { randomUUID } from 'node:crypto';
import { formatRwf } from '@isoko/shared/money-format';
import { defaultFloor, NEGOTIATION_MAX_ROUNDS } from '@isoko/shared/negotiation/concession-schedule';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products } from '../catalog/tables';
import { chatOffer } from './entry-points';
import { readNegotiationToken } from './negotiated-price';
import { type NegotiationRequest, negotiate, purgeOldNegotiations } from './service';
import { negotiationStats } from './stats';
import { negotiations } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t?.close());

const device = () => `device-${randomUUID()}`;

const move = (productId: string, deviceId: string, text: string, now?: Date): NegotiationRequest => ({
  productRef: productId,
  customerId: null,
  deviceId,
  move: { kind: 'text', text },
  language: 'en',
  channel: 'chat',
  now,
});

describe('negotiate: properties over random offer sequences', () => {
  /** Offers as per mille of the price, with yeses and noes among them. */
  const arbMove = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 300, max: 1100 }).map((perMille) => ({ perMille })) },
    { weight: 1, arbitrary: fc.constantFrom('yes', 'no', 'sawa', 'oya') },
  );
  const arbGame = fc.record({
    price: fc.integer({ min: 1_000, max: 2_000_000 }),
    staffFloorPerMille: fc.option(fc.integer({ min: 500, max: 990 }), { nil: null }),
    moves: fc.array(arbMove, { minLength: 1, maxLength: 7 }),
    /** Moves made once the deal's 30 minutes are over, on the same day. */
    after: fc.array(arbMove, { minLength: 1, maxLength: 3 }),
  });

  it('never goes below the floor, counts at most 3 rounds, never raises a counter, closes on a yes and never undercuts the deal', async () => {
    await fc.assert(
      fc.asyncProperty(arbGame, async (game) => {
        const p = await createProduct(t.app.deps.db, { price: game.price });
        const floor =
          game.staffFloorPerMille === null
            ? defaultFloor(game.price)
            : Math.ceil((game.price * game.staffFloorPerMille) / 1000);
        if (game.staffFloorPerMille !== null) {
          await t.app.deps.db.update(products).set({ floorPrice: floor }).where(eq(products.id, p.productId));
        }
        const shopper = device();
        let lastCounter = game.price;
        let dealPrice: number | null = null;
        for (const step of game.moves) {
          const text =
            typeof step === 'string' ? step : String(Math.round((game.price * step.perMille) / 1000));
          const answer = await negotiate(t.app.deps, move(p.productId, shopper, text));
          // An offer at or above the price is no deal and uses no round.
          if (typeof step !== 'string' && Number(text) >= game.price) {
            expect(answer).toMatchObject({ reason: 'OFFER_AT_FULL_PRICE', price: lastCounter, token: null });
          }
          expect(answer.price).toBeGreaterThanOrEqual(Math.min(floor, game.price));
          expect(answer.price).toBeLessThanOrEqual(game.price);
          expect(answer.round).toBeLessThanOrEqual(NEGOTIATION_MAX_ROUNDS);
          if (answer.status === 'accept') {
            expect(answer.token).not.toBeNull();
            const claims = readNegotiationToken(t.app.deps.config.sessionSecret, answer.token!);
            expect(claims).toMatchObject({
              ok: true,
              claims: { price: answer.price, productId: p.productId },
            });
            dealPrice = answer.price;
            break;
          }
          expect(answer.price).toBeLessThanOrEqual(lastCounter);
          lastCounter = answer.price;
        }
        const [counted] = await queryRows<{ n: number }>(
          t.app.deps.db,
          sql`select count(*)::int as n from negotiation_rounds r join negotiations n on n.id = r.negotiation_id
              where n.product_id = ${p.productId} and r.counted`,
        );
        expect(counted!.n).toBeLessThanOrEqual(NEGOTIATION_MAX_ROUNDS);
        // Whatever happened, a yes now closes at the price the shop last stood at, or returns the deal
        // made; while the shop still stands at the full price there is no discount to accept.
        const yes = await negotiate(t.app.deps, move(p.productId, shopper, 'ok'));
        if (dealPrice === null && lastCounter >= game.price) {
          expect(yes).toMatchObject({ reason: 'NO_DISCOUNT_YET', price: game.price, token: null });
          return;
        }
        expect(yes).toMatchObject({ status: 'accept', price: dealPrice ?? lastCounter });
        // The deal closed the bargaining for the day: later moves use no round and never go lower.
        const later = new Date(Date.now() + 40 * 60_000);
        for (const step of game.after) {
          const text =
            typeof step === 'string' ? step : String(Math.round((game.price * step.perMille) / 1000));
          const answer = await negotiate(t.app.deps, move(p.productId, shopper, text, later));
          expect(answer.price).toBeGreaterThanOrEqual(yes.price);
          expect(answer).toMatchObject({ round: yes.round, roundsLeft: 0 });
          if (answer.status !== 'accept') expect(answer.price).toBe(yes.price);
        }
        const [after] = await queryRows<{ n: number }>(
          t.app.deps.db,
          sql`select count(*)::int as n from negotiation_rounds r join negotiations n on n.id = r.negotiation_id
              where n.product_id = ${p.productId} and r.counted`,
        );
        expect(after!.n).toBe(counted!.n);
      }),
      { numRuns: 40 },
    );
  });
});

describe('negotiate: the 24-hour window', () => {
  it('gives fresh rounds a day after the last counted one', async () => {
    const p = await createProduct(t.app.deps.db, { price: 12_000 });
    const shopper = device();
    const yesterday = new Date(Date.now() - 25 * 3600_000);
    for (const amount of ['9000', '9100', '9200'])
      await negotiate(t.app.deps, move(p.productId, shopper, amount, yesterday));
    const stillYesterday = await negotiate(t.app.deps, move(p.productId, shopper, '9300', yesterday));
    expect(stillYesterday.reason).toBe('ROUNDS_EXHAUSTED');
    const today = await negotiate(t.app.deps, move(p.productId, shopper, '9300'));
    expect(today).toMatchObject({ status: 'counter', round: 1 });
  });
});

describe('negotiate: a deal closes the bargaining for the window', () => {
  it('offers the agreed price again once an unbought deal expired, and fresh rounds a day later', async () => {
    const p = await createProduct(t.app.deps.db, { price: 20_000 });
    const shopper = device();
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const counter = await negotiate(t.app.deps, move(p.productId, shopper, '15000', at(0)));
    const deal = await negotiate(t.app.deps, move(p.productId, shopper, 'yes', at(1)));
    expect(deal).toMatchObject({ status: 'accept', price: counter.price, roundsLeft: 0 });
    const expired = await negotiate(t.app.deps, move(p.productId, shopper, '15000', at(45)));
    expect(expired).toMatchObject({
      status: 'final',
      reason: 'DEAL_ALREADY_MADE',
      price: deal.price,
      round: 1,
    });
    expect(expired.message).toBe(
      `You already made a deal on this item in the last 24 hours, so bargaining on it is closed for now. My price stays ${formatRwf(deal.price)}; say yes to take it.`,
    );
    const unclear = await negotiate(t.app.deps, move(p.productId, shopper, 'hmm', at(46)));
    expect(unclear).toMatchObject({ status: 'final', reason: 'DEAL_ALREADY_MADE', price: deal.price });
    const retaken = await negotiate(t.app.deps, move(p.productId, shopper, 'ok', at(47)));
    expect(retaken).toMatchObject({ status: 'accept', price: deal.price });
    expect(retaken.token).not.toBeNull();
    const tomorrow = await negotiate(t.app.deps, move(p.productId, shopper, '15000', at(24 * 60 + 50)));
    expect(tomorrow).toMatchObject({ status: 'counter', round: 1, roundsLeft: 2 });
  });
});

describe('negotiate: an offer at or above the price', () => {
  it('makes no deal, records no move and keeps the bargaining open (35,500: "20000", then "150k")', async () => {
    const from = new Date();
    const p = await createProduct(t.app.deps.db, { price: 35_500 });
    const shopper = device();
    const first = await negotiate(t.app.deps, move(p.productId, shopper, '20000'));
    expect(first).toMatchObject({ status: 'counter', round: 1 });
    const typo = await negotiate(t.app.deps, move(p.productId, shopper, '150k'));
    expect(typo).toMatchObject({
      status: 'reject',
      reason: 'OFFER_AT_FULL_PRICE',
      price: first.price,
      offer: 150_000,
      round: 1,
      roundsLeft: 2,
      token: null,
    });
    expect(typo.message).toBe(
      `150,000 RWF is already at or above the price of 35,500 RWF, so there is nothing to bargain. My price of ${formatRwf(first.price)} still stands: say yes to take it, or make me a lower offer.`,
    );
    const atPrice = await negotiate(t.app.deps, move(p.productId, shopper, '35500'));
    expect(atPrice).toMatchObject({ status: 'reject', reason: 'OFFER_AT_FULL_PRICE', round: 1, token: null });
    // Nothing was recorded for either: one counted round, no deal; a real offer plays round 2.
    const rows = await queryRows<{ status: string; moves: number }>(
      t.app.deps.db,
      sql`select n.status, (select count(*)::int from negotiation_rounds r where r.negotiation_id = n.id) as moves
          from negotiations n where n.product_id = ${p.productId}`,
    );
    expect(rows).toEqual([{ status: 'open', moves: 1 }]);
    const next = await negotiate(t.app.deps, move(p.productId, shopper, '25000'));
    expect(next).toMatchObject({ status: 'counter', round: 2 });
    // Offered first, the full price opens no negotiation at all.
    const fresh = await negotiate(t.app.deps, move(p.productId, device(), '40000'));
    expect(fresh).toMatchObject({ status: 'reject', reason: 'OFFER_AT_FULL_PRICE', price: 35_500, round: 0 });
    expect(fresh.negotiationId).toBeNull();
    expect(fresh.message).toBe(
      '40,000 RWF is already at or above the price of 35,500 RWF, so there is nothing to bargain. You can add it to your cart at 35,500 RWF, or make me a lower offer.',
    );
    const stats = await negotiationStats(t.app.deps.db, { from, to: new Date(Date.now() + 1000) });
    expect(stats).toMatchObject({ negotiations: 1, deals: 0 });
  });

  it('does not let a full-price "deal" stored before keep the bargaining closed', async () => {
    const p = await createProduct(t.app.deps.db, { price: 35_500 });
    const shopper = device();
    const now = new Date();
    await t.app.deps.db.insert(negotiations).values({
      productId: p.productId,
      variantId: p.variants[0]?.id ?? null,
      deviceId: shopper,
      sessionId: randomUUID(),
      language: 'en',
      basePrice: 35_500,
      floorPrice: defaultFloor(35_500),
      status: 'accepted',
      finalPrice: 35_500,
      acceptedAt: new Date(now.getTime() - 60 * 60_000),
      createdAt: new Date(now.getTime() - 61 * 60_000),
      updatedAt: new Date(now.getTime() - 60 * 60_000),
    });
    const answer = await negotiate(t.app.deps, move(p.productId, shopper, '30000', now));
    expect(answer).toMatchObject({ status: 'counter', round: 1, roundsLeft: 2 });
  });
});

describe('chatOffer', () => {
  it('reads an offer typed in French and answers in French with the engine’s figures', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const answer = await chatOffer(t.app.deps, {
      text: 'je vous propose 20 000 francs',
      language: 'fr',
      productId: p.productId,
      customerId: null,
      deviceId: device(),
    });
    expect(answer).toMatchObject({ status: 'counter', offer: 20_000, round: 1 });
    expect(answer.message).toBe(
      `Merci pour votre offre de 20\u202f000 RWF. Je peux descendre à ${formatRwf(answer.price, 'fr')}. Tours restants : 2.`,
    );
  });
});

describe('an offer for several items', () => {
  it('bargains one item at the total shared out, for that many units, and says so', async () => {
    const p = await createProduct(t.app.deps.db, { price: 12_000 });
    const shopper = device();
    // The words name the units: they win over the one unit the widget sent.
    const first = await negotiate(t.app.deps, {
      ...move(p.productId, shopper, 'I can pay 20000 for two'),
      quantity: 1,
      channel: 'widget',
    });
    expect(first).toMatchObject({
      status: 'counter',
      offer: 10_000,
      quantity: 2,
      items: { quantity: 2, said: 20_000, each: false },
    });
    expect(first.message).toBe(
      `20,000 RWF for 2 items makes 10,000 RWF per item, and I bargain on one item's price. Thanks for your offer of 10,000 RWF. I can come down to ${formatRwf(first.price, 'en')}. Rounds left: 2.`,
    );
    // A yes keeps the units: the deal's token covers both at the agreed item price.
    const deal = await negotiate(t.app.deps, move(p.productId, shopper, 'yes'));
    expect(deal).toMatchObject({ status: 'accept', price: first.price, quantity: 2, items: null });
    const claims = readNegotiationToken(t.app.deps.config.sessionSecret, deal.token!);
    expect(claims).toMatchObject({ ok: true, claims: { price: first.price, maxQuantity: 2 } });
    // Asked again, the deal made answers: no offer weighed, nothing said back per item.
    const again = await negotiate(t.app.deps, move(p.productId, shopper, '15000 for three'));
    expect(again).toMatchObject({
      status: 'accept',
      reason: 'DEAL_KEPT',
      price: first.price,
      offer: null,
      items: null,
      token: deal.token,
    });
    expect(again.message).toBe(
      `You already have a deal on this item at ${formatRwf(first.price)}, and it still holds.`,
    );
  });
});

describe('records', () => {
  it('stores every move and reports the deal rate and mean discount', async () => {
    const from = new Date();
    const p = await createProduct(t.app.deps.db, { price: 20_000 });
    const dealer = device();
    await negotiate(t.app.deps, move(p.productId, dealer, '15000'));
    const deal = await negotiate(t.app.deps, move(p.productId, dealer, 'yes'));
    await negotiate(t.app.deps, move(p.productId, device(), '15000'));
    const [row] = await t.app.deps.db
      .select()
      .from(negotiations)
      .where(eq(negotiations.id, deal.negotiationId!));
    expect(row).toMatchObject({
      status: 'accepted',
      finalPrice: deal.price,
      basePrice: 20_000,
      language: 'en',
    });
    const rounds = await queryRows<{ move: string; counted: boolean; channel: string }>(
      t.app.deps.db,
      sql`select move, counted, channel from negotiation_rounds where negotiation_id = ${deal.negotiationId} order by at`,
    );
    expect(rounds).toEqual([
      { move: 'offer', counted: true, channel: 'chat' },
      { move: 'accept', counted: false, channel: 'chat' },
    ]);
    const stats = await negotiationStats(t.app.deps.db, { from, to: new Date(Date.now() + 1000) });
    expect(stats).toMatchObject({ negotiations: 2, deals: 1, dealRate: 0.5 });
    expect(stats.meanDiscountPercent).toBeCloseTo(((20_000 - deal.price) / 20_000) * 100, 6);
  });

  it('counts no full-price "deal" stored before as a deal, in the deal rate nor in the mean discount', async () => {
    const at = new Date(Date.now() - 5 * 86_400_000);
    const p = await createProduct(t.app.deps.db, { price: 175_500 });
    const dealer = device();
    await negotiate(t.app.deps, move(p.productId, dealer, '150000', at));
    const deal = await negotiate(t.app.deps, move(p.productId, dealer, 'yes', at));
    expect(deal).toMatchObject({ status: 'accept' });
    await negotiate(t.app.deps, move(p.productId, device(), '150000', at));
    // What the engine stored before offers at the price were refused: a "deal" at the full price.
    await t.app.deps.db.insert(negotiations).values({
      productId: p.productId,
      deviceId: device(),
      sessionId: randomUUID(),
      language: 'fr',
      basePrice: 175_500,
      floorPrice: defaultFloor(175_500),
      status: 'accepted',
      finalPrice: 175_500,
      acceptedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const stats = await negotiationStats(t.app.deps.db, {
      from: new Date(at.getTime() - 1000),
      to: new Date(at.getTime() + 1000),
    });
    expect(stats).toMatchObject({ negotiations: 3, deals: 1, refused: 0 });
    expect(stats.dealRate).toBeCloseTo(1 / 3, 6);
    expect(stats.meanDiscountPercent).toBeCloseTo(((175_500 - deal.price) / 175_500) * 100, 6);
  });

  it('deletes negotiations untouched for 90 days, with their rounds', async () => {
    const p = await createProduct(t.app.deps.db, { price: 8_000 });
    const old = await negotiate(
      t.app.deps,
      move(p.productId, device(), '7000', new Date(Date.now() - 91 * 86_400_000)),
    );
    const recent = await negotiate(
      t.app.deps,
      move(p.productId, device(), '7000', new Date(Date.now() - 89 * 86_400_000)),
    );
    expect(await purgeOldNegotiations(t.app.deps.db)).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ id: string }>(
      t.app.deps.db,
      sql`select n.id from negotiations n where n.id in (${old.negotiationId}, ${recent.negotiationId})`,
    );
    expect(left.map((r) => r.id)).toEqual([recent.negotiationId]);
    const orphanRounds = await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`select count(*)::int as n from negotiation_rounds where negotiation_id = ${old.negotiationId}`,
    );
    expect(orphanRounds[0]!.n).toBe(0);
  });
});
