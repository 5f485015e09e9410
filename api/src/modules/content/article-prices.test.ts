import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money';
import { AIMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getProduct } from '../catalog/service';
import { createProduct } from '../catalog/write';
import { createCategory } from '../catalog/write-categories';
import { createFlashDeal } from '../catalog/write-deals';
import { articleData } from './article-data';
import { dataLines, statesOnlyRealFigures } from './article-model';
import { articleFromTemplate } from './article-templates';
import { writeArticle } from './generate';

/** Generated articles about products in a running flash deal, from the real catalogue. */

let t: TestApp;
let inDeal: string;
let dealOnly: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const categoryId = (await createCategory(t.app.deps, { name: 'Shoes' })).id;
  const product = async (name: string, price: number, originalPrice?: number) =>
    (
      await createProduct(t.app.deps, {
        name,
        nameI18n: { fr: `${name} (fr)`, rw: `${name} (rw)` },
        categoryId,
        price,
        ...(originalPrice ? { originalPrice } : {}),
        isFeatured: true,
        variants: [{ stock: 4 }],
      })
    ).product.id;
  inDeal = await product('Leather sandals', 30_000, 40_000);
  dealOnly = await product('Canvas sneakers', 20_000);
  const now = Date.now();
  const window = { startsAt: new Date(now - HOUR).toISOString(), endsAt: new Date(now + HOUR).toISOString() };
  await createFlashDeal(t.app.deps, { productId: inDeal, dealPrice: 24_000, ...window });
  await createFlashDeal(t.app.deps, { productId: dealOnly, dealPrice: 15_000, ...window });
});
afterAll(async () => t?.close());

describe('articles about products in a running flash deal', () => {
  it('quote the deal price in every language, with the percent the product page shows', async () => {
    const page = await getProduct(t.app.deps.catalog, inDeal);
    expect(page.flashDeal?.dealPrice).toBe(24_000);
    const expected = {
      en: [
        '24,000 RWF in a flash deal instead of 40,000 RWF (40% off)',
        '15,000 RWF in a flash deal instead of 20,000 RWF (25% off)',
      ],
      fr: [
        '24\u202f000 RWF en vente flash au lieu de 40\u202f000 RWF (40 % de remise)',
        '15\u202f000 RWF en vente flash au lieu de 20\u202f000 RWF (25 % de remise)',
      ],
      rw: [
        '24.000 RWF muri poromosiyo y’igihe gito aho kuba 40.000 RWF (hagabanyijweho 40%)',
        '15.000 RWF muri poromosiyo y’igihe gito aho kuba 20.000 RWF (hagabanyijweho 25%)',
      ],
    } as const;
    for (const language of ['en', 'fr', 'rw'] as const) {
      const data = await articleData(t.app.deps, 'best-deals', new Date(), language);
      // The product in a deal with no regular discount is one of the deals too.
      expect(data.deals.map((d) => d.id)).toEqual([inDeal, dealOnly]);
      const article = articleFromTemplate(data);
      for (const line of expected[language]) expect(article.content, language).toContain(line);
      expect(article.content, language).not.toContain(formatRwf(30_000, language));
    }
    const en = articleFromTemplate(await articleData(t.app.deps, 'best-deals'));
    expect(en.title).toBe('Best Deals at Isoko: Up to 40% Off Today');
  });

  it('give the model the deal price, and refuse a model article quoting the regular one', async () => {
    const data = await articleData(t.app.deps, 'best-deals');
    expect(dataLines(data)).toContain(
      'price 24,000 RWF | in a flash deal | original price 40,000 RWF | discount 40%',
    );
    expect(statesOnlyRealFigures('Leather sandals: 24,000 RWF, 40% off 40,000 RWF.', data)).toBe(true);
    expect(statesOnlyRealFigures('Leather sandals: 30,000 RWF, 25% off.', data)).toBe(false);
    // A model writing French or Kinyarwanda groups the same real amounts its language's way.
    expect(statesOnlyRealFigures('Sandales : 24\u202f000 RWF au lieu de 40\u202f000 RWF.', data)).toBe(true);
    expect(statesOnlyRealFigures('Sandales : 30\u202f000 RWF.', data)).toBe(false);
    expect(statesOnlyRealFigures('Inkweto: 24.000 RWF aho kuba 40.000 RWF.', data)).toBe(true);
  });
});

describe('generated articles that quote prices', () => {
  const notes = {
    en: (d: string) => `Prices in this article are those of ${d}, when it was written`,
    fr: (d: string) => `Les prix de cet article sont ceux du ${d}, jour de sa rédaction`,
    rw: (d: string) => `Ibiciro biri muri iyi nkuru ni ibyo ku itariki ya ${d}, igihe yandikwaga`,
  } as const;

  it('say on which day the prices were read, in the article’s language, and link each product', async () => {
    for (const language of ['en', 'fr', 'rw'] as const) {
      const { content } = (await writeArticle(t.app.deps, 'best-deals', undefined, language)).content;
      const date = formatDate(new Date(), language);
      const lines = content.split('\n');
      // Right under the heading, before any price.
      expect(lines[1], language).toContain(notes[language](date));
      // The reader finds today's price on each product's page.
      expect(content, language).toContain(`/product/${inDeal})`);
      expect(content, language).toContain(`/product/${dealOnly})`);
    }
  });

  it('say it in the model’s articles too', async () => {
    const data = await articleData(t.app.deps, 'best-deals');
    const body = `# Best deals at Isoko\n${'Leather sandals are a good buy this week. '.repeat(8)}\n## The deal\n[Leather sandals](/product/${inDeal}) cost 24,000 RWF instead of 40,000 RWF, 40% off.`;
    const answer = JSON.stringify({
      title: 'Best deals at Isoko this week',
      metaDescription:
        'Leather sandals at 24,000 RWF in a flash deal, and more real discounts delivered in Kigali.',
      content: body,
      keywords: ['best deals'],
      hashtags: ['#Isoko'],
    });
    const llm = { model: 'fake', chatModel: () => fakeModel().respond(new AIMessage(answer)) };
    const result = await writeArticle({ ...t.app.deps, llm }, 'best-deals');
    expect(result.source).toBe('model');
    const lines = result.content.content.split('\n');
    expect(lines[0]).toBe('# Best deals at Isoko');
    expect(lines[1]).toContain(notes.en(formatDate(data.today, 'en')));
  });
});
