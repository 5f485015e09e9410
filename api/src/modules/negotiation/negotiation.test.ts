import { randomUUID } from 'node:crypto';
import { formatRwf } from '@isoko/shared/money-format';
import { defaultFloor, scheduledCounter } from '@isoko/shared/negotiation/concession-schedule';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createProduct, createShopper, orderBody, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products } from '../catalog/tables';
import { ensureShippingSettings } from '../shipping/service';
import { chatOffer } from './entry-points';

let t: TestApp;
beforeAll(async () => {
  // The default limits: the per-device limit is part of what is tested.
  t = await createTestApp();
  await ensureShippingSettings(t.app.deps.db);
});
afterAll(() => t?.close());

let deviceCounter = 0;
const freshDevice = () => `device-${Date.now()}-${++deviceCounter}${randomUUID().slice(0, 6)}`;

const cookieOf = (shopper?: TestShopper | null) => (shopper ? { cookie: shopper.cookie } : {});

const widget = (payload: Record<string, unknown>, shopper?: TestShopper | null) =>
  t.app.inject({ method: 'POST', url: '/api/negotiation/offer', headers: cookieOf(shopper), payload });

const dialog = (payload: Record<string, unknown>, shopper?: TestShopper | null) =>
  t.app.inject({ method: 'POST', url: '/api/offers/make', headers: cookieOf(shopper), payload });

/** One widget move that must succeed; returns the session data. */
async function offer(
  productId: string,
  device: string | null,
  offerPrice: number | string,
  extra: Record<string, unknown> = {},
  shopper?: TestShopper | null,
) {
  const res = await widget(
    { sku: productId, ...(device ? { userId: device } : {}), offerPrice, ...extra },
    shopper,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const priceCart = async (payload: Record<string, unknown>, shopper?: TestShopper | null) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/price',
    headers: cookieOf(shopper),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const countedRounds = async (productId: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`select count(*)::int as n from negotiation_rounds r join negotiations n on n.id = r.negotiation_id
          where n.product_id = ${productId} and r.counted`,
    )
  )[0]!.n;

describe('three rounds per shopper and product', () => {
  it('counters three times, then refuses a fourth round', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const device = freshDevice();
    const first = await offer(p.productId, device, 18_000);
    const second = await offer(p.productId, device, 19_000, { sessionId: first.sessionId });
    const third = await offer(p.productId, device, 20_000, { sessionId: first.sessionId });
    expect([first, second, third].map((d) => [d.status, d.currentRound])).toEqual([
      ['counter', 1],
      ['counter', 2],
      ['final', 3],
    ]);
    expect(second.counterPrice).toBeLessThan(first.counterPrice);
    expect(third.counterPrice).toBe(scheduledCounter(25_000, defaultFloor(25_000), 3));
    const fourth = await offer(p.productId, device, 21_000, { sessionId: first.sessionId });
    expect(fourth).toMatchObject({
      status: 'final',
      reason: 'ROUNDS_EXHAUSTED',
      currentRound: 3,
      counterPrice: third.counterPrice,
      discountToken: null,
    });
    expect(await countedRounds(p.productId)).toBe(3);
  });

  it('takes a first offer whose session and variant are null, as an old widget sends them', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const first = await offer(p.productId, freshDevice(), 18_000, { sessionId: null, variantId: null });
    expect([first.status, first.currentRound]).toEqual(['counter', 1]);
    expect(first.sessionId).toEqual(expect.any(String));
  });

  it("finds the product and its variant by the variant's SKU, as an old widget sends it", async () => {
    const p = await createProduct(t.app.deps.db, {
      price: 25_000,
      variants: [
        { size: 'M', stock: 5 },
        { size: 'XL', stock: 5, price: 30_000 },
      ],
    });
    const dear = p.variants[1]!;
    const first = await offer(dear.sku, freshDevice(), 24_000);
    expect([first.status, first.currentRound]).toEqual(['counter', 1]);
    expect(first.counterPrice).toBe(scheduledCounter(30_000, defaultFloor(30_000), 1));
    const unknown = await widget({ sku: 'NO-SUCH-SKU', userId: freshDevice(), offerPrice: 20_000 });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not reset with a new sessionId nor through the make-offer dialog', async () => {
    const p = await createProduct(t.app.deps.db, { price: 40_000 });
    const device = freshDevice();
    for (const amount of [30_000, 31_000, 32_000]) await offer(p.productId, device, amount);
    const newSession = await offer(p.productId, device, 33_000, { sessionId: randomUUID() });
    expect(newSession).toMatchObject({ reason: 'ROUNDS_EXHAUSTED', currentRound: 3 });
    const viaDialog = await dialog({
      productId: p.productId,
      offeredPrice: 33_000,
      customerInfo: { deviceId: device },
    });
    expect(viaDialog.statusCode).toBe(200);
    expect(viaDialog.json()).toMatchObject({
      success: true,
      offer: {
        decision: 'final',
        counterOffer: scheduledCounter(40_000, defaultFloor(40_000), 3),
        currentRound: 3,
      },
    });
    expect(viaDialog.json().message).toBe(viaDialog.json().offer.message);
    expect(await countedRounds(p.productId)).toBe(3);
  });

  it('counts the rounds of every device of one signed-in customer together', async () => {
    const p = await createProduct(t.app.deps.db, { price: 18_000 });
    const shopper = await createShopper(t.app.deps.db);
    await offer(p.productId, freshDevice(), 12_000, {}, shopper);
    await offer(p.productId, freshDevice(), 12_500, {}, shopper);
    const third = await dialog({ productId: p.productId, offeredPrice: 13_000 }, shopper);
    expect(third.json().offer).toMatchObject({ decision: 'final', currentRound: 3 });
    const fourth = await offer(p.productId, freshDevice(), 13_500, {}, shopper);
    expect(fourth).toMatchObject({ reason: 'ROUNDS_EXHAUSTED', currentRound: 3 });
  });

  it('never counts more than three rounds when 20 offers arrive at once', async () => {
    const p = await createProduct(t.app.deps.db, { price: 50_000 });
    const device = freshDevice();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? widget({ sku: p.productId, userId: device, offerPrice: 30_000 + i * 10, sessionId: randomUUID() })
          : dialog({
              productId: p.productId,
              offeredPrice: 30_000 + i * 10,
              customerInfo: { deviceId: device },
            }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rounds = answers.map((a) => (a.json().data ?? a.json().offer).currentRound as number);
    expect(Math.max(...rounds)).toBe(3);
    expect(rounds.filter((r) => r === 1)).toHaveLength(1);
    expect(rounds.filter((r) => r === 2)).toHaveLength(1);
    expect(await countedRounds(p.productId)).toBe(3);
  });
});

describe("a shopper's standing on a product", () => {
  const standing = (query: string, shopper?: TestShopper | null) =>
    t.app.inject({ method: 'GET', url: `/api/negotiation/state?${query}`, headers: cookieOf(shopper) });

  it('gives the rounds used today and the shop’s last price, so a reopened widget continues', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const device = freshDevice();
    const before = await standing(`productId=${p.productId}&deviceId=${device}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({
      roundsUsed: 0,
      maxRounds: 3,
      lastCounter: null,
      lastOffer: null,
      sessionId: null,
      dealMade: false,
      agreedPrice: null,
    });
    const first = await offer(p.productId, device, 18_000);
    const second = await offer(p.productId, device, 19_000, { sessionId: first.sessionId });
    const after = await standing(`productId=${p.productId}&deviceId=${device}`);
    expect(after.json().data).toEqual({
      roundsUsed: 2,
      maxRounds: 3,
      lastCounter: second.counterPrice,
      lastOffer: 19_000,
      sessionId: first.sessionId,
      dealMade: false,
      agreedPrice: null,
    });
    // Another device has its own rounds; reading moves nothing.
    const other = await standing(`productId=${p.productId}&deviceId=${freshDevice()}`);
    expect(other.json().data.roundsUsed).toBe(0);
    expect(await countedRounds(p.productId)).toBe(2);
  });

  it('refuses a malformed product or device with 400, and a request naming nobody', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    expect((await standing(`productId=not-a-product&deviceId=${freshDevice()}`)).statusCode).toBe(400);
    expect((await standing(`productId=${p.productId}&deviceId=bad%20device`)).statusCode).toBe(400);
    const nobody = await standing(`productId=${p.productId}`);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.code).toBe('NEGOTIATION_DEVICE_MISSING');
  });
});

describe('closing a deal', () => {
  it('closes at the last counter after round 3, by a yes or by sending that price again', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const lastCounter = scheduledCounter(25_000, defaultFloor(25_000), 3);
    for (const yes of ['yes', 'yego', String(lastCounter)]) {
      const device = freshDevice();
      for (const amount of [18_000, 18_500, 19_000, 19_500]) await offer(p.productId, device, amount);
      const deal = await offer(p.productId, device, yes);
      expect(deal).toMatchObject({ status: 'accept', reason: 'COUNTER_ACCEPTED', counterPrice: lastCounter });
      expect(deal.discountToken).toEqual(expect.any(String));
      expect(new Date(deal.tokenExpiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(new Date(deal.tokenExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    }
  });

  it('leaves the shop’s price open after a no: rounds left are still played, and a yes takes the counter', async () => {
    // The widget keeps its Accept button and its rounds after a no on these answers.
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const device = freshDevice();
    const first = await offer(p.productId, device, 18_000);
    expect(first).toMatchObject({ status: 'counter', currentRound: 1 });
    for (const no of ['no', 'non', 'oya']) {
      const answer = await offer(p.productId, device, no, { sessionId: first.sessionId });
      expect(answer).toMatchObject({
        status: 'reject',
        reason: 'DECLINED',
        counterPrice: first.counterPrice,
        currentRound: 1,
      });
    }
    const second = await offer(p.productId, device, 18_500, { sessionId: first.sessionId });
    expect(second).toMatchObject({ status: 'counter', currentRound: 2 });
    const deal = await offer(p.productId, device, 'oui', { sessionId: first.sessionId });
    expect(deal).toMatchObject({
      status: 'accept',
      reason: 'COUNTER_ACCEPTED',
      counterPrice: second.counterPrice,
    });

    // After the last round a no leaves the last price standing too.
    const other = freshDevice();
    for (const amount of [18_000, 18_500, 19_000]) await offer(p.productId, other, amount);
    const lastCounter = scheduledCounter(25_000, defaultFloor(25_000), 3);
    const no = await offer(p.productId, other, 'no');
    expect(no).toMatchObject({
      status: 'reject',
      reason: 'DECLINED',
      counterPrice: lastCounter,
      currentRound: 3,
    });
    const yes = await offer(p.productId, other, 'yes');
    expect(yes).toMatchObject({ status: 'accept', reason: 'COUNTER_ACCEPTED', counterPrice: lastCounter });
  });

  it('makes no deal on a yes after a lowball: the shop still stands at the full price, no token, no round', async () => {
    const p = await createProduct(t.app.deps.db, { price: 398_600 });
    const device = freshDevice();
    const lowball = await offer(p.productId, device, 1000);
    expect(lowball).toMatchObject({ reason: 'OFFER_TOO_LOW', counterPrice: 398_600, currentRound: 1 });
    for (const [yes, words] of [
      ['yes', /no discount to accept/],
      ['oui', /pas encore de remise/],
    ] as const) {
      const answer = await offer(p.productId, device, yes, {
        sessionId: lowball.sessionId,
        language: yes === 'oui' ? 'fr' : 'en',
      });
      expect(answer).toMatchObject({
        status: 'reject',
        reason: 'NO_DISCOUNT_YET',
        counterPrice: 398_600,
        currentRound: 1,
        discountToken: null,
      });
      expect(answer.justification).toMatch(words);
    }
    // The bargaining is still open: a real offer plays round 2.
    const next = await offer(p.productId, device, 360_000, { sessionId: lowball.sessionId });
    expect(next).toMatchObject({ status: 'counter', currentRound: 2 });
  });

  it('makes no deal on an offer at or above the price, by the widget or the dialog, in every language', async () => {
    const p = await createProduct(t.app.deps.db, { price: 175_500 });
    const device = freshDevice();
    const first = await offer(p.productId, device, 150_000);
    expect(first).toMatchObject({ status: 'counter', currentRound: 1 });
    const cases = [
      ['en', 300_000, '300,000 RWF is already at or above the price of 175,500 RWF'],
      ['fr', '175500', "300\u202f000 RWF, c'est déjà le prix de 175\u202f500 RWF ou plus"],
      ['rw', 300_000, "300.000 RWF bingana n'igiciro cya 175.500 RWF cyangwa birakirenze"],
    ] as const;
    for (const [language, amount, words] of cases) {
      const answer = await offer(p.productId, device, amount, { sessionId: first.sessionId, language });
      expect(answer).toMatchObject({
        status: 'reject',
        reason: 'OFFER_AT_FULL_PRICE',
        counterPrice: first.counterPrice,
        currentRound: 1,
        discountToken: null,
      });
      if (amount === 300_000) expect(answer.justification.startsWith(words), answer.justification).toBe(true);
      expect(answer.justification).toContain(formatRwf(first.counterPrice, language));
    }
    const viaDialog = await dialog({
      productId: p.productId,
      offeredPrice: 200_000,
      customerInfo: { deviceId: device },
      language: 'fr',
    });
    expect(viaDialog.json().offer).toMatchObject({
      decision: 'reject',
      counterOffer: first.counterPrice,
      currentRound: 1,
      discountToken: null,
    });
    expect(viaDialog.json().message).toContain("il n'y a rien à négocier");
    // The bargaining is still open: the shop's counter is there to take, and no deal closed it.
    expect(await countedRounds(p.productId)).toBe(1);
    const yes = await offer(p.productId, device, 'yes', { sessionId: first.sessionId });
    expect(yes).toMatchObject({
      status: 'accept',
      reason: 'COUNTER_ACCEPTED',
      counterPrice: first.counterPrice,
    });
  });

  it('issues a token that prices the cart at the deal and buys once', async () => {
    const p = await createProduct(t.app.deps.db, { price: 30_000, stock: 5 });
    const shopper = await createShopper(t.app.deps.db);
    await offer(p.productId, null, 26_000, {}, shopper);
    const deal = await offer(p.productId, null, 'ok', {}, shopper);
    expect(deal.status).toBe('accept');
    const line = {
      productId: p.productId,
      variantId: p.variant.id,
      quantity: 1,
      negotiationToken: deal.discountToken,
    };
    const cart = await priceCart({ items: [line] }, shopper);
    expect(cart.lines[0]).toMatchObject({ unitPrice: deal.counterPrice, negotiated: true, problems: [] });
    expect(deal.counterPrice).toBeLessThan(30_000);

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([line]),
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.items[0].price).toBe(deal.counterPrice);

    const after = await priceCart({ items: [line] }, shopper);
    expect(after.lines[0]).toMatchObject({
      unitPrice: 30_000,
      negotiated: false,
      problems: [{ code: 'NEGOTIATION_TOKEN_INVALID', reason: 'used' }],
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([line]),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.reason).toBe('used');
  });

  it('says how many units a deal covers, as sent or as said in the words, and the cart honours that many', async () => {
    const p = await createProduct(t.app.deps.db, { price: 30_000, stock: 5 });
    const shopper = await createShopper(t.app.deps.db);
    // The widget sends one item's price and the quantity it read from "52000 for two".
    const first = await offer(p.productId, null, 26_000, { quantity: 2 }, shopper);
    expect(first).toMatchObject({ status: 'counter', quantity: 2 });
    const deal = await offer(p.productId, null, 'ok', { quantity: 2 }, shopper);
    expect(deal).toMatchObject({ status: 'accept', quantity: 2 });
    const line = { productId: p.productId, variantId: p.variant.id, negotiationToken: deal.discountToken };
    const two = await priceCart({ items: [{ ...line, quantity: 2 }] }, shopper);
    expect(two.lines[0]).toMatchObject({ unitPrice: deal.counterPrice, negotiated: true, problems: [] });
    const three = await priceCart({ items: [{ ...line, quantity: 3 }] }, shopper);
    expect(three.lines[0].problems).toEqual([expect.objectContaining({ reason: 'quantity' })]);

    // Words naming the items win over the quantity sent, through the widget and the dialog alike.
    const other = await createProduct(t.app.deps.db, { price: 30_000, stock: 5 });
    const said = await offer(other.productId, freshDevice(), '78000 for three', { quantity: 1 });
    expect(said).toMatchObject({ quantity: 3 });
    const made = await dialog({
      productId: other.productId,
      offeredPrice: 25_000,
      quantity: 2,
      customerInfo: { deviceId: freshDevice() },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().offer.quantity).toBe(2);
  });

  it('answers a second yes with the same deal, not a second one', async () => {
    const p = await createProduct(t.app.deps.db, { price: 10_000 });
    const device = freshDevice();
    await offer(p.productId, device, 8_000);
    const deal = await offer(p.productId, device, 'deal');
    const again = await offer(p.productId, device, 'yes');
    expect(again).toMatchObject({
      status: 'accept',
      reason: 'DEAL_KEPT',
      counterPrice: deal.counterPrice,
      sessionId: deal.sessionId,
    });
    const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).jti;
    expect(jti(again.discountToken)).toBe(jti(deal.discountToken));
  });

  it('answers a later lower offer with the deal the shopper already has, never as a yes to that amount', async () => {
    const p = await createProduct(t.app.deps.db, { price: 175_500 });
    const device = freshDevice();
    const first = await offer(p.productId, device, 150_000);
    const deal = await offer(p.productId, device, 'yes');
    expect(deal).toMatchObject({
      status: 'accept',
      reason: 'COUNTER_ACCEPTED',
      counterPrice: first.counterPrice,
    });
    const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).jti;
    const cases = [
      [
        'en',
        `You already have a deal on this item at ${formatRwf(deal.counterPrice, 'en')}, and it still holds`,
      ],
      ['fr', `Vous avez déjà un marché conclu à ${formatRwf(deal.counterPrice, 'fr')} pour cet article`],
      ['rw', `Mwamaze kumvikana igiciro cya ${formatRwf(deal.counterPrice, 'rw')} kuri iki gicuruzwa`],
    ] as const;
    for (const [language, words] of cases) {
      const lower = await offer(p.productId, device, 120_000, { language });
      expect(lower).toMatchObject({
        status: 'accept',
        reason: 'DEAL_KEPT',
        counterPrice: deal.counterPrice,
        currentRound: 1,
      });
      expect(lower.justification.startsWith(words), lower.justification).toBe(true);
      expect(jti(lower.discountToken)).toBe(jti(deal.discountToken));
    }
    const viaDialog = await dialog({
      productId: p.productId,
      offeredPrice: 100_000,
      customerInfo: { deviceId: device },
      language: 'fr',
    });
    expect(viaDialog.json().offer).toMatchObject({ decision: 'accept', counterOffer: deal.counterPrice });
    expect(viaDialog.json().message).toContain('Vous avez déjà un marché conclu');
    expect(jti(viaDialog.json().offer.discountToken)).toBe(jti(deal.discountToken));
  });
});

describe('after a deal', () => {
  const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).jti;

  const placeOrder = async (shopper: TestShopper, line: Record<string, unknown>) => {
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([line as never]),
    });
    expect(order.statusCode, order.body).toBe(201);
  };

  it('closes the bargaining on the product once the deal is bought: no more rounds, never a lower price', async () => {
    const p = await createProduct(t.app.deps.db, {
      price: 18_200,
      stock: 9,
      variants: [
        { size: 'M', stock: 9 },
        { size: 'XL', stock: 9, price: 20_000 },
      ],
    });
    const [m, xl] = [p.variants[0]!, p.variants[1]!];
    const shopper = await createShopper(t.app.deps.db);
    const device = freshDevice();
    const onM = { variantId: m.id };
    await offer(p.productId, device, 12_000, onM, shopper);
    const second = await offer(p.productId, device, 14_560, onM, shopper);
    expect(second).toMatchObject({ status: 'counter', currentRound: 2 });
    const deal = await offer(p.productId, device, second.counterPrice, onM, shopper);
    expect(deal).toMatchObject({ status: 'accept', counterPrice: second.counterPrice, currentRound: 2 });
    const line = {
      productId: p.productId,
      variantId: m.id,
      quantity: 1,
      negotiationToken: deal.discountToken,
    };
    await placeOrder(shopper, line);

    // The widget on another device, the make-offer dialog and the chat all find it closed.
    const again = await offer(p.productId, freshDevice(), 12_000, onM, shopper);
    expect(again).toMatchObject({
      status: 'final',
      reason: 'DEAL_ALREADY_MADE',
      counterPrice: deal.counterPrice,
      currentRound: 2,
      discountToken: null,
    });
    expect(again.justification).toContain('already made a deal');
    const viaDialog = await dialog(
      { productId: p.productId, variantId: m.id, offeredPrice: 13_000, language: 'fr' },
      shopper,
    );
    expect(viaDialog.json().offer).toMatchObject({
      decision: 'final',
      counterOffer: deal.counterPrice,
      currentRound: 2,
      discountToken: null,
    });
    expect(viaDialog.json().message).toContain('déjà conclu un marché');
    const viaChat = await chatOffer(t.app.deps, {
      text: 'nakwishyura 13000',
      language: 'rw',
      productId: p.productId,
      variantId: m.id,
      customerId: shopper.customerId,
    });
    expect(viaChat).toMatchObject({ status: 'final', price: deal.counterPrice, round: 2, roundsLeft: 0 });
    // Another size of the product is closed too: the round left is not played there either.
    const onXl = await offer(p.productId, device, 15_000, { variantId: xl.id }, shopper);
    expect(onXl).toMatchObject({ status: 'final', reason: 'DEAL_ALREADY_MADE', counterPrice: 20_000 });
    expect(await countedRounds(p.productId)).toBe(2);

    // The reopened widget learns it before any move.
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/negotiation/state?productId=${p.productId}&variantId=${m.id}&deviceId=${freshDevice()}`,
      headers: cookieOf(shopper),
    });
    expect(state.json().data).toMatchObject({
      roundsUsed: 2,
      dealMade: true,
      agreedPrice: deal.counterPrice,
    });

    // The agreed price is still there to take, as a new single-use deal, never a lower one.
    const yes = await offer(p.productId, device, 'yes', onM, shopper);
    expect(yes).toMatchObject({ status: 'accept', counterPrice: deal.counterPrice, currentRound: 2 });
    expect(jti(yes.discountToken)).not.toBe(jti(deal.discountToken));
    await placeOrder(shopper, { ...line, negotiationToken: yes.discountToken });
    expect(await offer(p.productId, device, deal.counterPrice - 100, onM, shopper)).toMatchObject({
      status: 'final',
      counterPrice: deal.counterPrice,
    });
    expect(await countedRounds(p.productId)).toBe(2);
  });

  it('keeps a guest’s deal closing the bargaining once they sign in, and the deal price above a last-round counter', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const device = freshDevice();
    const first = await offer(p.productId, device, 18_000);
    // An offer above the shop's counter is taken as offered: it must stay the price, not the counter.
    const deal = await offer(p.productId, device, first.counterPrice + 50);
    expect(deal).toMatchObject({ status: 'accept', counterPrice: first.counterPrice + 50 });
    const shopper = await createShopper(t.app.deps.db);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/negotiation/claim',
      headers: { cookie: shopper.cookie },
      payload: { deviceId: device, tokens: [deal.discountToken] },
    });
    const [mine] = claimed.json().data.deals;
    await placeOrder(shopper, { productId: p.productId, quantity: 1, negotiationToken: mine.token });
    for (const who of [shopper, null]) {
      const answer = await offer(p.productId, who ? freshDevice() : device, 18_000, {}, who);
      expect(answer).toMatchObject({
        status: 'final',
        reason: 'DEAL_ALREADY_MADE',
        counterPrice: deal.counterPrice,
        currentRound: 1,
      });
    }
  });
});

describe('a guest deal after sign-in', () => {
  it('follows the shopper who signs in on that device, and nobody else', async () => {
    const p = await createProduct(t.app.deps.db, { price: 20_000, stock: 3 });
    const device = freshDevice();
    await offer(p.productId, device, 17_000);
    const deal = await offer(p.productId, device, 'oui', { language: 'fr' });
    expect(deal.justification).toContain('Marché conclu');
    const line = { productId: p.productId, quantity: 1, negotiationToken: deal.discountToken };
    const asGuest = await priceCart({ items: [line] });
    expect(asGuest.lines[0].problems).toEqual([{ code: 'NEGOTIATION_TOKEN_INVALID', reason: 'sign_in' }]);

    const shopper = await createShopper(t.app.deps.db);
    const unclaimed = await priceCart({ items: [line] }, shopper);
    expect(unclaimed.lines[0].problems[0]).toMatchObject({ reason: 'not_yours' });

    const claim = (who: TestShopper, deviceId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/negotiation/claim',
        headers: { cookie: who.cookie },
        payload: { deviceId, tokens: [deal.discountToken] },
      });
    const other = await createShopper(t.app.deps.db);
    expect((await claim(other, freshDevice())).json().data).toEqual({
      deals: [],
      refused: [deal.discountToken],
    });

    const claimed = await claim(shopper, device);
    expect(claimed.statusCode).toBe(200);
    const [mine] = claimed.json().data.deals;
    expect(mine).toMatchObject({
      previousToken: deal.discountToken,
      productId: p.productId,
      price: deal.counterPrice,
    });
    const signedIn = await priceCart({ items: [{ ...line, negotiationToken: mine.token }] }, shopper);
    expect(signedIn.lines[0]).toMatchObject({ unitPrice: deal.counterPrice, negotiated: true, problems: [] });

    // Once the deal is the customer's, another account on the same device cannot take it.
    expect((await claim(other, device)).json().data.deals).toEqual([]);
    const stolen = await priceCart({ items: [{ ...line, negotiationToken: mine.token }] }, other);
    expect(stolen.lines[0].problems[0]).toMatchObject({ reason: 'not_yours' });
  });

  it('re-issues the deal to the customer who says yes again after signing in on that device', async () => {
    const p = await createProduct(t.app.deps.db, { price: 16_000 });
    const device = freshDevice();
    await offer(p.productId, device, 13_000);
    const guestDeal = await offer(p.productId, device, 'sawa');
    const shopper = await createShopper(t.app.deps.db);
    const again = await offer(p.productId, device, 'yes', {}, shopper);
    expect(again).toMatchObject({ status: 'accept', counterPrice: guestDeal.counterPrice });
    const line = { productId: p.productId, quantity: 1 };
    const cart = await priceCart({ items: [{ ...line, negotiationToken: again.discountToken }] }, shopper);
    expect(cart.lines[0]).toMatchObject({ unitPrice: guestDeal.counterPrice, negotiated: true });
  });

  it('keeps counting the rounds the guest used once they sign in on that device', async () => {
    const p = await createProduct(t.app.deps.db, { price: 15_000 });
    const device = freshDevice();
    for (const amount of [10_000, 10_500, 11_000]) await offer(p.productId, device, amount);
    const shopper = await createShopper(t.app.deps.db);
    const signedIn = await offer(p.productId, device, 11_500, {}, shopper);
    expect(signedIn).toMatchObject({ reason: 'ROUNDS_EXHAUSTED', currentRound: 3 });
  });

  it('needs a signed-in customer to claim', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/negotiation/claim',
      payload: { deviceId: freshDevice(), tokens: ['x.y'] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('prices the engine starts from', () => {
  it('bargains from the flash price while a deal runs', async () => {
    const p = await createProduct(t.app.deps.db, { price: 30_000, flashPrice: 20_000 });
    const first = await offer(p.productId, freshDevice(), 15_000);
    expect(first.counterPrice).toBe(scheduledCounter(20_000, defaultFloor(20_000), 1));
    expect(first.counterPrice).toBeLessThan(20_000);
  });

  it('says no politely to a fixed-price product and offers real alternatives', async () => {
    const fixed = await createProduct(t.app.deps.db, { price: 80_000 });
    const cheaper = await createProduct(t.app.deps.db, { price: 60_000, stock: 4 });
    await t.app.deps.db.update(products).set({ negotiable: false }).where(eq(products.id, fixed.productId));
    await t.app.deps.db
      .update(products)
      .set({ categoryId: fixed.product.categoryId })
      .where(eq(products.id, cheaper.productId));
    await t.app.deps.catalog.changed();
    const answer = await offer(fixed.productId, freshDevice(), 70_000);
    expect(answer).toMatchObject({
      status: 'reject',
      reason: 'NOT_NEGOTIABLE',
      counterPrice: 80_000,
      currentRound: 0,
    });
    expect(answer.justification).toContain('fixed price of 80,000 RWF');
    expect(answer.altPerks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'free_shipping', threshold: 50_000 }),
        expect.objectContaining({ type: 'similar_product', productId: cheaper.productId, price: 60_000 }),
      ]),
    );
    expect(await countedRounds(fixed.productId)).toBe(0);
  });

  it('uses a staff floor and never goes below it', async () => {
    const p = await createProduct(t.app.deps.db, { price: 20_000 });
    await t.app.deps.db.update(products).set({ floorPrice: 19_000 }).where(eq(products.id, p.productId));
    const device = freshDevice();
    const answers = [];
    for (const amount of [12_000, 12_000, 12_000]) answers.push(await offer(p.productId, device, amount));
    // A low last offer meets the staff floor plus a fifth of the gap; offering the floor gets it.
    expect(answers.at(-1)).toMatchObject({
      status: 'final',
      counterPrice: scheduledCounter(20_000, 19_000, 3),
    });
    expect(Math.min(...answers.map((a) => a.counterPrice))).toBeGreaterThanOrEqual(19_000);
    const other = freshDevice();
    for (const amount of [12_000, 12_000]) await offer(p.productId, other, amount);
    expect(await offer(p.productId, other, 19_000)).toMatchObject({ status: 'accept', counterPrice: 19_000 });
    expect(await offer(p.productId, freshDevice(), 18_999)).toMatchObject({ status: 'counter' });
  });
});

describe('bad input', () => {
  it('answers the spec text when the product id is missing', async () => {
    const res = await dialog({ offeredPrice: 1000, customerInfo: { deviceId: freshDevice() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'NEGOTIATION_PRODUCT_MISSING',
      message: 'Product ID is missing...',
    });
  });

  it('answers 404 with the spec text for an unknown product', async () => {
    const res = await widget({ sku: randomUUID(), userId: freshDevice(), offerPrice: 1000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found. Please try another product!',
    });
  });

  it('refuses offers that are not amounts above zero, and guests without a device id', async () => {
    const p = await createProduct(t.app.deps.db, { price: 9_000 });
    const device = freshDevice();
    for (const offerPrice of [0, -5, '', undefined]) {
      const res = await widget({ sku: p.productId, userId: device, offerPrice });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('NEGOTIATION_OFFER_INVALID');
    }
    const noDevice = await widget({ sku: p.productId, offerPrice: 8_000 });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().error.code).toBe('NEGOTIATION_DEVICE_MISSING');
    expect(await countedRounds(p.productId)).toBe(0);
  });

  it('asks which size when sizes cost differently', async () => {
    const p = await createProduct(t.app.deps.db, {
      price: 10_000,
      variants: [
        { size: 'S', stock: 3 },
        { size: 'XL', stock: 3, price: 12_000 },
      ],
    });
    const res = await widget({ sku: p.productId, userId: freshDevice(), offerPrice: 9_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('NEGOTIATION_VARIANT_REQUIRED');
    const xl = p.variants[1]!.id;
    const ok = await offer(p.productId, freshDevice(), 9_000, { variantId: xl });
    expect(ok).toMatchObject({ variantId: xl, status: 'counter' });
    expect(ok.counterPrice).toBeGreaterThan(defaultFloor(12_000));
  });

  it('reads a free-text offer and answers unclear text without using a round', async () => {
    const p = await createProduct(t.app.deps.db, { price: 50_000 });
    const device = freshDevice();
    const unclear = await offer(p.productId, device, 'hmm', { language: 'rw' });
    expect(unclear).toMatchObject({ reason: 'UNCLEAR', currentRound: 0, counterPrice: 50_000 });
    // At the full price it asks for an amount and does not invite a yes (a yes there is no deal).
    expect(unclear.justification).toBe('Wifuza kwishyura angahe? Nyoherereza amafaranga (RWF).');
    const typed = await offer(p.productId, device, 'ibihumbi 40');
    expect(typed).toMatchObject({ status: 'counter', currentRound: 1 });
    expect(typed.justification).toContain('40,000 RWF');
    // Once the shop countered, unclear words invite a yes at its price.
    const after = await offer(p.productId, device, 'hmm');
    expect(after.justification).toContain(formatRwf(typed.counterPrice));
  });

  it('limits how many offers one device sends per minute', async () => {
    const p = await createProduct(t.app.deps.db, { price: 5_000 });
    const device = freshDevice();
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await widget({ sku: p.productId, userId: device, offerPrice: 4_000 })).statusCode);
    expect(codes).toEqual(Array(30).fill(200));
    const limited = await widget({ sku: p.productId, userId: device, offerPrice: 4_000 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await widget({ sku: p.productId, userId: freshDevice(), offerPrice: 4_000 })).statusCode).toBe(
      200,
    );
  });
});
