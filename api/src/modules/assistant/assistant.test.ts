import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deliveryWindowDays, deliveryWindowRange } from '@isoko/shared/rwanda';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, createShopper, createTestOrder, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listSearchMisses } from '../catalog/service';
import { categories, products, productVariants } from '../catalog/tables';
import { createFlashDeal } from '../catalog/write-deals';
import { negotiationRounds, negotiations } from '../negotiation/tables';
import { ensureShippingSettings, getShippingSettings, updateShippingSettings } from '../shipping/service';
import { recordShipmentStep } from '../tracking/service';
import { shipments } from '../tracking/tables';

/** The web's words, so the assistant names screens and buttons as the shopper sees them. */
const WEB_LOCALES = path.resolve(__dirname, '../../../../web/src/i18n/locales');

let t: TestApp;
let dressId: string;

/** A dress in the demo catalogue's women's fashion → dresses, red, 15,000 RWF. */
async function seedDress() {
  const db = t.app.deps.db;
  const [parent] = await db
    .insert(categories)
    .values({ slug: 'womens-fashion', name: "Women's Fashion" })
    .returning({ id: categories.id });
  const [dresses] = await db
    .insert(categories)
    .values({ slug: 'dresses', name: 'Dresses', parentId: parent!.id })
    .returning({ id: categories.id });
  const [dress] = await db
    .insert(products)
    .values({
      slug: 'red-wrap-dress',
      name: 'Red Wrap Dress',
      nameI18n: { fr: 'Robe portefeuille rouge' },
      categoryId: parent!.id,
      subcategoryId: dresses!.id,
      price: 15_000,
      originalPrice: 20_000,
      gender: 'female',
      colors: ['Red'],
      sizes: ['M'],
      stockTotal: 5,
    })
    .returning({ id: products.id });
  await db
    .insert(productVariants)
    .values({ productId: dress!.id, sku: 'DRESS-1', size: 'M', color: 'Red', stock: 5 });
  dressId = dress!.id;
  t.app.deps.catalog.invalidate();
}

let tabletsSeeded = false;
/**
 * Seven tablets under 50,000 RWF and one over it (electronics → tablets), and a tablet stand in
 * another category, which the shop's text search for "tablet" also finds by its English name.
 */
async function seedTablets() {
  if (tabletsSeeded) return;
  tabletsSeeded = true;
  const db = t.app.deps.db;
  const [electronics] = await db
    .insert(categories)
    .values({ slug: 'electronics', name: 'Electronics' })
    .returning({ id: categories.id });
  const [tablets] = await db
    .insert(categories)
    .values({ slug: 'tablets', name: 'Tablets', parentId: electronics!.id })
    .returning({ id: categories.id });
  const [office] = await db
    .insert(categories)
    .values({ slug: 'office-supplies', name: 'Office Supplies' })
    .returning({ id: categories.id });
  const prices = [20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 49_000, 90_000];
  await db.insert(products).values([
    ...prices.map((price, i) => ({
      slug: `budget-tablet-${i}`,
      name: `Budget Tablet ${i}`,
      nameI18n: { fr: `Tablette économique ${i}`, rw: `Tabuleti ihendutse ${i}` },
      categoryId: electronics!.id,
      subcategoryId: tablets!.id,
      price,
      stockTotal: 3,
    })),
    {
      slug: 'tablet-stand',
      name: 'Tablet Stand',
      nameI18n: { fr: 'Support de tablette', rw: 'Igitereko cya tabuleti' },
      categoryId: office!.id,
      price: 8_000,
      stockTotal: 3,
    },
  ]);
  t.app.deps.catalog.invalidate();
}

beforeAll(async () => {
  t = await createTestApp();
  await ensureShippingSettings(t.app.deps.db);
  await seedDress();
});
afterAll(() => t?.close());

const session = () => `s${randomUUID().replaceAll('-', '')}`;
const device = () => `device-${Date.now()}-${randomUUID().slice(0, 8)}`;

async function ask(message: string, extra: Record<string, unknown> = {}, shopper?: TestShopper) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/offers/chat',
    headers: shopper ? { cookie: shopper.cookie } : {},
    payload: { message, sessionId: session(), deviceId: device(), ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('bad input', () => {
  it('refuses an empty or blank message with its own code', async () => {
    for (const message of ['', '   \n ']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/offers/chat', payload: { message } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('ASSISTANT_MESSAGE_EMPTY');
    }
  });

  it('refuses a message over 2,000 characters with its own code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offers/chat',
      payload: { message: 'a'.repeat(2001), deviceId: device() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('ASSISTANT_MESSAGE_TOO_LONG');
  });

  it('limits the messages of one device per minute', async () => {
    const id = device();
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/offers/chat',
        payload: { message: 'hello', deviceId: id },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('intents in three languages', () => {
  it.each([
    ['Hello', 'en', 'greeting'],
    ['Bonjour', 'fr', 'greeting'],
    ['Muraho', 'rw', 'greeting'],
    ['help', 'en', 'help'],
    ["J'ai besoin d'aide", 'fr', 'help'],
    ['Mumfashe', 'rw', 'help'],
    ['thanks a lot', 'en', 'thanks'],
    ['merci beaucoup', 'fr', 'thanks'],
    ['Murakoze cyane', 'rw', 'thanks'],
    ['bye', 'en', 'bye'],
    ['Au revoir', 'fr', 'bye'],
    ['Murabeho', 'rw', 'bye'],
    ['How do I return an item?', 'en', 'returns'],
    ['Comment retourner un article ?', 'fr', 'returns'],
    ['Nashaka gusubiza igicuruzwa', 'rw', 'returns'],
    ['How do I cancel my order?', 'en', 'cancel_order'],
    ['Je veux annuler ma commande', 'fr', 'cancel_order'],
    ['Nashaka guhagarika komande yanjye', 'rw', 'cancel_order'],
    ['How can I pay?', 'en', 'payment'],
    ['Comment payer ?', 'fr', 'payment'],
    ['Nzishyura nte?', 'rw', 'payment'],
    ['show me the best deals', 'en', 'deals'],
    ['les promos du moment', 'fr', 'deals'],
    ['poromosiyo zihari', 'rw', 'deals'],
    ['best deals', 'en', 'deals'],
    ['les meilleures offres', 'fr', 'deals'],
    ['meilleures offres', 'fr', 'deals'],
    ['les meilleures affaires', 'fr', 'deals'],
    ['Montrez-moi les meilleures offres', 'fr', 'deals'],
    ['ibiciro byiza', 'rw', 'deals'],
    ['I want a discount', 'en', 'offer'],
    ["What's your best price?", 'en', 'offer'],
    ['Un rabais ?', 'fr', 'offer'],
    ['Moins cher ?', 'fr', 'offer'],
    ['Ndashaka kugabanyirizwa', 'rw', 'offer'],
    ['Mungabanyirize', 'rw', 'offer'],
    ['Hari igabanyirizwa?', 'rw', 'offer'],
    ['I can pay 100000', 'en', 'offer'],
    ['Je peux payer 100000', 'fr', 'offer'],
    ['Nshobora kwishyura 100000', 'rw', 'offer'],
    // An amount to pay for something else is no offer: paying for delivery is its fee.
    ['Do I have to pay 2000 for delivery?', 'en', 'shipping'],
    ['returns', 'en', 'returns'],
    ['retours', 'fr', 'returns'],
    ['politique de retour', 'fr', 'returns'],
    ['asdf qwerty', 'en', 'fallback'],
  ])('"%s" (%s) is %s', async (message, language, intent) => {
    const answer = await ask(message);
    expect(answer.intent).toBe(intent);
    expect(answer.language).toBe(language);
    expect(answer.reply.length).toBeGreaterThan(0);
  });

  // Paying for delivery asks what delivery costs; paying on delivery (cash on delivery), how to
  // pay or with what is a question about paying.
  it.each([
    ['Do I pay 2000 for delivery?', 'en', 'shipping'],
    ['Do I have to pay for delivery?', 'en', 'shipping'],
    ['How much do I pay for shipping to Musanze?', 'en', 'shipping'],
    ['What do I pay for delivery to Huye?', 'en', 'shipping'],
    ['Will I pay extra for delivery?', 'en', 'shipping'],
    ['How do I pay?', 'en', 'payment'],
    ['Can I pay with MoMo?', 'en', 'payment'],
    ['Can I pay on delivery?', 'en', 'payment'],
    ['Can I pay when my order arrives?', 'en', 'payment'],
    ['How do I pay for delivery?', 'en', 'payment'],
    ['Je dois payer la livraison ?', 'fr', 'shipping'],
    ['Combien je dois payer pour la livraison ?', 'fr', 'shipping'],
    ['Dois-je payer 2000 pour la livraison ?', 'fr', 'shipping'],
    ['Faut-il payer les frais de livraison ?', 'fr', 'shipping'],
    ['Je paie combien pour être livré à Huye ?', 'fr', 'shipping'],
    ['Puis-je payer à la livraison ?', 'fr', 'payment'],
    ['Je peux payer lors de la livraison ?', 'fr', 'payment'],
    ['Livraison contre remboursement ?', 'fr', 'payment'],
    ['Puis-je payer avec MoMo ?', 'fr', 'payment'],
    ['Comment je paie ?', 'fr', 'payment'],
    ['Ese nishyura 2000 yo kugeza?', 'rw', 'shipping'],
    ['Nishyura angahe ku bwikorezi?', 'rw', 'shipping'],
    ['Ngomba kwishyura ikiguzi cyo kohereza?', 'rw', 'shipping'],
    ['Nzishyura amafaranga angahe yo kugeza ibicuruzwa i Musanze?', 'rw', 'shipping'],
    ['Nishyura angahe ngo mubingezeho i Huye?', 'rw', 'shipping'],
    ['Nishyura nte?', 'rw', 'payment'],
    ['Nshobora kwishyura ubigejejweho?', 'rw', 'payment'],
    ['Nshobora kwishyura bamaze kubinzanira?', 'rw', 'payment'],
    ['Nshobora kwishyura na MoMo?', 'rw', 'payment'],
    ['Twishyura dute?', 'rw', 'payment'],
  ])(
    '"%s" (%s) is %s: paying for delivery is its fee, paying on delivery a way to pay',
    async (message, language, intent) => {
      const answer = await ask(message, { language });
      expect(answer.intent).toBe(intent);
      expect(answer.language).toBe(language);
      expect(answer.reply.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['How long do refunds take?', 'en'],
    ['Je veux être remboursé', 'fr'],
    ['Nasubizwa amafaranga?', 'rw'],
  ])('"%s" (%s) asks about returns', async (message, language) => {
    const answer = await ask(message, { language });
    expect(answer.intent).toBe('returns');
    expect(answer.language).toBe(language);
  });

  it('takes "-moi" of a French imperative away with the request words', async () => {
    const answer = await ask('Montrez-moi un parapluie');
    expect(answer.intent).toBe('search');
    expect(answer.language).toBe('fr');
    expect(answer.reply).toContain('parapluie');
    expect(answer.reply).not.toContain('moi');
  });

  it("answers in the shopper's chosen language when the words do not settle it", async () => {
    // "i" is also an English word: one English and one Kinyarwanda word tie, the choice decides.
    expect((await ask('ikiguzi i Huye', { language: 'rw' })).language).toBe('rw');
    expect((await ask('ikiguzi i Huye', { language: 'en' })).language).toBe('en');
    // Words that do settle it beat the choice.
    expect((await ask('Bonjour', { language: 'rw' })).language).toBe('fr');
  });

  it('keeps the chosen language for a long message in it that names products in English', async () => {
    const french = await ask(
      'Je cherche des Nike Air Max running shoes black size 42 for my brother, something comfortable',
      { language: 'fr' },
    );
    expect(french.language).toBe('fr');
    expect(french.reply).toMatch(/^(Voici|Je n'ai rien trouvé)/);
    const kinyarwanda = await ask(
      "Ndashaka inkweto za Nike Air Max running shoes black size 42 z'umuhungu wanjye, nziza cyane",
      { language: 'rw' },
    );
    expect(kinyarwanda.language).toBe('rw');
    expect(kinyarwanda.reply).toMatch(/^(Dore|Nta kintu nabonye)/);
    // A long run of letters of no language is no reason to leave the chosen one.
    expect((await ask('x'.repeat(2000), { language: 'fr' })).language).toBe('fr');
  });

  it('states the return window and payment methods from the shared constants', async () => {
    expect((await ask('returns policy?')).reply).toContain('7 days');
    expect((await ask('Politique de retour ?')).reply).toContain('7 jours');
    expect((await ask('Ni gute nkagarura igicuruzwa?')).reply).toContain('minsi 7');
    expect((await ask('payment methods?')).reply).toContain('MTN Mobile Money');
  });

  it('says where an order is cancelled, naming the screen and its button as the web does', async () => {
    const asked = {
      en: 'How do I cancel my order?',
      fr: 'Je veux annuler ma commande',
      rw: 'Nashaka guhagarika komande yanjye',
    };
    for (const [lang, message] of Object.entries(asked)) {
      const words = JSON.parse(readFileSync(path.join(WEB_LOCALES, lang, 'account.json'), 'utf8')) as {
        orders: { title: string; cancel: { open: string } };
      };
      const reply = (await ask(message)).reply;
      expect(reply).toContain(words.orders.title);
      expect(reply).toContain(words.orders.cancel.open);
    }
  });
});

describe('product search through the vocabulary', () => {
  it.each([
    ['I am looking for a dress', 'en', 'dress'],
    ['Je cherche une robe', 'fr', 'robe'],
    ['une robe', 'fr', 'robe'],
    ['Ndashaka ikanzu', 'rw', 'ikanzu'],
    ['ikanzu', 'rw', 'ikanzu'],
  ])('"%s" finds the dresses and answers in %s', async (message, language, q) => {
    const answer = await ask(message);
    expect(answer.intent).toBe('search');
    expect(answer.language).toBe(language);
    expect(answer.suggestions.map((s: { id: string }) => s.id)).toContain(dressId);
    // The results page searches for the shopper's own word for the kind, so its title reads in
    // their language, and the shop's search finds the same dresses by that word.
    expect(answer.actions).toContainEqual({ type: 'open_search', q });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(q)}&lang=${language}&limit=100`,
    });
    expect(page.json().data.map((p: { id: string }) => p.id)).toContain(dressId);
  });

  it('sends each card with its names in every language, so a kept card follows a language switch', async () => {
    const answer = await ask('Je cherche une robe');
    const card = answer.suggestions.find((s: { id: string }) => s.id === dressId);
    expect(card).toMatchObject({
      name: 'Robe portefeuille rouge',
      names: { en: 'Red Wrap Dress', fr: 'Robe portefeuille rouge' },
    });
    expect(card.names).not.toHaveProperty('rw');
  });

  it('applies a budget in each language and says it', async () => {
    const under = await ask('Ndashaka ikanzu munsi ya 20k');
    expect(under.suggestions.map((s: { id: string }) => s.id)).toContain(dressId);
    // Kinyarwanda groups thousands with dots.
    expect(under.reply).toContain('20.000 RWF');
    // The reply repeats the shopper's own word, not the catalogue's English one.
    expect(under.reply).toContain('« ikanzu »');
    expect((await ask('des robes à moins de 150 000')).reply).toContain('« robes »');
    // The results page the reply leads to keeps the budget.
    expect(under.actions).toContainEqual({ type: 'open_search', q: 'ikanzu', maxPrice: 20_000 });
    const between = await ask('a dress between 10k and 150k');
    expect(between.actions).toContainEqual({
      type: 'open_search',
      q: 'dress',
      minPrice: 10_000,
      maxPrice: 150_000,
    });
    const tooLow = await ask('une robe à moins de 10 000 francs');
    expect(tooLow.suggestions).toEqual([]);
    expect(tooLow.reply).toContain("Je n'ai rien trouvé");
    expect((await ask('a dress under 150,000')).suggestions.map((s: { id: string }) => s.id)).toContain(
      dressId,
    );
  });

  it.each([
    ['en', 'tablets under 50000', 'Here are 6 of {total} products for "tablet" under 50,000 RWF.'],
    [
      'fr',
      'une tablette moins de 50 000 francs',
      'Voici 6 des {total} produits pour « tablette » à moins de',
    ],
    ['rw', 'tabuleti munsi ya 50000', 'Dore ibicuruzwa 6 muri {total} bya « tabuleti » munsi ya 50.000 RWF.'],
  ])(
    'in %s, counts what the results page it opens lists, and says when it shows only the first products',
    async (language, message, words) => {
      await seedTablets();
      const answer = await ask(message, { language });
      expect(answer.language).toBe(language);
      const [open] = answer.actions;
      expect(open).toMatchObject({ type: 'open_search', maxPrice: 50_000 });
      // The results page's own request (GET /api/intelligent-search, as the web sends it).
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/intelligent-search?search=${encodeURIComponent(open.q)}&maxPrice=50000&lang=${language}&limit=24`,
      });
      const listed = page.json() as { data: { id: string }[]; pagination: { total: number } };
      // More tablets under the budget than cards: the tablet stand the page finds by its name too.
      expect(listed.pagination.total).toBeGreaterThan(6);
      expect(answer.reply).toContain(words.replace('{total}', String(listed.pagination.total)));
      // The cards are the page's first products.
      expect(answer.suggestions.map((s: { id: string }) => s.id)).toEqual(
        listed.data.slice(0, 6).map((p) => p.id),
      );
    },
  );

  it('counts the products the results page finds by their name too, not only those of the kind', async () => {
    await seedTablets();
    // The 20,000 RWF tablet and the 8,000 RWF tablet stand: the page lists both.
    const answer = await ask('tablets under 22000', { language: 'en' });
    expect(answer.reply).toBe('Here are 2 products for "tablet" under 22,000 RWF.');
    expect(answer.suggestions).toHaveLength(2);
    expect(answer.actions).toEqual([{ type: 'open_search', q: 'tablet', maxPrice: 22_000 }]);
  });

  it("women's clothes in Kinyarwanda lead to women's fashion", async () => {
    const answer = await ask("Ndashaka imyenda y'abagore");
    expect(answer.suggestions.map((s: { id: string }) => s.id)).toContain(dressId);
  });
});

describe('searches that found nothing, for the staff', () => {
  const missed = async () =>
    (await listSearchMisses(t.app.deps.catalog, { limit: 500 })).map((m) => `${m.language}:${m.query}`);

  it("counts only the product words it searched for, in the shopper's language", async () => {
    const before = await missed();
    // Nothing in stock: the product words are counted, never the sentence around them.
    expect((await ask('je cherche un drone')).suggestions).toEqual([]);
    expect((await ask('Ndashaka inkweto ziri nziza')).suggestions).toEqual([]);
    // Found (the dress): nothing to count, not even the praise beside the kind ("meza").
    expect((await ask('ndashaka amakanzu meza')).suggestions.map((s: { id: string }) => s.id)).toContain(
      dressId,
    );
    expect((await ask('I am looking for a dress that is nice')).suggestions).not.toEqual([]);
    // No product words at all: not a search to count.
    await ask('Ndashaka ibi byiza');
    const added = (await missed()).filter((m) => !before.includes(m));
    expect(added.sort()).toEqual(['fr:drone', 'rw:inkweto']);
  });

  it('keeps counting what a shopper types on the search page, under the same words', async () => {
    await ask('je cherche une trottinette');
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=trottinette&lang=fr' });
    expect(res.json().data).toEqual([]);
    const misses = await listSearchMisses(t.app.deps.catalog, { limit: 500 });
    expect(misses.find((m) => m.query === 'trottinette' && m.language === 'fr')?.count).toBe(2);
  });
});

// After the count of missed searches above: these search for shoes and laptops the shop lacks.
describe('budgets: more than, decimals, amounts in words', () => {
  it.each([
    ["inkweto hejuru y'ibihumbi 50", 'rw', 'hejuru ya 50.000 RWF', 50_000],
    ['inkweto zirengeje ibihumbi 50', 'rw', 'hejuru ya 50.000 RWF', 50_000],
    ['inkweto zihenze kurusha 50k', 'rw', 'hejuru ya 50.000 RWF', 50_000],
    ['chaussures plus chères que 50 000 francs', 'fr', 'à plus de 50\u202f000 RWF', 50_000],
    ['shoes more expensive than 50k', 'en', 'over 50,000 RWF', 50_000],
  ])('reads "%s" as more than the amount, never under it', async (message, language, words, minPrice) => {
    const answer = await ask(message, { language });
    expect(answer.reply).toContain(words);
    expect(answer.reply).not.toMatch(/under|moins de|munsi ya/);
    expect(answer.actions.filter((a: { type: string }) => a.type === 'open_search')).not.toContainEqual(
      expect.objectContaining({ maxPrice: expect.anything() }),
    );
    if (answer.actions.length > 0) expect(answer.actions[0]).toMatchObject({ minPrice });
  });

  it.each([
    ['laptop under 1.5m', 'en', 'under 1,500,000 RWF'],
    ['ordinateur moins de 1,5 million', 'fr', 'à moins de 1\u202f500\u202f000 RWF'],
    ['shoes under 45.5k', 'en', 'under 45,500 RWF'],
    ['laptop under 2.5k', 'en', 'under 2,500 RWF'],
    ['tablets under 150,000', 'en', 'under 150,000 RWF'],
    ['tablettes à moins de 150 000 francs', 'fr', 'à moins de 150\u202f000 RWF'],
    ['tablettes à moins de 150.000 francs', 'fr', 'à moins de 150\u202f000 RWF'],
    ['tabuleti munsi ya 150.000', 'rw', 'munsi ya 150.000 RWF'],
  ])('reads the budget in "%s" with its decimals or thousands', async (message, language, words) => {
    expect((await ask(message, { language })).reply).toContain(words);
  });

  it.each([
    ["inkweto munsi y'ibihumbi makumyabiri", 'munsi ya 20.000 RWF'],
    ['ikanzu munsi ya ibihumbi makumyabiri na gatanu', 'munsi ya 25.000 RWF'],
    ['ikanzu hagati ya ibihumbi icumi na ibihumbi mirongo itatu', 'hagati ya 10.000 RWF na 30.000 RWF'],
  ])('reads a Kinyarwanda budget in words: "%s"', async (message, words) => {
    expect((await ask(message, { language: 'rw' })).reply).toContain(words);
  });
});

describe('delivery', () => {
  it('gives the fee and days for a district from the shipping rules', async () => {
    const far = await ask('How much is delivery to Musanze?');
    expect(far.intent).toBe('shipping');
    expect(far.reply).toContain('2,000 RWF');
    expect(far.reply).toContain('2 to 3 business days');
    // The fee for one district also says when delivery costs nothing, from the same rules.
    expect(far.reply).toContain('Orders over 50,000 RWF ship free.');
    // French groups thousands with a narrow no-break space, Kinyarwanda with dots.
    expect((await ask('Livraison à Musanze ?')).reply).toContain('plus de 50\u202f000 RWF');
    expect((await ask('Ubwikorezi i Musanze ni angahe?')).reply).toContain('irengeje 50.000 RWF');
    for (const [message, district] of [
      ['ikiguzi cyo kohereza i Huye', 'Huye'],
      ['igiciro cyo kugeza i Musanze', 'Musanze'],
      ['gutwara ibicuruzwa i Rubavu', 'Rubavu'],
    ] as const) {
      const rw = await ask(message, { language: 'rw' });
      expect(rw.intent, message).toBe('shipping');
      expect(rw.language, message).toBe('rw');
      expect(rw.reply, message).toContain(district);
      expect(rw.reply, message).toContain('irengeje 50.000 RWF');
    }
    const kigali = await ask('Livraison à Gasabo ?');
    expect(kigali.reply).toContain('gratuite');
  });

  it("states a district's days from the delivery windows the product page sums up, in the page's words", async () => {
    // The product page's days word in each language ("jours ouvrables"), between its Kigali figures
    // and "à Kigali" / "in Kigali"; the assistant names one district's days with the same words.
    const pageLine = (lang: string) =>
      (
        JSON.parse(readFileSync(path.join(WEB_LOCALES, lang, 'product-info.json'), 'utf8')) as {
          shipping: { times: string };
        }
      ).shipping.times;
    const frUnit = /\{\{kigaliMax\}\} (.+?) à Kigali/.exec(pageLine('fr'))?.[1];
    const enUnit = /\{\{kigaliMax\}\} (.+?) in Kigali/.exec(pageLine('en'))?.[1];
    expect(frUnit).toBe('jours ouvrables');
    expect(enUnit).toBe('business days');
    for (const district of ['Gasabo', 'Musanze', 'Rusizi']) {
      const [from, to] = deliveryWindowDays(district);
      expect((await ask(`Livraison à ${district} ?`, { language: 'fr' })).reply, district).toContain(
        `de ${from} à ${to} ${frUnit}`,
      );
      expect((await ask(`Delivery to ${district}?`, { language: 'en' })).reply, district).toContain(
        `${from} to ${to} ${enUnit}`,
      );
      expect(
        (await ask(`Ubwikorezi i ${district} ni angahe?`, { language: 'rw' })).reply,
        district,
      ).toContain(`iminsi y'akazi ${from} kugeza kuri ${to}`);
    }
  });

  it("understands the shop's own Kinyarwanda word for delivery, kugeza ibicuruzwa, and its forms", async () => {
    // Checkout and cart call delivery "Kugeza ibicuruzwa"; "ni angahe" alone would ask a price.
    for (const message of [
      'Kugeza ibicuruzwa i Rusizi ni angahe?',
      'Amafaranga yo kugeza ibintu i Rusizi ni angahe?',
      'Kugeza ibicuruzwa i Rusizi',
      'Kugeza Rusizi ni angahe?',
      'Kubigeza i Rusizi ni angahe?',
      'Bigezwa i Rusizi mu minsi ingahe?',
      'Bizangezwaho i Rusizi ryari?',
      'Mwabingezaho i Rusizi?',
    ]) {
      const rw = await ask(message, { language: 'rw' });
      expect(rw.intent, message).toBe('shipping');
      expect(rw.reply, message).toContain('Rusizi');
      expect(rw.reply, message).toContain('2.000 RWF');
    }
    // On a product's page the delivery question is still about delivery, not the product's price.
    const onPage = await ask('Kugeza ibicuruzwa i Rusizi ni angahe?', { language: 'rw', productId: dressId });
    expect(onPage.intent).toBe('shipping');
    // The same question in French and English.
    for (const [message, language, fee] of [
      ['frais de livraison pour Rusizi', 'fr', '2\u202f000 RWF'],
      ['Combien coûte la livraison à Rusizi ?', 'fr', '2\u202f000 RWF'],
      ['delivery fee to Rusizi', 'en', '2,000 RWF'],
      ['How much to deliver to Rusizi?', 'en', '2,000 RWF'],
    ] as const) {
      const answer = await ask(message, { language });
      expect(answer.intent, message).toBe('shipping');
      expect(answer.reply, message).toContain('Rusizi');
      expect(answer.reply, message).toContain(fee);
    }
    // "kugeza" also means "up to": a budget stays a search, "try again" (kugerageza) no delivery.
    expect((await ask('Nshaka ikanzu kugeza 20000', { language: 'rw' })).intent).toBe('search');
    expect((await ask('Ndashaka kongera kugerageza', { language: 'rw' })).intent).not.toBe('shipping');
  });

  it('answers the fee for the order value the shopper names, from the checkout rules', async () => {
    const big = await ask('delivery to Huye for an order of 60,000', { language: 'en' });
    expect(big.intent).toBe('shipping');
    expect(big.reply).toBe(
      'For an order of 60,000 RWF, delivery to Huye is free. It takes 2 to 3 business days.',
    );
    const small = await ask('delivery to Huye for an order of 30k', { language: 'en' });
    expect(small.reply).toContain('For an order of 30,000 RWF, delivery to Huye costs 2,000 RWF.');
    expect(
      (await ask('livraison à Huye pour une commande de 60 000 francs', { language: 'fr' })).reply,
    ).toContain('Pour une commande de 60\u202f000 RWF, la livraison à Huye est gratuite.');
    const rw = await ask('Kugeza ibicuruzwa i Huye kuri komande ya 60.000 ni angahe?', { language: 'rw' });
    expect(rw.intent).toBe('shipping');
    expect(rw.reply).toContain('Ku komande ya 60.000 RWF, kugeza ibicuruzwa i Huye ni ubuntu.');
    // No district: the fee outside Kigali for that value, and Kigali's own rule.
    expect((await ask('how much is delivery for an order of 20000?', { language: 'en' })).reply).toContain(
      'For an order of 20,000 RWF, delivery costs 2,000 RWF. Delivery in the City of Kigali is free.',
    );
    // A bare amount is no order value: the district's usual answer.
    expect((await ask('is delivery to Huye 2000 rwf?', { language: 'en' })).reply).toContain(
      'Delivery to Huye costs 2,000 RWF',
    );
  });

  it('says truthfully that the shop has no express delivery, with its standard days', async () => {
    const { kigali, elsewhere } = deliveryWindowRange();
    const en = await ask('how long does express delivery take', { language: 'en' });
    expect(en.intent).toBe('shipping');
    expect(en.reply).toBe(
      `We have no express delivery: every order goes by standard delivery, which takes ${kigali[0]} to ${kigali[1]} business days in the City of Kigali and ${elsewhere[0]} to ${elsewhere[1]} elsewhere.`,
    );
    const [from, to] = deliveryWindowDays('Huye');
    expect((await ask('livraison express à Huye ?', { language: 'fr' })).reply).toBe(
      `Nous n'avons pas de livraison express : chaque commande part en livraison standard, qui prend de ${from} à ${to} jours ouvrables jusqu'à Huye.`,
    );
    expect((await ask('Kugeza ibicuruzwa byihuse i Huye', { language: 'rw' })).reply).toContain(
      `iminsi y'akazi ${from} kugeza kuri ${to} i Huye`,
    );
  });

  it('follows the free type "all" the staff set, down to every order shipping free', async () => {
    const db = t.app.deps.db;
    const before = await getShippingSettings(db);
    const save = (freeShippingThreshold: number) =>
      updateShippingSettings(
        db,
        { freeShippingType: 'all', standardShippingFee: 2000, freeShippingThreshold, freeAbove: null },
        'test-staff',
      );
    try {
      await save(30_000);
      expect((await ask('How much is delivery to Musanze?')).reply).toContain(
        'Orders over 30,000 RWF ship free.',
      );
      expect((await ask('How much is delivery?')).reply).toContain(
        'Orders over 30,000 RWF ship free everywhere.',
      );
      await save(0);
      const musanze = await ask('How much is delivery to Musanze?');
      expect(musanze.reply).toContain('Delivery to Musanze is free');
      expect((await ask('How much is delivery?')).reply).toContain('Delivery is free on every order');
      expect((await ask('Combien coûte la livraison ?')).reply).toContain('gratuite pour toute commande');
      expect((await ask('Ubwikorezi ni angahe?')).reply).toContain('ubuntu kuri komande zose');
    } finally {
      await updateShippingSettings(
        db,
        {
          freeShippingType: before.freeShippingType,
          standardShippingFee: before.standardShippingFee,
          freeShippingThreshold: before.freeShippingThreshold,
          selectedProducts: before.selectedProducts,
          kigaliFree: before.kigaliFree,
          freeAbove: before.freeAbove,
        },
        'test-staff',
      );
    }
  });
});

describe('orders and tracking', () => {
  it('asks a guest to sign in or give a tracking number', async () => {
    const answer = await ask('Where is my order?');
    expect(answer.intent).toBe('orders');
    expect(answer.actions).toEqual([{ type: 'sign_in' }]);
  });

  it("shows a customer their own orders and never another's", async () => {
    const product = await createProduct(t.app.deps.db);
    const mine = await createShopper(t.app.deps.db);
    const other = await createShopper(t.app.deps.db);
    const own = await createTestOrder(t.app.deps.db, {
      customerId: mine.customerId,
      customerPhone: mine.phone,
      productId: product.productId,
      variantId: product.variant.id,
    });
    const theirs = await createTestOrder(t.app.deps.db, {
      customerId: other.customerId,
      customerPhone: other.phone,
      productId: product.productId,
      variantId: product.variant.id,
    });
    const answer = await ask('mes commandes', {}, mine);
    expect(answer.personalized).toBe(true);
    expect(answer.reply).toContain(own.order.orderNumber);
    expect(answer.reply).not.toContain(theirs.order.orderNumber);
  });

  it('follows a tracking number and says an unknown one is unknown', async () => {
    const product = await createProduct(t.app.deps.db);
    const shopper = await createShopper(t.app.deps.db);
    const { order, trackingId } = await createTestOrder(t.app.deps.db, {
      customerId: shopper.customerId,
      customerPhone: shopper.phone,
      productId: product.productId,
      variantId: product.variant.id,
    });
    const known = await ask(`track ${trackingId}`);
    expect(known.reply).toContain(order.orderNumber);
    const unknown = await ask('Komande ISK-TRK-NOTHING00 iri he?');
    expect(unknown.reply).toContain('Sinzi nimero ISK-TRK-NOTHING00');
  });
});

describe("tracking reply in the shopper's language", () => {
  /** A parcel on its way to Gasabo, expected 30 Nov 22:30 UTC: already 1 Dec on the Kigali clock. */
  async function parcelOnItsWay() {
    const product = await createProduct(t.app.deps.db);
    const shopper = await createShopper(t.app.deps.db);
    const { order, trackingId } = await createTestOrder(t.app.deps.db, {
      customerId: shopper.customerId,
      customerPhone: shopper.phone,
      productId: product.productId,
      variantId: product.variant.id,
    });
    await t.app.deps.db.transaction(async (tx) => {
      await recordShipmentStep(tx, { orderId: order.id, status: 'in_transit', at: new Date() });
      await tx
        .update(shipments)
        .set({ estimatedDelivery: new Date('2026-11-30T22:30:00Z') })
        .where(eq(shipments.orderId, order.id));
    });
    return { orderNumber: order.orderNumber, trackingId };
  }

  it.each([
    [
      'en',
      'Where is my order {n}?',
      'Where it is now: On the way to Gasabo, City of Kigali.',
      'Expected by Tue 1 Dec.',
    ],
    [
      'fr',
      'Où est ma commande {n} ?',
      'Où elle se trouve : En route vers Gasabo, Ville de Kigali.',
      'Livraison prévue le mar. 1 déc.',
    ],
    [
      'rw',
      'Komande yanjye {n} iri he?',
      'Aho igeze ubu: Mu nzira igana Gasabo, Umujyi wa Kigali.',
      'Izagera bitarenze ku wa kabiri, 1 Ukuboza.',
    ],
  ])(
    'names the place and the day in %s, as the tracking page does',
    async (language, question, place, day) => {
      const { orderNumber } = await parcelOnItsWay();
      const answer = await ask(question.replace('{n}', orderNumber), { language });
      expect(answer.intent).toBe('orders');
      expect(answer.language).toBe(language);
      expect(answer.reply).toContain(orderNumber);
      expect(answer.reply).toContain(place);
      expect(answer.reply).toContain(day);
      // The day ends the reply with one full stop, not a second after a French "déc.".
      expect(answer.reply.endsWith(day)).toBe(true);
      expect(answer.reply).not.toContain('..');
      // No raw ISO date, and no English place in a French or Kinyarwanda reply.
      expect(answer.reply).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      if (language !== 'en') expect(answer.reply).not.toContain('On the way');
    },
  );
});

describe('bargaining and memory', () => {
  it('runs an offer through the negotiation engine, and "it" is the last product discussed', async () => {
    const product = await createProduct(t.app.deps.db, { price: 25_000 });
    const deviceId = device();
    const sessionId = session();
    const first = await ask('I offer 18000', { productId: product.productId, deviceId, sessionId });
    expect(first.intent).toBe('offer');
    expect(first.negotiation).toMatchObject({ productId: product.productId, round: 1 });
    expect(first.negotiation.price).toBeGreaterThan(18_000);
    const price = await ask('how much is it?', { deviceId, sessionId });
    expect(price.intent).toBe('price');
    expect(price.reply).toContain('25,000 RWF');
    expect(price.personalized).toBe(true);
    const cart = await ask('add it to my cart', { deviceId, sessionId });
    expect(cart.actions).toEqual([{ type: 'add_to_cart', productId: product.productId, price: 25_000 }]);
  });

  it.each([
    ['en', 'I want a discount', 'How much would you like to pay?', 'I can pay 100000'],
    ['fr', 'Je veux une réduction', 'Combien souhaitez-vous payer ?', 'Je peux payer 100000'],
    ['rw', 'Ndashaka kugabanyirizwa', 'Wifuza kwishyura angahe?', 'Nshobora kwishyura 100000'],
  ])(
    '(%s) "%s" asks for an amount, and the amount said with a word of paying is an offer',
    async (language, wish, question, offer) => {
      const product = await createProduct(t.app.deps.db, { price: 150_000 });
      const deviceId = device();
      const sessionId = session();
      const before = await listSearchMisses(t.app.deps.catalog, { limit: 500 });
      const first = await ask(wish, { productId: product.productId, deviceId, sessionId, language });
      expect(first.intent).toBe('offer');
      expect(first.reply).toContain(question);
      // Not a search for the words of asking: nothing counted as a product nobody found.
      expect(await listSearchMisses(t.app.deps.catalog, { limit: 500 })).toEqual(before);
      // The product is the one discussed (no page named): memory carries it to the offer.
      const second = await ask(offer, { deviceId, sessionId, language });
      expect(second.intent).toBe('offer');
      expect(second.negotiation).toMatchObject({ productId: product.productId, round: 1 });
      expect(second.negotiation.price).toBeGreaterThan(100_000);
    },
  );

  it('reads a Kinyarwanda offer in words above ten thousand: "nguhaye ibihumbi makumyabiri"', async () => {
    const product = await createProduct(t.app.deps.db, { price: 25_000 });
    const answer = await ask('nguhaye ibihumbi makumyabiri', {
      productId: product.productId,
      deviceId: device(),
      sessionId: session(),
      language: 'rw',
    });
    expect(answer.intent).toBe('offer');
    expect(answer.reply).not.toContain('Nta mafaranga mbonye');
    expect(answer.negotiation).toMatchObject({ productId: product.productId, round: 1 });
  });

  it.each([
    ['en', 'I can pay 100000', '100,000 RWF is already at or above the price of 25,000 RWF', 'yes'],
    ['fr', 'Je peux payer 100000', "100\u202f000 RWF, c'est déjà le prix de 25\u202f000 RWF ou plus", 'oui'],
    ['rw', 'Nshobora kwishyura 100000', "100.000 RWF bingana n'igiciro cya 25.000 RWF", 'yego'],
  ])(
    '(%s) an amount at or above the price typed in the chat is no deal: "%s"',
    async (language, typo, words, yes) => {
      const product = await createProduct(t.app.deps.db, { price: 25_000 });
      const deviceId = device();
      const sessionId = session();
      const where = { productId: product.productId, deviceId, sessionId, language };
      const first = await ask('18000', where);
      expect(first.negotiation).toMatchObject({ status: 'counter', round: 1 });
      const answer = await ask(typo, where);
      expect(answer.intent).toBe('offer');
      expect(answer.reply.startsWith(words), answer.reply).toBe(true);
      expect(answer.actions).toEqual([]);
      expect(answer.negotiation).toMatchObject({
        status: 'reject',
        price: first.negotiation.price,
        round: 1,
        roundsLeft: 2,
        discountToken: null,
      });
      // Still open: a yes takes the shop's counter.
      const deal = await ask(yes, where);
      expect(deal.negotiation).toMatchObject({ status: 'accept', price: first.negotiation.price });
    },
  );

  it.each([
    ['en', 'How do I pay 20000 with MoMo?'],
    ['fr', 'Comment payer 20 000 par carte ?'],
    ['rw', 'Nishyura 20000 nte?'],
  ])(
    '(%s) a question about the way to pay stays one, an amount in it or not: %s',
    async (language, question) => {
      const product = await createProduct(t.app.deps.db, { price: 25_000 });
      const answer = await ask(question, { productId: product.productId, language });
      expect(answer.intent).toBe('payment');
      expect(answer.negotiation).toBeNull();
    },
  );

  it.each([
    [
      'en',
      'I want to pay 20000 for two',
      'yes',
      '20,000 RWF for 2 items makes 10,000 RWF per item',
      'per item for 2 items!',
    ],
    [
      'fr',
      'je veux payer 20000 pour deux',
      'oui',
      "20\u202f000 RWF pour 2 articles, cela fait 10\u202f000 RWF l'article",
      "l'article pour 2 articles !",
    ],
    [
      'rw',
      'nshaka kwishyura 20000 kuri bibiri',
      'yego',
      '20.000 RWF ku bicuruzwa 2 ni 10.000 RWF kuri buri gicuruzwa',
      'kuri buri gicuruzwa, ku bicuruzwa 2!',
    ],
    ['en', 'I can pay 20000 for 2', 'ok', '20,000 RWF for 2 items', 'per item for 2 items!'],
    [
      'fr',
      'je peux payer 20 000 pour 2',
      "d'accord",
      '20\u202f000 RWF pour 2 articles',
      "l'article pour 2 articles !",
    ],
    ['rw', 'natanga 20000 kuri 2', 'sawa', '20.000 RWF ku bicuruzwa 2', 'ku bicuruzwa 2!'],
  ])(
    '(%s) "%s" bargains one item at the total shared out, and the deal covers both items',
    async (language, offer, yes, readBack, dealWords) => {
      const product = await createProduct(t.app.deps.db, { price: 12_000 });
      const shopper = await createShopper(t.app.deps.db);
      const deviceId = device();
      const sessionId = session();
      const first = await ask(
        offer,
        { productId: product.productId, deviceId, sessionId, language },
        shopper,
      );
      expect(first.intent).toBe('offer');
      // Said back per item, in the shopper's language, before the engine's answer to 10,000.
      expect(first.reply.startsWith(readBack), first.reply).toBe(true);
      expect(first.negotiation).toMatchObject({ productId: product.productId, round: 1, status: 'counter' });
      const counter = first.negotiation.price as number;
      expect(counter).toBeGreaterThan(10_000);
      expect(counter).toBeLessThan(12_000);
      // The engine bargained on one item's price, for two units.
      const [row] = await t.app.deps.db
        .select()
        .from(negotiations)
        .where(eq(negotiations.productId, product.productId));
      expect(row?.quantity).toBe(2);
      const rounds = await t.app.deps.db
        .select()
        .from(negotiationRounds)
        .where(eq(negotiationRounds.negotiationId, row!.id));
      expect(rounds.map((r) => r.offer)).toEqual([10_000]);
      const deal = await ask(yes, { productId: product.productId, deviceId, sessionId, language }, shopper);
      expect(deal.reply).toContain(dealWords);
      expect(deal.actions).toEqual([
        {
          type: 'add_to_cart',
          productId: product.productId,
          variantId: product.variants[0]!.id,
          negotiationToken: expect.any(String),
          price: counter,
          quantity: 2,
        },
      ]);
      // The signed deal holds that price for the two units.
      const claims = JSON.parse(
        Buffer.from(deal.actions[0].negotiationToken.split('.')[0], 'base64url').toString(),
      );
      expect(claims).toMatchObject({ price: counter, maxQuantity: 2 });
    },
  );

  it.each([
    ['en', 'I offer 10000', 'You already have a deal at'],
    ['fr', 'Je propose 10000', 'Vous avez déjà un marché conclu à'],
    ['rw', 'Natanga 10000', 'Mwamaze kumvikana igiciro cya'],
  ])(
    '(%s) an offer after a deal in the chat gives back the deal already made: "%s"',
    async (language, lower, words) => {
      const product = await createProduct(t.app.deps.db, { price: 25_000 });
      const where = { productId: product.productId, deviceId: device(), sessionId: session(), language };
      const first = await ask('18000', where);
      const deal = await ask('ok', where);
      expect(deal.negotiation).toMatchObject({ status: 'accept', price: first.negotiation.price });
      const again = await ask(lower, where);
      expect(again.intent).toBe('offer');
      expect(again.reply.startsWith(words), again.reply).toBe(true);
      expect(again.reply).not.toMatch(/10[,.\u202f]000/);
      // The same deal: its price and its token, in the same add-to-cart action.
      expect(again.actions).toEqual(deal.actions);
      expect(again.negotiation).toMatchObject({ status: 'accept', price: first.negotiation.price });
    },
  );

  it('takes an amount as an offer right after the shop asked for one, even in a question about paying', async () => {
    const product = await createProduct(t.app.deps.db, { price: 25_000 });
    const deviceId = device();
    const sessionId = session();
    expect((await ask('cheaper?', { productId: product.productId, deviceId, sessionId })).intent).toBe(
      'offer',
    );
    const offer = await ask('ok so how do I pay 18000?', { deviceId, sessionId });
    expect(offer.intent).toBe('offer');
    expect(offer.negotiation).toMatchObject({ productId: product.productId, round: 1 });
  });

  it('closes a deal in the chat with an add-to-cart action carrying its token, and says what happens next', async () => {
    const product = await createProduct(t.app.deps.db, {
      price: 24_400,
      variants: [
        { size: 'M', color: 'Red', stock: 5 },
        { size: 'L', color: 'Red', stock: 5 },
      ],
    });
    const shopper = await createShopper(t.app.deps.db);
    const deviceId = device();
    const sessionId = session();
    const first = await ask(
      'Natanga 15000',
      { productId: product.productId, deviceId, sessionId, language: 'rw' },
      shopper,
    );
    const counter = first.negotiation.price as number;
    const deal = await ask(
      'yego',
      { productId: product.productId, deviceId, sessionId, language: 'rw' },
      shopper,
    );
    // Kinyarwanda groups thousands with dots (24.300 RWF).
    const price = String(counter).replace(/\B(?=(\d{3})+$)/g, '.');
    expect(deal.reply).toBe(
      `Byemejwe kuri ${price} RWF! Igiciro cyawe kibikwa iminota 30: ndagishyira mu gitebo cyawe. Niba gifite ingano cyangwa amabara utarahitamo, paji yacyo irafunguka: hitamo, hanyuma ukande « Shyira mu gitebo » kuri iki giciro.`,
    );
    // No variant was named: the token buys any of them, and the client has the shopper choose.
    expect(deal.actions).toEqual([
      {
        type: 'add_to_cart',
        productId: product.productId,
        negotiationToken: expect.any(String),
        price: counter,
      },
    ]);
    expect(deal.negotiation).toMatchObject({
      status: 'accept',
      discountToken: deal.actions[0].negotiationToken,
    });
  });

  // A guest's cart shows the regular price until they sign in, so the chat must not promise the
  // agreed price there: the deal says so and brings the sign-in button; a customer's does not.
  it.each([
    [
      'en',
      'I offer 10000',
      'yes',
      'Sign in to get this price: until then your cart shows the regular price.',
    ],
    [
      'fr',
      'je propose 10000',
      'oui',
      'Connectez-vous pour obtenir ce prix : d’ici là, votre panier affiche le prix normal.',
    ],
    [
      'rw',
      'natanga 10000',
      'yego',
      'Injira kugira ngo ubone iki giciro: kugeza icyo gihe, igitebo cyawe kigaragaza igiciro gisanzwe.',
    ],
  ])(
    '(%s) tells a guest who closes a deal that its price applies once they sign in',
    async (language, offer, yes, signIn) => {
      const product = await createProduct(t.app.deps.db, { price: 12_000 });
      const where = { productId: product.productId, deviceId: device(), sessionId: session(), language };
      await ask(offer, where);
      const deal = await ask(yes, where);
      expect(deal.negotiation).toMatchObject({ status: 'accept' });
      expect(deal.reply.endsWith(` ${signIn}`), deal.reply).toBe(true);
      expect(deal.actions).toEqual([
        expect.objectContaining({ type: 'add_to_cart', negotiationToken: expect.any(String) }),
        { type: 'sign_in' },
      ]);

      const shopper = await createShopper(t.app.deps.db);
      const mine = { ...where, deviceId: device(), sessionId: session() };
      await ask(offer, mine, shopper);
      const customerDeal = await ask(yes, mine, shopper);
      expect(customerDeal.negotiation).toMatchObject({ status: 'accept' });
      expect(customerDeal.reply).not.toContain(signIn);
      expect(customerDeal.actions.map((a: { type: string }) => a.type)).toEqual(['add_to_cart']);
    },
  );

  it("names the product in the reply's language, as its card does", async () => {
    const product = await createProduct(t.app.deps.db, { price: 24_400 });
    await t.app.deps.db
      .update(products)
      .set({ name: 'Maasai Slides', nameI18n: { fr: 'Sandales maasaï', rw: "Sapatu z'Abamasayi" } })
      .where(eq(products.id, product.productId));
    const rw = await ask('Igura angahe?', { productId: product.productId, language: 'rw' });
    expect(rw.intent).toBe('price');
    expect(rw.reply).toMatch(/^Sapatu z'Abamasayi igura 24\.400 RWF/);
    expect(rw.suggestions[0].name).toBe("Sapatu z'Abamasayi");
    const fr = await ask('Ajouter au panier', { productId: product.productId, language: 'fr' });
    expect(fr.intent).toBe('add_to_cart');
    expect(fr.reply).toMatch(/^Sandales maasaï à 24\u202f400 RWF/);
    const en = await ask('how much is it?', { productId: product.productId, language: 'en' });
    expect(en.reply).toMatch(/^Maasai Slides /);
  });

  it('gives the recent conversation back to its customer or device, oldest first, and to no one else', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const deviceId = device();
    await ask('Hello', { deviceId }, shopper);
    await ask('thanks a lot', { deviceId }, shopper);
    const history = async (query: string, cookie?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/offers/chat/history${query}`,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().messages as { from: string; text: string; at: string }[];
    };
    // Signed in, from another device (or none): the customer's own conversation.
    const mine = await history(`?deviceId=${device()}`, shopper.cookie);
    expect(mine.map((m) => [m.from, m.text.length > 0])).toEqual([
      ['shopper', true],
      ['assistant', true],
      ['shopper', true],
      ['assistant', true],
    ]);
    expect(mine[0]?.text).toBe('Hello');
    expect(mine[2]?.text).toBe('thanks a lot');
    // A guest on another device, or with no device id, sees nothing of it.
    expect(await history(`?deviceId=${device()}`)).toEqual([]);
    expect(await history('')).toEqual([]);
    // A guest's conversation comes back to the device that had it.
    const guestDevice = device();
    await ask('Bonjour', { deviceId: guestDevice });
    expect((await history(`?deviceId=${guestDevice}`)).map((m) => m.text)[0]).toBe('Bonjour');
  });

  it('quotes and adds a product in a running flash deal at its deal price', async () => {
    const product = await createProduct(t.app.deps.db, { price: 25_000 });
    const now = Date.now();
    await createFlashDeal(t.app.deps, {
      productId: product.productId,
      dealPrice: 20_000,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    const deviceId = device();
    const sessionId = session();
    const price = await ask('how much is it?', { productId: product.productId, deviceId, sessionId });
    expect(price.reply).toContain('20,000 RWF');
    const cart = await ask('add it to my cart', { deviceId, sessionId });
    expect(cart.intent).toBe('add_to_cart');
    expect(cart.reply).toContain('20,000 RWF');
    expect(cart.reply).not.toContain('25,000 RWF');
    expect(cart.actions).toEqual([{ type: 'add_to_cart', productId: product.productId, price: 20_000 }]);
  });

  it('does not let a guest without a device id bargain (rounds could not be counted)', async () => {
    const product = await createProduct(t.app.deps.db, { price: 25_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offers/chat',
      payload: { message: 'I offer 18000', productId: product.productId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().intent).toBe('offer');
    expect(res.json().negotiation).toBeNull();
  });

  it('streams the reply to the chat room', async () => {
    const sessionId = session();
    const publish = vi.spyOn(t.app.deps.redis, 'publish');
    try {
      await ask('Hello', { sessionId });
      const channels = publish.mock.calls.map(([channel]) => String(channel));
      expect(channels.filter((c) => c.includes(`chat:${sessionId}`))).toHaveLength(2);
    } finally {
      publish.mockRestore();
    }
  });
});
