import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLanguageModelProvider, type LanguageModelProvider } from '@isoko/api/lib/language-model';
import { createProduct } from '@isoko/api/modules/catalog/write';
import { createCategory } from '@isoko/api/modules/catalog/write-categories';
import { articleData } from '@isoko/api/modules/content/article-data';
import { writeArticle } from '@isoko/api/modules/content/generate';
import { blogPosts } from '@isoko/api/modules/content/tables';
import { createShopper, createStaff, createTestOrder } from '@isoko/api/test/fixtures';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import { linkedProductIds } from '@isoko/shared/content/article-lines';
import { AIMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorkers, startWorkers } from '../start-workers';

let t: TestApp;
let workers: RunningWorkers | undefined;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = (await createStaff(t.app.deps.db, 'admin')).cookie;
  categoryId = (await createCategory(t.app.deps, { name: 'Dresses', slug: 'dresses' })).id;
  workers = await startWorkers(t.app.deps);
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await t?.close();
});

const generate = (topic: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/seo/generate',
    headers: { cookie: admin },
    payload: { topic, ...(language ? { language } : {}) },
  });

const postCount = async () => (await t.app.deps.db.select().from(blogPosts)).length;

describe('the articles job', () => {
  it('a failed generation answers the spec alert code and stores no post', async () => {
    // No product has a discount yet: the Best Deals article cannot be written.
    const before = await postCount();
    const res = await generate('best-deals');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'ARTICLE_GENERATION_FAILED',
      message: 'Failed to generate content. Please try again.',
    });
    expect(await postCount()).toBe(before);
  });

  it('writes a Best Deals article from the real discounts, scored, within 5 seconds, and stores nothing', async () => {
    const deal = await createProduct(t.app.deps, {
      name: 'Ankara wrap dress',
      categoryId,
      price: 30_000,
      originalPrice: 40_000,
      variants: [{ stock: 6 }],
    });
    const second = await createProduct(t.app.deps, {
      name: 'Kitenge midi skirt',
      categoryId,
      price: 18_000,
      originalPrice: 20_000,
      variants: [{ stock: 3 }],
    });
    await createProduct(t.app.deps, {
      name: 'Plain cotton top',
      categoryId,
      price: 8_000,
      variants: [{ stock: 9 }],
    });
    const before = await postCount();
    const started = Date.now();
    const res = await generate('best-deals');
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, done: true, source: 'template' });
    const { content } = body;
    expect(Object.keys(content).sort()).toEqual(
      ['content', 'hashtags', 'keywords', 'language', 'metaDescription', 'seoScore', 'title'].sort(),
    );
    expect(content.language).toBe('en');
    expect(content.title).toBe('Best Deals at Isoko: Up to 25% Off Today');
    expect(content.content).toContain('30,000 RWF instead of 40,000 RWF (25% off)');
    expect(content.content).toContain('18,000 RWF instead of 20,000 RWF (10% off)');
    expect(content.content).not.toContain('Plain cotton top');
    expect(linkedProductIds(content.content)).toEqual(
      expect.arrayContaining([deal.product.id, second.product.id]),
    );
    expect(content.seoScore).toBeGreaterThanOrEqual(80);
    expect(took).toBeLessThan(5_000);
    console.info(`best-deals article generated without a model in ${took} ms`);
    const job = await t.app.deps.queues.get('articles').getJob(body.jobId);
    expect(job?.progress).toBe(100);
    expect(await postCount()).toBe(before);
    const followed = await t.app.inject({ url: `/api/seo/jobs/${body.jobId}`, headers: { cookie: admin } });
    expect(followed.json()).toMatchObject({ done: true, content: { title: content.title } });
  });

  it('writes every topic without a model', async () => {
    for (const topic of [
      'product-daily',
      'how-to-shop',
      'trending-products',
      'kigali-trends',
      'product-review',
    ]) {
      const res = await generate(topic);
      expect(res.statusCode, topic).toBe(200);
      const c = res.json().content;
      expect(c.title.length, topic).toBeGreaterThanOrEqual(30);
      expect(c.title.length, topic).toBeLessThanOrEqual(60);
      expect(c.metaDescription.length, topic).toBeGreaterThanOrEqual(120);
      expect(c.metaDescription.length, topic).toBeLessThanOrEqual(160);
    }
  });

  it('writes every topic in French and Kinyarwanda from the templates, within the SEO lengths', async () => {
    const deal = await createProduct(t.app.deps, {
      name: 'Linen shirt dress',
      nameI18n: { fr: 'Robe chemise en lin', rw: 'Ikanzu y’ishati y’ubudodo' },
      categoryId,
      price: 24_000,
      originalPrice: 30_000,
      variants: [{ stock: 4 }],
    });
    // The Kigali trends article names only products ordered for delivery in Kigali.
    const shopper = await createShopper(t.app.deps.db);
    await createTestOrder(t.app.deps.db, {
      customerId: shopper.customerId,
      customerPhone: shopper.phone,
      productId: deal.product.id,
      variantId: deal.variants[0]!.id,
    });
    const topics = [
      'product-daily',
      'how-to-shop',
      'trending-products',
      'best-deals',
      'kigali-trends',
      'product-review',
    ];
    // Words each language cannot do without, and English words that would give away a copy.
    const words = { fr: /\b(les|des|vous|est)\b/, rw: /\b(kandi|mu|ku|na)\b/ };
    for (const language of ['fr', 'rw'] as const) {
      for (const topic of topics) {
        const res = await generate(topic, language);
        const what = `${language} ${topic}`;
        expect(res.statusCode, what).toBe(200);
        const { content, source } = res.json();
        expect(source, what).toBe('template');
        expect(content.language, what).toBe(language);
        expect(content.title.length, what).toBeGreaterThanOrEqual(30);
        expect(content.title.length, what).toBeLessThanOrEqual(60);
        expect(content.metaDescription.length, what).toBeGreaterThanOrEqual(120);
        expect(content.metaDescription.length, what).toBeLessThanOrEqual(160);
        expect(content.content, what).toMatch(words[language]);
        expect(content.content, what).not.toMatch(/\b(the|and|you|Delivery, payment and help)\b/);
        expect(linkedProductIds(content.content).length, what).toBeGreaterThan(0);
        expect(content.seoScore, what).toBeGreaterThanOrEqual(60);
      }
    }
    // The deal, by its name in the language, with its real prices.
    const fr = (await generate('best-deals', 'fr')).json().content;
    expect(fr.content).toContain(`[Robe chemise en lin](/product/${deal.product.id})`);
    // Amounts grouped as each language writes them (French with a narrow no-break space).
    expect(fr.content).toContain('24\u202f000 RWF au lieu de 30\u202f000 RWF (20 % de remise)');
    const rw = (await generate('best-deals', 'rw')).json().content;
    expect(rw.content).toContain(`[Ikanzu y’ishati y’ubudodo](/product/${deal.product.id})`);
    expect(rw.content).toContain('24.000 RWF aho kuba 30.000 RWF (hagabanyijweho 20%)');
    // A language the shop does not have is bad input.
    expect((await generate('best-deals', 'sw')).statusCode).toBe(400);
  });

  it('answers 404 for a job it does not know', async () => {
    const res = await t.app.inject({ url: '/api/seo/jobs/999999', headers: { cookie: admin } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ARTICLE_JOB_NOT_FOUND');
  });
});

describe('articles from the model', () => {
  const modelSaying = (content: string): LanguageModelProvider => ({
    model: 'fake',
    chatModel: () => fakeModel().respond(new AIMessage(content)),
  });

  const modelArticle = async (priceText: string) => {
    const data = await articleData(t.app.deps, 'best-deals');
    const [a, b] = data.deals;
    const body = `# Best deals in Kigali\n## Picks\n[${a?.name}](/product/${a?.id}) is ${priceText}.\n## More\n[${b?.name}](/product/${b?.id}) too.\n${'Shop the best deals today. '.repeat(30)}`;
    return JSON.stringify({
      title: 'Best deals in Kigali this week from Isoko',
      metaDescription:
        'The best deals in Kigali this week: real discounts on dresses and skirts at Isoko, with delivery across Rwanda and MoMo payment.',
      content: body,
      keywords: ['best deals', 'Kigali'],
      hashtags: ['#IsokoRwanda', 'BestDeals'],
    });
  };

  it('asks the model for the language the staff chose', async () => {
    const prompts: string[] = [];
    const llm = {
      model: 'fake',
      chatModel: () => ({
        invoke: async (messages: { content: string }[]) => {
          prompts.push(messages.map((m) => m.content).join('\n'));
          return new AIMessage('not an article');
        },
      }),
    } as unknown as LanguageModelProvider;
    const fr = await writeArticle({ ...t.app.deps, llm }, 'best-deals', undefined, 'fr');
    const rw = await writeArticle({ ...t.app.deps, llm }, 'best-deals', undefined, 'rw');
    expect(prompts[0]).toContain('in French only');
    expect(prompts[1]).toContain('in Kinyarwanda only');
    // The model's answer was refused: the chosen language's template is used instead.
    expect([fr.source, fr.content.language, rw.content.language]).toEqual(['template', 'fr', 'rw']);
  });

  it('keeps the model’s article when its prices are the catalogue’s', async () => {
    const llm = modelSaying(await modelArticle('30,000 RWF instead of 40,000 RWF, 25% off'));
    const r = await writeArticle({ ...t.app.deps, llm }, 'best-deals');
    expect(r.source).toBe('model');
    expect(r.content.title).toBe('Best deals in Kigali this week from Isoko');
    expect(r.content.hashtags).toEqual(['#IsokoRwanda', '#BestDeals']);
    expect(r.content.seoScore).toBeGreaterThan(50);
  });

  it('falls back to the template when the model invents a price or a discount, links elsewhere, or fails', async () => {
    const failing: LanguageModelProvider = {
      model: 'fake',
      chatModel: () => fakeModel().respond(new Error('down')),
    };
    const inventedLink = (await modelArticle('30,000 RWF')).replace(
      /\/product\/[0-9a-f-]{36}/,
      '/product/00000000-0000-4000-8000-000000000000',
    );
    for (const llm of [
      modelSaying(await modelArticle('only 25,000 RWF')),
      modelSaying(await modelArticle('30,000 RWF, 40% off')),
      modelSaying(inventedLink),
      modelSaying('no json here'),
      failing,
    ]) {
      const r = await writeArticle({ ...t.app.deps, llm }, 'best-deals');
      expect(r.source).toBe('template');
      expect(r.content.content).toContain('30,000 RWF instead of 40,000 RWF (25% off)');
    }
  });
});

/** A small OpenAI-compatible server answering every chat completion with `content` (plain or streamed). */
function startFakeOpenAi(content: string) {
  const bodies: Record<string, unknown>[] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    const body = JSON.parse(raw) as Record<string, unknown>;
    bodies.push(body);
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'tiny' };
      res.write(
        `data: ${JSON.stringify({ ...chunk, choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null }] })}\n\n`,
      );
      res.write(
        `data: ${JSON.stringify({ ...chunk, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: 'tiny',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  return new Promise<{ url: string; bodies: typeof bodies; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        bodies,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('articles through the real @langchain/openai client', () => {
  it('sends the prompt from prompts/article.txt with the real prices and keeps a checked answer', async () => {
    const data = await articleData(t.app.deps, 'best-deals');
    const [a, b] = data.deals;
    const answer = JSON.stringify({
      title: 'Best deals in Kigali this week from Isoko',
      metaDescription:
        'The best deals in Kigali this week: real discounts on dresses and skirts at Isoko, with delivery across Rwanda and MoMo payment.',
      content: `# Best deals\n## Picks\n[${a?.name}](/product/${a?.id}) costs 30,000 RWF.\n## More\n[${b?.name}](/product/${b?.id}).\n${'Shop the best deals. '.repeat(20)}`,
      keywords: ['best deals'],
      hashtags: ['#Isoko'],
    });
    const api = await startFakeOpenAi(`Here it is: ${answer}`);
    try {
      const llm = createLanguageModelProvider({ baseUrl: api.url, apiKey: 'test-key', model: 'tiny' });
      const r = await writeArticle({ ...t.app.deps, llm }, 'best-deals');
      expect(r.source).toBe('model');
      expect(r.content.title).toBe('Best deals in Kigali this week from Isoko');
      const sent = JSON.stringify(api.bodies[0]);
      expect(sent).toContain('You write blog articles for Isoko');
      expect(sent).toContain('price 30,000 RWF | original price 40,000 RWF | discount 25%');
    } finally {
      await api.close();
    }
  });
});
