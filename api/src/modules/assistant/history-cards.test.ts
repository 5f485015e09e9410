import { randomUUID } from 'node:crypto';
import { AssistantHistoryResponse } from '@isoko/shared/assistant/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categories, products } from '../catalog/tables';
import { deleteProduct, updateProduct } from '../catalog/write';
import { rememberMessage } from './memory';
import { assistantConversations, assistantMessages } from './tables';

let t: TestApp;
/** Three shoes under 30,000 RWF (named in French too) and one over it. */
let shoes: { canvas: string; leather: string; sandal: string; boot: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const [footwear] = await db
    .insert(categories)
    .values({ slug: 'shoes-footwear', name: 'Shoes & Footwear' })
    .returning({ id: categories.id });
  const shoe = async (slug: string, name: string, fr: string, price: number, stockTotal: number) => {
    const [row] = await db
      .insert(products)
      .values({ slug, name, nameI18n: { fr }, categoryId: footwear!.id, price, stockTotal })
      .returning({ id: products.id });
    return row!.id;
  };
  shoes = {
    canvas: await shoe('canvas-shoe', 'Canvas Shoe', 'Chaussure en toile', 18_000, 4),
    leather: await shoe('leather-shoe', 'Leather Shoe', 'Chaussure en cuir', 25_000, 6),
    sandal: await shoe('sandal-shoe', 'Sandal Shoe', 'Chaussure sandale', 12_000, 2),
    boot: await shoe('boot-shoe', 'Boot Shoe', 'Chaussure botte', 45_000, 3),
  };
  t.app.deps.catalog.invalidate();
});
afterAll(() => t?.close());

const session = () => `s${randomUUID().replaceAll('-', '')}`;
const device = () => `device-${randomUUID()}`;

async function ask(message: string, deviceId: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/offers/chat',
    headers: cookie ? { cookie } : {},
    payload: { message, sessionId: session(), deviceId, language: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The history as the web reads it, checked against the shared contract. */
async function history(deviceId: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/offers/chat/history?deviceId=${deviceId}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AssistantHistoryResponse.parse(res.json()).messages;
}

describe('the conversation read back', () => {
  it("shows a reply's product cards again, from the catalogue now: the reader's language, today's price and stock, without deleted products", async () => {
    const shopper = await createShopper(t.app.deps.db);
    const answer = await ask('Show me shoes under 30000 RWF', device(), shopper.cookie);
    expect(answer.intent).toBe('search');
    const suggested = answer.suggestions.map((card: { id: string }) => card.id);
    expect([...suggested].sort()).toEqual([shoes.canvas, shoes.leather, shoes.sandal].sort());

    // Since the reply: the leather shoe costs more and has less stock, the sandal left the shop.
    const deps = { db: t.app.deps.db, catalog: t.app.deps.catalog };
    await updateProduct(deps, shoes.leather, { price: 27_500, stockQuantity: 1 });
    await deleteProduct(deps, shoes.sandal);

    // Read back on another device, in French.
    const messages = await history(device(), { cookie: shopper.cookie, 'accept-language': 'fr' });
    expect(messages.map((m) => m.from)).toEqual(['shopper', 'assistant']);
    const [question, reply] = messages;
    expect(question?.suggestions).toBeUndefined();
    expect(reply?.text).toBe(answer.reply);
    const cards = reply?.suggestions ?? [];
    // In the reply's order, the deleted one left out.
    expect(cards.map((c) => c.id)).toEqual(suggested.filter((id: string) => id !== shoes.sandal));
    const leather = cards.find((c) => c.id === shoes.leather);
    expect(leather).toMatchObject({
      name: 'Chaussure en cuir',
      names: { en: 'Leather Shoe', fr: 'Chaussure en cuir' },
      price: 27_500,
      stockQuantity: 1,
      inStock: true,
    });
    expect(cards.find((c) => c.id === shoes.canvas)).toMatchObject({
      name: 'Chaussure en toile',
      price: 18_000,
    });
    // The search the reply opened is not opened again from the history.
    expect(reply?.actions).toBeUndefined();

    // In English for an English reader.
    const english = await history(device(), { cookie: shopper.cookie, 'accept-language': 'en' });
    expect(english[1]?.suggestions?.find((c) => c.id === shoes.leather)?.name).toBe('Leather Shoe');
  });

  it('gives a reply that asked the shopper to sign in its sign-in action again', async () => {
    const deviceId = device();
    const answer = await ask('Where is my order?', deviceId);
    expect(answer.actions).toEqual([{ type: 'sign_in' }]);
    const [, reply] = await history(deviceId);
    expect(reply?.actions).toEqual([{ type: 'sign_in' }]);
    expect(reply?.suggestions).toBeUndefined();
  });

  it('reads messages stored without cards (before they were kept) as text alone', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const [conversation] = await t.app.deps.db
      .insert(assistantConversations)
      .values({ ownerKey: `customer:${shopper.customerId}`, customerId: shopper.customerId })
      .returning({ id: assistantConversations.id });
    await rememberMessage(t.app.deps.db, conversation!.id, {
      sender: 'user',
      content: 'shoes please',
      intent: null,
    });
    await rememberMessage(t.app.deps.db, conversation!.id, {
      sender: 'bot',
      content: 'Here are 3 products for "shoe".',
      intent: 'search',
    });
    const [stored] = await t.app.deps.db
      .select({ productIds: assistantMessages.productIds, actions: assistantMessages.actions })
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, conversation!.id))
      .limit(1);
    expect(stored).toEqual({ productIds: [], actions: [] });
    const messages = await history(device(), { cookie: shopper.cookie });
    expect(messages.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: 'shopper', text: 'shoes please' },
      { from: 'assistant', text: 'Here are 3 products for "shoe".' },
    ]);
    expect(messages.every((m) => m.suggestions === undefined && m.actions === undefined)).toBe(true);
  });
});
