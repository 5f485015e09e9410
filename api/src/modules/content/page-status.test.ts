import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_PAGE_PATTERNS } from '@isoko/shared/app-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCategory } from '../catalog/write-categories';

// Which page addresses the server answers 404: those the app can only say "not found" for.
const webDist = mkdtempSync(path.join(tmpdir(), 'isoko-page-status-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Isoko</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
let postId: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://shop.test' });
  const admin = (await createStaff(t.app.deps.db, 'admin')).cookie;
  await createCategory(t.app.deps, { name: 'Shoes', slug: 'shoes-status' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/blog/posts',
    headers: { cookie: admin },
    payload: {
      title: 'Shoes for the rainy season in Kigali',
      content: '# Shoes\n\n## Rain\nGood shoes for every shopper in Kigali when the rains come.',
      metaDescription: 'Shoes for the rain.',
      keywords: ['shoes'],
      hashtags: [],
      category: 'fashion',
      language: 'en',
    },
  });
  expect(res.statusCode).toBe(201);
  postId = res.json().post.id;
}, 60_000);
afterAll(async () => t?.close());

const status = async (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  (await t.app.inject({ method, url })).statusCode;

describe('the status of a page', () => {
  it('is 404 for a post the blog does not have, with the app that says so', async () => {
    for (const url of ['/blog/00000000-0000-0000-0000-000000000000', '/blog/garbage']) {
      const page = await t.app.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.body).toContain('<div id="root"></div>');
    }
    expect(await status('/blog/00000000-0000-0000-0000-000000000000', 'HEAD')).toBe(404);
    expect(await status(`/blog/${postId}`)).toBe(200);
    expect(await status(`/blog/${postId.toUpperCase()}/`)).toBe(200);
  });

  it('is 404 for an address no screen of the app draws', async () => {
    for (const url of ['/nope', '/nope?lang=fr', '/blog/a/b', '/about/us', '/admin/nope', '/dev']) {
      const page = await t.app.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.body).toContain('<div id="root"></div>');
    }
    expect(await status('/nope', 'HEAD')).toBe(404);
  });

  it('is 200 for every screen the app draws', async () => {
    const pages = APP_PAGE_PATTERNS.map((p) =>
      p
        .replace('/blog/:id', `/blog/${postId}`)
        .replace('/category/:slug', '/category/shoes-status')
        .replace(/:[^/]+/g, 'TRK-123'),
    ).filter((p) => !p.startsWith('/product/'));
    for (const url of [...pages, '/search?q=shoes', '/order-success?order=1', '/ABOUT', '/track/']) {
      expect([url, await status(url)]).toEqual([url, 200]);
    }
  });
});
