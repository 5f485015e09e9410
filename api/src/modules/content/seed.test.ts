import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { linkedProductIds } from '@isoko/shared/content/article-lines';
import { formatRwf } from '@isoko/shared/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogSeedStep } from '../catalog/seed';
import { getProduct } from '../catalog/service';
import { flashDeals } from '../catalog/tables';
import { createFlashDeal } from '../catalog/write-deals';
import { shippingSeedStep } from '../shipping/seed';
import { blogSeedStep } from './seed';
import { blogPosts } from './tables';

let t: TestApp;
const lines: string[] = [];
/** The biggest regular discount, which the deals post names, put in a running flash deal. */
let inDeal: { id: string; price: number; original: number };
beforeAll(async () => {
  t = await createTestApp();
  const options = { products: 300, say: (l: string) => lines.push(l) };
  await shippingSeedStep.run(t.app.deps, options);
  await catalogSeedStep.run(t.app.deps, options);
  const [top] = await queryRows<{ id: string; price: number; original: number }>(
    t.app.deps.db,
    sql`select id, price, original_price as original from products
        where deleted_at is null and stock_total > 0 and original_price > price
        order by (original_price - price) * 100 / original_price desc, id limit 1`,
  );
  inDeal = top!;
  await t.app.deps.db.delete(flashDeals).where(eq(flashDeals.productId, inDeal.id));
  const now = Date.now();
  await createFlashDeal(t.app.deps, {
    productId: inDeal.id,
    dealPrice: Math.round(inDeal.price / 2),
    startsAt: new Date(now - 3_600_000).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
  });
  await blogSeedStep.run(t.app.deps, options);
}, 120_000);
afterAll(async () => t?.close());

describe('the demo blog posts', () => {
  it('are six posts by the team, none AI generated, each in a blog category', async () => {
    const posts = (await t.app.deps.db.select().from(blogPosts)).filter((p) => p.language === 'en');
    expect(posts).toHaveLength(6);
    expect(posts.every((p) => p.seoScore === null && p.author === 'Isoko Team')).toBe(true);
    expect(new Set(posts.map((p) => p.category))).toEqual(
      new Set(['fashion', 'shopping-tips', 'electronics', 'business', 'home-living']),
    );
    expect(lines).toContain('Blog: 6 demo posts in English, French and Kinyarwanda');
  });

  it('are each written in French and Kinyarwanda too: the same category, picture and products', async () => {
    const posts = await t.app.deps.db.select().from(blogPosts);
    const originals = posts.filter((p) => p.language === 'en');
    expect(originals.every((p) => p.translationOf === null)).toBe(true);
    for (const original of originals) {
      const versions = posts.filter((p) => p.translationOf === original.id);
      expect(versions.map((v) => v.language).sort()).toEqual(['fr', 'rw']);
      for (const v of versions) {
        expect(v).toMatchObject({ category: original.category, image: original.image });
        expect(v.publishedAt).toEqual(original.publishedAt);
        expect(linkedProductIds(v.content)).toEqual(linkedProductIds(original.content));
        // Written in the language, not a copy of the English text.
        expect(v.title).not.toBe(original.title);
        expect(v.content).not.toContain(original.content.split('\n')[1] ?? '');
      }
    }
    // A few words each language cannot do without, so a mixed-up version shows.
    const text = (lang: string) =>
      posts
        .filter((p) => p.language === lang)
        .map((p) => p.content)
        .join('\n');
    expect(text('fr')).toMatch(/\b(les|des|vous)\b/);
    expect(text('fr')).not.toMatch(/\b(the|you|and)\b/);
    expect(text('rw')).toMatch(/\b(kandi|mu|buri)\b/);
    expect(text('rw')).not.toMatch(/\b(the|you|les|vous)\b/);
    // The list in French shows the French posts.
    const fr = (await t.app.inject({ url: '/api/blog/posts?lang=fr&limit=50' })).json();
    expect(fr.total).toBe(6);
    expect(fr.posts.every((p: { language: string }) => p.language === 'fr')).toBe(true);
  });

  it('link only to real demo products, named in the post’s language, and state their real prices', async () => {
    const posts = await t.app.deps.db.select().from(blogPosts);
    const linked = posts.flatMap((p) =>
      linkedProductIds(p.content).map((id) => ({ id, content: p.content, language: p.language })),
    );
    expect(linked.length).toBeGreaterThanOrEqual(30);
    let translatedNames = 0;
    for (const { id, content, language } of linked) {
      const product = await getProduct(t.app.deps.catalog, id, language as 'en' | 'fr' | 'rw');
      // The price the product page shows: a running flash deal's.
      // Grouped as the post's language writes amounts (24,400 · 24 400 · 24.400 RWF).
      // French puts a no-break space before the colon.
      const colon = language === 'fr' ? '\u00a0: ' : ': ';
      expect(content).toContain(
        `[${product.name}](/product/${id})${colon}${formatRwf(shownPrice(product).price, language)}`,
      );
      if (language !== 'en' && product.name !== (await getProduct(t.app.deps.catalog, id)).name)
        translatedNames++;
    }
    expect(translatedNames).toBeGreaterThan(0);
  });

  it('follow French typography in French: a no-break space before : ; ? and ! (links and times aside)', async () => {
    const posts = (await t.app.deps.db.select().from(blogPosts)).filter((p) => p.language === 'fr');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const sentences = `${post.title}\n${post.excerpt ?? ''}\n${post.content}`
        .replace(/\]\([^)]*\)/g, ']')
        .replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, '')
        .replace(/\d:\d/g, '');
      const bare = [...sentences.matchAll(/(^|[\s\S])([:;?!])/gu)]
        .filter((m) => !['\u00a0', '\u202f'].includes(m[1] ?? ''))
        .map((m) => sentences.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + 3));
      expect(bare, post.title).toEqual([]);
    }
  });

  it('quote a product in a running flash deal at its deal price, worded as the deal', async () => {
    const posts = await t.app.deps.db.select().from(blogPosts);
    const product = await getProduct(t.app.deps.catalog, inDeal.id);
    const shown = shownPrice(product);
    expect(shown).toMatchObject({
      price: Math.round(inDeal.price / 2),
      original: inDeal.original,
      deal: true,
    });
    const price = (language: 'en' | 'fr' | 'rw') => formatRwf(shown.price, language);
    const original = (language: 'en' | 'fr' | 'rw') => formatRwf(shown.original ?? 0, language);
    const said = {
      en: `${price('en')} in a flash deal (was ${original('en')}, ${shown.percent}% off)`,
      fr: `${price('fr')} en vente flash (au lieu de ${original('fr')}, soit ${shown.percent} % de remise)`,
      rw: `${price('rw')} muri poromosiyo y’igihe gito (cyari ${original('rw')}, hagabanyijweho ${shown.percent}%)`,
    } as const;
    for (const language of ['en', 'fr', 'rw'] as const) {
      const quoting = posts.filter(
        (p) => p.language === language && p.content.includes(`/product/${inDeal.id})`),
      );
      expect(quoting.length, language).toBeGreaterThan(0);
      for (const post of quoting) {
        expect(post.content, language).toContain(said[language]);
        expect(post.content, language).not.toContain(formatRwf(inDeal.price, language));
      }
    }
  });

  it('are written once: a second run adds nothing', async () => {
    await blogSeedStep.run(t.app.deps, { products: 300, say: () => {} });
    expect(await t.app.deps.db.select().from(blogPosts)).toHaveLength(18);
  });
});
