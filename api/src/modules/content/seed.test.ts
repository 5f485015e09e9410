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
    const posts = await t.app.deps.db.select().from(blogPosts);
    expect(posts).toHaveLength(6);
    expect(posts.every((p) => p.seoScore === null && p.author === 'Isoko Team')).toBe(true);
    expect(new Set(posts.map((p) => p.category))).toEqual(
      new Set(['fashion', 'shopping-tips', 'electronics', 'business', 'home-living']),
    );
    expect(lines).toContain('Blog: 6 demo posts');
  });

  it('link only to real demo products and state their real prices', async () => {
    const posts = await t.app.deps.db.select().from(blogPosts);
    const linked = posts.flatMap((p) =>
      linkedProductIds(p.content).map((id) => ({ id, content: p.content })),
    );
    expect(linked.length).toBeGreaterThanOrEqual(10);
    for (const { id, content } of linked) {
      const product = await getProduct(t.app.deps.catalog, id);
      expect(content).toContain(`[${product.name}](/product/${id}): ${formatRwf(product.price)}`);
    }
  });

  it('are written once: a second run adds nothing', async () => {
    await blogSeedStep.run(t.app.deps, { products: 300, say: () => {} });
    expect(await t.app.deps.db.select().from(blogPosts)).toHaveLength(6);
  });
});
