import { linkedProductIds } from '@isoko/shared/content/article-lines';
import { formatRwf } from '@isoko/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogSeedStep } from '../catalog/seed';
import { getProduct } from '../catalog/service';
import { shippingSeedStep } from '../shipping/seed';
import { blogSeedStep } from './seed';
import { blogPosts } from './tables';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const options = { products: 300, say: (l: string) => lines.push(l) };
  await shippingSeedStep.run(t.app.deps, options);
  await catalogSeedStep.run(t.app.deps, options);
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
      expect(content).toContain(`[${product.name}](/product/${id}): ${formatRwf(product.price)}`);
      if (language !== 'en' && product.name !== (await getProduct(t.app.deps.catalog, id)).name)
        translatedNames++;
    }
    expect(translatedNames).toBeGreaterThan(0);
  });

  it('are written once: a second run adds nothing', async () => {
    await blogSeedStep.run(t.app.deps, { products: 300, say: () => {} });
    expect(await t.app.deps.db.select().from(blogPosts)).toHaveLength(18);
  });
});
