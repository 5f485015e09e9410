import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { firstScreenRequests } from '@isoko/shared/catalog/first-screen';
import { SHOP_TEAM_AUTHOR } from '@isoko/shared/content/author';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE } from '../../lib/nul-char';
import { createShopper, createStaff } from '../../test/fixtures';
import { freshIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trackEvent } from '../catalog/activity';
import { createProduct } from '../catalog/write';
import { createCategory } from '../catalog/write-categories';
import { createFlashDeal, deleteFlashDeal } from '../catalog/write-deals';
import { outboxEvents } from '../outbox/tables';
import { articleData } from './article-data';
import { MissingArticleData } from './article-templates';
import { generationResult, startGeneration, writeArticle } from './generate';
import { sitemapPartXml, sitemapXml } from './seo-pages';
import { blogPosts, contactMessages, newsletterSubscribers } from './tables';

const webDist = mkdtempSync(path.join(tmpdir(), 'isoko-content-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>Isoko</title><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'app-1.css'), '.site-header{color:green}');
writeFileSync(path.join(webDist, 'assets', 'cart-1.css'), '.cart-lines{gap:8px}');
// The bundler's record of which files each module became (see screen-files.ts).
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/routes/cart.tsx': {
      file: 'assets/cart-1.js',
      src: 'src/routes/cart.tsx',
      css: ['assets/cart-1.css'],
    },
    '_words-en-1.js': { file: 'assets/words-en-1.js', name: 'words-en' },
    '_words-fr-1.js': { file: 'assets/words-fr-1.js', name: 'words-fr' },
  }),
);

let t: TestApp;
let cookies: { admin: string; staff: string; shopper: string };
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST: webDist,
    ADMIN_SMS_PHONE: '+250788123456',
    PUBLIC_URL: 'https://shop.test',
  });
  const { db } = t.app.deps;
  cookies = {
    admin: (await createStaff(db, 'admin')).cookie,
    staff: (await createStaff(db, 'staff')).cookie,
    shopper: (await createShopper(db)).cookie,
  };
  categoryId = (await createCategory(t.app.deps, { name: 'Dresses', slug: 'dresses-blog' })).id;
}, 60_000);
afterAll(async () => t?.close());

const post = (body: Record<string, unknown>, cookie = cookies.admin) =>
  t.app.inject({ method: 'POST', url: '/api/blog/posts', headers: { cookie }, payload: body });

const article = (over: Record<string, unknown> = {}) => ({
  title: 'Best Deals at Isoko This Week in Kigali',
  content: '# Best Deals\n\n## Today\nSome real deals for every shopper in Kigali this week.\n- One\n* Two',
  metaDescription: 'The best deals of the week.',
  keywords: ['best deals', 'Kigali'],
  hashtags: ['#IsokoRwanda'],
  category: 'best-deals',
  seoScore: 72,
  ...over,
});

describe('publishing and generating need an admin', () => {
  it('answers 401 anonymous, 403 shopper, 403 staff, 201 admin for Publish to Blog', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blog/posts', payload: article() })).statusCode,
    ).toBe(401);
    expect((await post(article(), cookies.shopper)).statusCode).toBe(403);
    expect((await post(article(), cookies.staff)).statusCode).toBe(403);
    const res = await post(article());
    expect(res.statusCode).toBe(201);
    expect(res.json().post).toMatchObject({
      title: 'Best Deals at Isoko This Week in Kigali',
      seoScore: 72,
      views: 0,
    });
  });

  it('answers 401 anonymous, 403 shopper and staff for generation; 400 for a missing or unknown topic', async () => {
    const gen = (payload: unknown, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/seo/generate',
        headers: cookie ? { cookie } : {},
        payload: payload as object,
      });
    expect((await gen({ topic: 'best-deals' })).statusCode).toBe(401);
    expect((await gen({ topic: 'best-deals' }, cookies.shopper)).statusCode).toBe(403);
    expect((await gen({ topic: 'best-deals' }, cookies.staff)).statusCode).toBe(403);
    const missing = await gen({}, cookies.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    expect((await gen({ topic: 'weather' }, cookies.admin)).statusCode).toBe(400);
  });

  it('refuses a post without a title or with an unknown category (400), storing nothing', async () => {
    const before = (await t.app.deps.db.select().from(blogPosts)).length;
    expect((await post(article({ title: '' }))).statusCode).toBe(400);
    expect((await post(article({ category: 'gossip' }))).statusCode).toBe(400);
    expect((await t.app.deps.db.select().from(blogPosts)).length).toBe(before);
  });

  it('stores the title and text staff corrected; an empty or blank one is refused naming the field', async () => {
    const before = (await t.app.deps.db.select().from(blogPosts)).length;
    const blank = [
      [{ title: '   ' }, 'title'],
      [{ content: '' }, 'content'],
      [{ content: ' \n ' }, 'content'],
    ] as const;
    for (const [over, field] of blank) {
      const res = await post(article(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([field]);
    }
    expect((await t.app.deps.db.select().from(blogPosts)).length).toBe(before);
    const corrected = {
      title: 'Kigali Deals, Checked by Our Team',
      content: '# Kigali deals\n## Checked by hand\nEvery price below was checked in the shop this morning.',
    };
    const res = await post(article(corrected));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().post).toMatchObject(corrected);
  });
});

describe('reading the blog', () => {
  it('lists posts newest first, searches, filters by chip, and AI Generated means a score', async () => {
    await post(
      article({ title: 'Kitenge styles for church on Sunday', category: 'fashion', seoScore: null }),
    );
    await post(
      article({ title: 'A phone that lasts all day in Rwanda', category: 'electronics', seoScore: null }),
    );
    const all = (await t.app.inject({ url: '/api/blog/posts' })).json();
    expect(all.success).toBe(true);
    expect(all.posts[0].title).toBe('A phone that lasts all day in Rwanda');
    expect(all.posts[0]).toMatchObject({ readTime: '1 min read', author: expect.any(String) });
    expect(all.posts[0]).not.toHaveProperty('content');

    const found = (await t.app.inject({ url: '/api/blog/posts?search=kitenge' })).json();
    expect(found.posts.map((p: { title: string }) => p.title)).toEqual([
      'Kitenge styles for church on Sunday',
    ]);
    const ai = (await t.app.inject({ url: '/api/blog/posts?category=ai-generated' })).json();
    expect(ai.posts.every((p: { seoScore: number | null }) => p.seoScore !== null)).toBe(true);
    expect(ai.total).toBeGreaterThanOrEqual(1);
    // best-deals (a generator topic) sits under Shopping Tips
    const tips = (await t.app.inject({ url: '/api/blog/posts?category=shopping-tips' })).json();
    expect(tips.posts.map((p: { category: string }) => p.category)).toContain('best-deals');
    const electronics = (
      await t.app.inject({ url: '/api/blog/posts?category=electronics&limit=1&page=1' })
    ).json();
    expect(electronics).toMatchObject({ total: 1, pages: 1 });
    expect((await t.app.inject({ url: '/api/blog/posts?category=weather' })).statusCode).toBe(400);
    // The chip's name as shown works too, and a generator topic lists its own posts.
    const named = (await t.app.inject({ url: '/api/blog/posts?category=AI%20Generated' })).json();
    expect(named.total).toBe(ai.total);
    const topic = (await t.app.inject({ url: '/api/blog/posts?category=best-deals' })).json();
    expect(topic.posts.every((p: { category: string }) => p.category === 'best-deals')).toBe(true);
    expect((await t.app.inject({ url: '/api/blog/posts?category=All&limit=500' })).json().total).toBe(
      all.total,
    );
  });

  it('counts a view once per visitor and day, and answers 404 for an unknown id', async () => {
    const id = (await post(article({ title: 'Counting views on Isoko blog' }))).json().post.id;
    const read = (device: string) =>
      t.app.inject({ url: `/api/blog/posts/${id}`, headers: { 'x-device-id': device } });
    expect((await read('device-a')).json().post.views).toBe(1);
    expect((await read('device-a')).json().post.views).toBe(1);
    expect((await read('device-b')).json().post.views).toBe(2);
    const unknown = await t.app.inject({ url: '/api/blog/posts/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('POST_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/blog/posts/not-a-uuid' })).statusCode).toBe(404);
  });
});

/** The JSON-LD objects a page's head carries, in order. */
const jsonLdIn = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );

describe('what crawlers read', () => {
  it('writes a post containing <script> as escaped text in the page head and JSON-LD', async () => {
    const evil = '<script>alert("x")</script> Deals';
    const id = (
      await post(article({ title: `${evil} for Kigali shoppers`, metaDescription: `${evil} "quoted"` }))
    ).json().post.id;
    const res = await t.app.inject({ url: `/blog/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Deals for Kigali shoppers');
    expect(html).toContain(`<link rel="canonical" href="https://shop.test/blog/${id}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    const ld = jsonLdIn(html);
    expect(ld.map((l) => l['@type'])).toEqual(['BlogPosting', 'Organization']);
    expect(ld[0].headline).toBe(`${evil} for Kigali shoppers`);
    // one description only: the app's own is replaced
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('says in the post page’s JSON-LD which language the post is written in', async () => {
    const id = (
      await post(article({ title: 'Les bonnes affaires de la semaine à Kigali', language: 'fr' }))
    ).json().post.id;
    const ld = jsonLdIn((await t.app.inject({ url: `/blog/${id}` })).body);
    expect(ld[0]).toMatchObject({ '@type': 'BlogPosting', inLanguage: 'fr' });
    const english = (await post(article({ title: 'Best deals of the week in Kigali' }))).json().post.id;
    expect(jsonLdIn((await t.app.inject({ url: `/blog/${english}?lang=rw` })).body)[0].inLanguage).toBe('en');
  });

  it('lets an admin delete a post: gone from the list, its page and the sitemap', async () => {
    const id = (await post(article({ title: 'Flash deals that have ended' }))).json().post.id;
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(id);
    const del = (cookie?: string, postId = id) =>
      t.app.inject({ method: 'DELETE', url: `/api/blog/posts/${postId}`, headers: cookie ? { cookie } : {} });
    expect((await del()).statusCode).toBe(401);
    expect((await del(cookies.shopper)).statusCode).toBe(403);
    expect((await del(cookies.staff)).statusCode).toBe(403);
    expect((await del(cookies.admin)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/blog/posts/${id}` })).statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/api/blog/posts?limit=50' })).json();
    expect(list.posts.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(id);
    expect((await del(cookies.admin)).statusCode).toBe(404);
    expect((await del(cookies.admin, 'not-a-post')).statusCode).toBe(404);
  });

  it('lets an admin unpublish a post and publish it again: off the blog, search, sitemap and its address meanwhile', async () => {
    const title = 'Kitenge flash prices of the short rains';
    const id = (await post(article({ title }))).json().post.id;
    const french = (
      await post(article({ title: 'Prix flash du kitenge', language: 'fr', translationOf: id }))
    ).json().post.id;
    const put = (body: unknown, cookie?: string, postId = id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/blog/posts/${postId}/published`,
        headers: cookie ? { cookie } : {},
        payload: body as Record<string, unknown>,
      });
    const onBlog = async () => {
      const listed = (await t.app.inject({ url: '/api/blog/posts?limit=50' })).json().posts;
      const found = (
        await t.app.inject({ url: `/api/blog/posts?search=${encodeURIComponent(title)}` })
      ).json().posts;
      return {
        listed: listed.some((p: { id: string }) => p.id === id),
        found: found.some((p: { id: string }) => p.id === id),
        api: (await t.app.inject({ url: `/api/blog/posts/${id}` })).statusCode,
        page: (await t.app.inject({ url: `/blog/${id}` })).statusCode,
        sitemap: (await t.app.inject({ url: '/sitemap.xml' })).body.includes(id),
        // The French version links to its English original only while the original is on the blog.
        linked: (await t.app.inject({ url: `/api/blog/posts/${french}` }))
          .json()
          .post.translations.some((v: { id: string }) => v.id === id),
      };
    };
    const shown = { listed: true, found: true, api: 200, page: 200, sitemap: true, linked: true };
    expect(await onBlog()).toEqual(shown);

    expect((await put({ published: false })).statusCode).toBe(401);
    expect((await put({ published: false }, cookies.shopper)).statusCode).toBe(403);
    expect((await put({ published: false }, cookies.staff)).statusCode).toBe(403);
    const bad = await put({ published: 'no' }, cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const unknown = await put({ published: false }, cookies.admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('POST_NOT_FOUND');
    expect((await put({ published: false }, cookies.admin, 'not-a-post')).json().error.code).toBe(
      'POST_NOT_FOUND',
    );

    const off = await put({ published: false }, cookies.admin);
    expect(off.statusCode).toBe(200);
    expect(off.json().post.id).toBe(id);
    expect(await onBlog()).toEqual({
      listed: false,
      found: false,
      api: 404,
      page: 404,
      sitemap: false,
      linked: false,
    });
    // Staff find it among the unpublished posts (admins only); doing it twice changes nothing.
    const unpublished = (cookie?: string) =>
      t.app.inject({ url: '/api/blog/unpublished', headers: cookie ? { cookie } : {} });
    expect((await unpublished()).statusCode).toBe(401);
    expect((await unpublished(cookies.staff)).statusCode).toBe(403);
    expect((await unpublished(cookies.admin)).json().posts.map((p: { id: string }) => p.id)).toContain(id);
    expect((await put({ published: false }, cookies.admin)).statusCode).toBe(200);

    expect((await put({ published: true }, cookies.admin)).statusCode).toBe(200);
    expect(await onBlog()).toEqual(shown);
    expect((await unpublished(cookies.admin)).json().posts.map((p: { id: string }) => p.id)).not.toContain(
      id,
    );

    // With its French version off the blog, French readers get the English post in its place.
    const frenchList = async () =>
      (await t.app.inject({ url: '/api/blog/posts?lang=fr&limit=50' }))
        .json()
        .posts.map((p: { id: string }) => p.id);
    expect(await frenchList()).toContain(french);
    expect(await frenchList()).not.toContain(id);
    expect((await put({ published: false }, cookies.admin, french)).statusCode).toBe(200);
    expect(await frenchList()).not.toContain(french);
    expect(await frenchList()).toContain(id);
  });

  it('bylines a published article as the shop’s team unless the staff member signs it', async () => {
    const generated = (await post(article({ title: 'Rain jackets for the long rains' }))).json().post;
    expect(generated.author).toBe(SHOP_TEAM_AUTHOR);
    const signed = (await post(article({ title: 'My pick of rain jackets', signed: true }))).json().post;
    expect(signed.author).not.toBe(SHOP_TEAM_AUTHOR);
  });

  it('names a staff writer as a person and the shop’s team posts as the shop itself', async () => {
    const byStaff = (
      await post(article({ title: 'Choosing a rain jacket for Musanze', signed: true }))
    ).json().post.id;
    const staffLd = jsonLdIn((await t.app.inject({ url: `/blog/${byStaff}?lang=fr` })).body)[0];
    expect(staffLd.author['@type']).toBe('Person');
    expect(staffLd.author.name).not.toBe(SHOP_TEAM_AUTHOR);
    const [team] = await t.app.deps.db
      .update(blogPosts)
      .set({ author: SHOP_TEAM_AUTHOR })
      .where(eq(blogPosts.id, byStaff))
      .returning();
    expect(team?.author).toBe(SHOP_TEAM_AUTHOR);
    for (const lang of ['fr', 'rw']) {
      const ld = jsonLdIn((await t.app.inject({ url: `/blog/${byStaff}?lang=${lang}` })).body)[0];
      expect(ld.author).toEqual({ '@type': 'Organization', name: 'Isoko' });
    }
  });

  it('gives a product page its Product JSON-LD and Open Graph tags, the home page the Organization', async () => {
    const made = await createProduct(t.app.deps, {
      name: 'Ankara maxi dress',
      categoryId,
      price: 45_000,
      variants: [{ stock: 4 }],
    });
    const html = (await t.app.inject({ url: `/product/${made.product.id}` })).body;
    const ld = jsonLdIn(html);
    expect(ld[0]).toMatchObject({
      '@type': 'Product',
      name: 'Ankara maxi dress',
      offers: { priceCurrency: 'RWF', price: 45_000, availability: 'https://schema.org/InStock' },
    });
    expect(html).toContain('<meta property="og:title" content="Ankara maxi dress');
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('<link rel="canonical" href="https://shop.test/" />');
    expect(html).toContain('<meta property="og:locale" content="en_RW" />');
    const french = (await t.app.inject({ url: `/product/${made.product.id}?lang=fr` })).body;
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('<meta property="og:locale" content="fr_RW" />');
    // Each language's page is its own canonical version and names the others for search engines.
    const productUrl = `https://shop.test/product/${made.product.id}`;
    expect(french).toContain(`<link rel="canonical" href="${productUrl}?lang=fr" />`);
    expect(html).toContain(`<link rel="canonical" href="${productUrl}" />`);
    for (const page of [html, french]) {
      expect(page).toContain(`<link rel="alternate" hreflang="en" href="${productUrl}" />`);
      expect(page).toContain(`<link rel="alternate" hreflang="fr" href="${productUrl}?lang=fr" />`);
      expect(page).toContain(`<link rel="alternate" hreflang="rw" href="${productUrl}?lang=rw" />`);
      expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${productUrl}" />`);
    }
    // A running flash deal: the offer is the deal price the page asks for.
    const now = Date.now();
    const deal = await createFlashDeal(t.app.deps, {
      productId: made.product.id,
      dealPrice: 36_000,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    const inDeal = jsonLdIn((await t.app.inject({ url: `/product/${made.product.id}` })).body);
    expect(inDeal[0]).toMatchObject({ offers: { priceCurrency: 'RWF', price: 36_000 } });
    // Later tests need a shop without deals.
    await deleteFlashDeal(t.app.deps, deal.id);
    const category = (await t.app.inject({ url: '/category/dresses-blog' })).body;
    expect(category).toContain('<title>Dresses — Isoko</title>');
    // An unknown category is a 404 that still starts the app, which says "Category not found".
    const known = await t.app.inject({ url: '/category/dresses-blog' });
    expect(known.statusCode).toBe(200);
    const noCategory = await t.app.inject({ url: '/category/no-such-cat' });
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.headers['content-type']).toContain('text/html');
    expect(noCategory.body).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'HEAD', url: '/category/no-such-cat/' })).statusCode).toBe(404);
  });

  it('answers an unknown product’s page 404, still with the app that says "Product not found"', async () => {
    const made = await createProduct(t.app.deps, {
      name: 'Imigongo print shirt',
      categoryId,
      price: 18_000,
      variants: [{ stock: 2 }],
    });
    // The product's page by id and by slug, as the app links to both.
    expect((await t.app.inject({ url: `/product/${made.product.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/product/${made.product.slug}` })).statusCode).toBe(200);
    // Any id the catalogue has no product for: a uuid, a number, a word, an encoded one.
    for (const id of ['00000000-0000-4000-8000-000000000000', '12345', 'no-such-product', 'robe%20rouge']) {
      const page = await t.app.inject({ url: `/product/${id}` });
      expect(page.statusCode, id).toBe(404);
      expect(page.headers['content-type'], id).toContain('text/html');
      expect(page.body, id).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/product/no-such-product/' })).statusCode).toBe(404);
  });

  it('puts the first screen’s catalogue answers in the home and product pages, as the API sends them', async () => {
    const made = await createProduct(t.app.deps, {
      name: "Kitenge wrap $& $' </script><script>alert(1)</script>",
      categoryId,
      price: 52_000,
      variants: [{ stock: 3 }],
    });
    const inPage = (html: string) => {
      const match = /<script type="application\/json" id="first-screen-answers">([\s\S]*?)<\/script>/.exec(
        html,
      );
      return match
        ? (JSON.parse(match[1] ?? '') as { lang: string; answers: Record<string, unknown> })
        : null;
    };
    const productPage = await t.app.inject({ url: `/product/${made.product.id}` });
    // The product's name cannot close the element: it stays data, `$&` included.
    expect(productPage.body).not.toContain('<script>alert(1)');
    expect(productPage.body).toContain('<title>Kitenge wrap $&#38; $&#39; &#60;/script&#62;');
    const answers = inPage(productPage.body);
    expect(answers?.lang).toBe('en');
    const api = await t.app.inject({ url: `/api/products/${made.product.id}` });
    expect(answers?.answers[`/api/products/${made.product.id}`]).toEqual(api.json());

    const home = inPage((await t.app.inject({ url: '/' })).body);
    expect(Object.keys(home?.answers ?? {})).toEqual([
      '/api/products/featured?limit=12',
      '/api/products/flash-deals?limit=6',
      '/api/products/trending?limit=12',
      '/api/products/best-deals?limit=8',
      '/api/categories/hierarchical/all',
    ]);
    for (const [apiPath, answer] of Object.entries(home?.answers ?? {})) {
      expect(answer).toEqual((await t.app.inject({ url: apiPath })).json());
    }
    // A listing without filters: its page (and its category), as the API sends them.
    for (const page of ['/shop', '/category/dresses-blog']) {
      const answers = inPage((await t.app.inject({ url: page })).body)?.answers ?? {};
      expect(Object.keys(answers).length).toBeGreaterThan(0);
      for (const [apiPath, answer] of Object.entries(answers)) {
        expect(answer).toEqual((await t.app.inject({ url: apiPath })).json());
      }
    }
    expect(inPage((await t.app.inject({ url: '/shop?minRating=4' })).body)).toBeNull();
    // A link naming the language is still the unfiltered listing, answered in that language.
    const french = inPage((await t.app.inject({ url: '/shop?lang=fr' })).body);
    expect(french?.lang).toBe('fr');
    expect(Object.keys(french?.answers ?? {})).toEqual(firstScreenRequests('/shop').map((r) => r.path));
    // Storefront pages show the shop's header bar before their scripts run; the back-office does not.
    const cart = (await t.app.inject({ url: '/cart' })).body;
    expect(cart).toContain('<div id="boot-shell"');
    // The page's stylesheet comes inside it; its link stays, disabled, for the script loader.
    expect(cart).toContain('<style>.site-header{color:green}</style>');
    expect(cart).toContain('<link rel="stylesheet" href="/assets/app-1.css" disabled>');
    expect((await t.app.inject({ url: '/admin/orders' })).body).not.toContain('boot-shell');
    // In the reader's language; none for an unknown product or a page without catalogue answers.
    expect(inPage((await t.app.inject({ url: '/?lang=fr' })).body)?.lang).toBe('fr');
    expect(
      inPage((await t.app.inject({ url: '/product/00000000-0000-4000-8000-000000000000' })).body),
    ).toBeNull();
    expect(inPage((await t.app.inject({ url: '/cart' })).body)).toBeNull();
  });

  it('names the first screen’s pictures in the head, the largest first with high priority', async () => {
    const made = await createProduct(t.app.deps, {
      name: 'Kitenge skirt with a photo',
      categoryId,
      price: 31_000,
      media: [{ url: '/media/uploads/0b6f3f0e-8d3c-4a53-9d61-3f1e2c4b5a69-1280.webp', kind: 'image' }],
      isFeatured: true,
      variants: [{ stock: 2 }],
    });
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const page = (await t.app.inject({ url: `/product/${made.product.id}` })).body;
    const upload = '/media/uploads/0b6f3f0e-8d3c-4a53-9d61-3f1e2c4b5a69';
    expect(preloads(page)).toEqual([
      `<link rel="preload" as="image" imagesrcset="${upload}-320.webp 320w, ${upload}-640.webp 640w, ${upload}-1280.webp 1280w" imagesizes="(max-width: 700px) 100vw, 560px" fetchpriority="high">`,
    ]);
    // In the head, before the page's first script or stylesheet is asked for.
    expect(page.indexOf('rel="preload" as="image"')).toBeLessThan(page.indexOf('<title>'));
    expect(page.indexOf('</head>')).toBeGreaterThan(page.indexOf('rel="preload" as="image"'));

    // The home page: the first two featured products' pictures (the previews beside the welcome
    // text); a product without a picture shows a drawing and names none.
    const featured = (await t.app.inject({ url: '/api/products/featured?limit=12' })).json().data as {
      mainImage: string;
    }[];
    const expected = featured
      .slice(0, 2)
      .map((p) => p.mainImage)
      .filter(Boolean);
    expect(expected).toContain(`${upload}-1280.webp`);
    const home = preloads((await t.app.inject({ url: '/' })).body);
    // Named by srcset when stored at several widths, by href otherwise.
    const pictureOf = (link: string) => /(?:href|imagesrcset)="([^" ]+)/.exec(link)?.[1];
    expect(home.map(pictureOf)).toEqual(expected.map((url) => url.replace('-1280.webp', '-320.webp')));
    expect(home[0]).toContain('fetchpriority="high"');
    expect(home.slice(1).join('')).not.toContain('fetchpriority');
    // A listing: its first two cards. No page without first-screen answers names any.
    const listingPath = firstScreenRequests('/shop')[0]!.path;
    const listing = (await t.app.inject({ url: listingPath })).json();
    const shop = preloads((await t.app.inject({ url: '/shop' })).body);
    expect(shop.map(pictureOf)).toEqual(
      listing.data
        .slice(0, 2)
        .map((p: { mainImage: string }) => p.mainImage.replace('-1280.webp', '-320.webp'))
        .filter(Boolean),
    );
    expect(preloads((await t.app.inject({ url: '/cart' })).body)).toEqual([]);
    expect(preloads((await t.app.inject({ url: '/shop?minRating=4' })).body)).toEqual([]);
  });

  it('names the landing screen’s code and the words of the browser’s language in the head, not on staff pages', async () => {
    const named = (html: string) =>
      [...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    const cart = await t.app.inject({ url: '/cart', headers: { 'accept-language': 'fr-RW,en;q=0.8' } });
    expect(named(cart.body)).toEqual(['/assets/words-fr-1.js', '/assets/cart-1.js']);
    // The screen's stylesheet is written in, its link kept (disabled) so the app does not fetch it.
    expect(cart.body).toContain(
      '<style>.cart-lines{gap:8px}</style><link rel="stylesheet" crossorigin href="/assets/cart-1.css" disabled>',
    );
    expect(cart.body.indexOf('.cart-lines')).toBeGreaterThan(cart.body.indexOf('.site-header{color:green}'));
    // The app starts in the browser's first language, not the best of the list.
    const about = await t.app.inject({ url: '/about', headers: { 'accept-language': 'de-DE,fr;q=0.9' } });
    expect(named(about.body)).toEqual(['/assets/words-en-1.js']);
    // A link naming a language opens in it, whatever the browser's: its words are the ones named.
    const linked = await t.app.inject({ url: '/cart?lang=en', headers: { 'accept-language': 'fr-RW' } });
    expect(named(linked.body)).toEqual(['/assets/words-en-1.js', '/assets/cart-1.js']);
    expect(named((await t.app.inject({ url: '/admin/login' })).body)).toEqual([]);
  });

  it('answers HEAD for a page like GET, without the body', async () => {
    for (const url of ['/', '/shop', '/cart']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/no-such-route' })).statusCode).toBe(404);
  });

  it('sends pages and product lists compressed to a browser that accepts it, and plain otherwise', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const list = await t.app.inject({ url: '/api/products?limit=24', headers: { 'accept-encoding': 'br' } });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString())).toMatchObject({ success: true });
  });

  it('lists products, categories and posts in sitemap.xml, and a new post at once', async () => {
    const first = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(first).toContain('<loc>https://shop.test/category/dresses-blog</loc>');
    expect(first).toMatch(/<loc>https:\/\/shop\.test\/product\/[0-9a-f-]{36}<\/loc>/);
    const id = (await post(article({ title: 'A post the sitemap must list' }))).json().post.id;
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(`/blog/${id}</loc>`);
    const made = await createProduct(t.app.deps, {
      name: 'New kitenge skirt',
      categoryId,
      price: 9_000,
      variants: [{ stock: 1 }],
    });
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(`/product/${made.product.id}</loc>`);
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://shop.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin');
  });

  it('splits a sitemap too large for one file into numbered parts named by an index', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    const whole = locs((await t.app.inject({ url: '/sitemap.xml' })).body);
    // A small shop fits in one file: no numbered parts.
    expect(whole.length).toBeGreaterThan(10);
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).statusCode).toBe(404);

    // Parts of 4 addresses: the index names each part once, with its latest change.
    const partSize = 4;
    const index = await sitemapXml(t.app.deps, partSize);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    const parts = Math.ceil(whole.length / partSize);
    expect(locs(index)).toEqual(
      Array.from({ length: parts }, (_, i) => `https://shop.test/sitemap-${i + 1}.xml`),
    );
    expect(index.match(/<sitemap><loc>[^<]*<\/loc><lastmod>/g)?.length).toBeGreaterThan(0);
    // Together the parts name every page of the single file, in the same order, each once.
    const inParts: string[] = [];
    for (let n = 1; n <= parts; n++) {
      const part = await sitemapPartXml(t.app.deps, n, partSize);
      expect(part).toContain('<urlset');
      expect(locs(part ?? '').length).toBeLessThanOrEqual(partSize);
      inParts.push(...locs(part ?? ''));
    }
    expect(inParts).toEqual(whole);
    // Past the last part, or before the first, there is none.
    expect(await sitemapPartXml(t.app.deps, parts + 1, partSize)).toBeNull();
    expect(await sitemapPartXml(t.app.deps, 0, partSize)).toBeNull();
    // "01" is not an address the index names; words are not parts at all.
    expect((await t.app.inject({ url: '/sitemap-01.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap-99999999999999999999.xml' })).statusCode).toBe(404);
  });

  it('names each page’s language versions in sitemap.xml with the addresses its head names', async () => {
    const made = await createProduct(t.app.deps, {
      name: 'Imigongo wall art',
      categoryId,
      price: 38_000,
      variants: [{ stock: 2 }],
    });
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    // Well-formed as far as escaping goes: every `&` starts one of XML's own entities.
    expect(sitemap).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    // Every page, not only those checked below, names all four; a post names the versions it has
    // (blog-post-head.test.ts).
    const urls = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls.filter((u) => !u.includes('/blog/'))) {
      expect([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
        'en',
        'fr',
        'rw',
        'x-default',
      ]);
    }

    // Text of an attribute or element, XML's named entities and HTML's numbered ones undone.
    const textOf = (text: string) =>
      text
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
        .replace(
          /&(lt|gt|quot|apos);/g,
          (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
        )
        .replace(/&amp;/g, '&');
    const inHead = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [
        m[1],
        textOf(m[2] ?? ''),
      ]);
    const inSitemap = (address: string) => {
      const url = urls.find((u) => textOf(/<loc>([^<]*)<\/loc>/.exec(u)?.[1] ?? '') === address);
      return [
        ...(url ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g),
      ].map((m) => [m[1], textOf(m[2] ?? '')]);
    };
    // A product, two static pages and a category: the same four addresses in head and sitemap.
    for (const path of [`/product/${made.product.id}`, '/', '/blog', '/category/dresses-blog']) {
      const address = `https://shop.test${path}`;
      const head = inHead((await t.app.inject({ url: path })).body);
      expect(head.map(([hreflang]) => hreflang)).toEqual(['en', 'fr', 'rw', 'x-default']);
      expect(inSitemap(address)).toEqual(head);
      // The French page's head names the same versions as the English one.
      expect(inHead((await t.app.inject({ url: `${path}?lang=fr` })).body)).toEqual(head);
    }
    expect(inSitemap(`https://shop.test/product/${made.product.id}`)).toEqual([
      ['en', `https://shop.test/product/${made.product.id}`],
      ['fr', `https://shop.test/product/${made.product.id}?lang=fr`],
      ['rw', `https://shop.test/product/${made.product.id}?lang=rw`],
      ['x-default', `https://shop.test/product/${made.product.id}`],
    ]);
  });
});

/** The newest staff alert a contact message queued in the outbox. */
async function latestContactAlert() {
  const [event] = await t.app.deps.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, 'contact.received'))
    .orderBy(desc(outboxEvents.id))
    .limit(1);
  return event;
}

describe('newsletter and contact', () => {
  it('stores a valid e-mail once, with the consent text; refuses a bad one or no consent', async () => {
    const ip = freshIp();
    const sub = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/blog/newsletter', remoteAddress: ip, payload });
    expect((await sub({ email: 'Aline@Example.rw', consent: true })).statusCode).toBe(201);
    const again = await sub({ email: 'aline@example.rw', consent: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, created: false });
    expect((await sub({ email: 'not-an-email', consent: true })).statusCode).toBe(400);
    expect((await sub({ email: 'b@example.rw' })).statusCode).toBe(400);
    const rows = await t.app.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'aline@example.rw'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consentText).toContain('remove it at any time');
  });

  it('limits newsletter sign-ups from one address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/blog/newsletter',
        remoteAddress: ip,
        payload: { email: `limit${i}@example.rw`, consent: true },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('stores a contact message, queues the SMS alert to ADMIN_SMS_PHONE with it, and shows it to staff', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      payload: {
        name: 'Aline Uwase',
        phone: '0788 111 222',
        message: 'Do you deliver to Musanze on Saturdays?',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [stored] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ name: 'Aline Uwase', phone: '+250788111222', email: null });
    const event = await latestContactAlert();
    expect(event?.deliveries).toEqual([
      expect.objectContaining({
        kind: 'job',
        queue: 'sms',
        data: expect.objectContaining({ to: '+250788123456', kind: 'admin_alert' }),
      }),
    ]);
    const list = await t.app.inject({
      url: '/api/admin/contact-messages',
      headers: { cookie: cookies.staff },
    });
    expect(list.json().messages[0]).toMatchObject({
      id,
      name: 'Aline Uwase',
      message: 'Do you deliver to Musanze on Saturdays?',
    });
    expect((await t.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });

  it('refuses a message without a phone or e-mail, or too short (400), storing nothing', async () => {
    const before = (await t.app.deps.db.select().from(contactMessages)).length;
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload });
    expect((await send({ name: 'Jean', message: 'Hello, is the shop open?' })).statusCode).toBe(400);
    expect((await send({ name: 'Jean', email: 'jean@example.rw', message: 'Hi' })).statusCode).toBe(400);
    expect((await send({ name: 'Jean', phone: '12', message: 'Hello, is the shop open?' })).statusCode).toBe(
      400,
    );
    expect((await t.app.deps.db.select().from(contactMessages)).length).toBe(before);
  });

  it('stores a message with an emoji where the SMS preview is cut; refuses half an emoji with 400', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload });
    // The staff SMS quotes the first 120 characters; this emoji's two halves are the 120th and
    // 121st. Cut between them, the alert could not be stored in the outbox (a 500).
    const opening = 'Murakoze! '.repeat(12).slice(0, 119);
    const message = `${opening}😀 Do you deliver to Musanze on Saturdays?`;
    const res = await send({ name: 'Aline Uwase', phone: '0788 111 222', message });
    expect(res.statusCode).toBe(201);
    const event = await latestContactAlert();
    expect(event?.deliveries).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ message: expect.stringContaining(`${opening}…`) }),
      }),
    ]);

    // Half of a surrogate pair is not a character: refused before anything is stored.
    const before = (await t.app.deps.db.select().from(contactMessages)).length;
    const broken = await send({
      name: 'Aline \ud83d',
      phone: '0788 111 222',
      message: 'Hello, is the shop open?',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.name', message: LONE_SURROGATE_MESSAGE }],
    });
    expect((await t.app.deps.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('writing an article from templates', () => {
  it('fails without the data a topic needs (no deals), writing nothing', async () => {
    const before = (await t.app.deps.db.select().from(blogPosts)).length;
    await expect(writeArticle(t.app.deps, 'best-deals')).rejects.toBeInstanceOf(MissingArticleData);
    expect((await t.app.deps.db.select().from(blogPosts)).length).toBe(before);
  });

  it('counts as trending only products shoppers acted on; the newest products fill the list after them', async () => {
    const viewed = await createProduct(t.app.deps, {
      name: 'Viewed kitenge shirt',
      categoryId,
      price: 14_000,
      variants: [{ stock: 4 }],
    });
    // Created last: the newest product in the shop, with no activity at all.
    const newest = await createProduct(t.app.deps, {
      name: 'Brand new sandals',
      categoryId,
      price: 9_000,
      variants: [{ stock: 4 }],
    });
    await trackEvent(
      t.app.deps.catalog,
      { userId: 'device-trend-1', eventType: 'view', productId: viewed.product.id },
      null,
    );
    const data = await articleData(t.app.deps, 'trending-products');
    expect(data.trendingFromActivity).toBe(1);
    expect(data.trending.map((p) => p.id).slice(0, 2)).toEqual([viewed.product.id, newest.product.id]);
    const article = await writeArticle(t.app.deps, 'trending-products');
    expect(article.content.content).toContain('The first 1 come from what shoppers really did');
  });
});

describe('waiting for a generation', () => {
  it('answers with the job id to follow when the job is not done in time (no worker runs here)', async () => {
    const answer = await startGeneration(t.app.deps, 'staff-1', { topic: 'how-to-shop' }, 300);
    expect(answer).toMatchObject({ success: true, done: false, content: null, source: null });
    expect(answer.jobId).toMatch(/^\d+$/);
    expect(await generationResult(t.app.deps, answer.jobId)).toMatchObject({
      done: false,
      jobId: answer.jobId,
    });
    await t.app.deps.queues.get('articles').remove(answer.jobId);
  });
});
