import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// A post is written in one language; each translation is a post with its own address. The head
// of its page and the sitemap say so to search engines.
const webDist = mkdtempSync(path.join(tmpdir(), 'isoko-post-head-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Isoko</title></head><body><div id="root"></div></body></html>',
);

const BASE = 'https://shop.test';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: BASE });
  admin = (await createStaff(t.app.deps.db, 'admin')).cookie;
}, 60_000);
afterAll(async () => t?.close());

const publish = async (body: Record<string, unknown>): Promise<string> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/blog/posts',
    headers: { cookie: admin },
    payload: {
      content: '# A post\n\n## Part\nEnough words in this article for the blog to take it.',
      category: 'fashion',
      ...body,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post.id;
};

const textOfAttr = (text: string) =>
  text.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
async function headOf(url: string, headers: Record<string, string> = {}) {
  const html = (await t.app.inject({ url, headers })).body;
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    ogLocale: /<meta property="og:locale" content="([^"]*)"/.exec(html)?.[1],
    canonical: textOfAttr(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map(
      (m) => [m[1], textOfAttr(m[2] ?? '')],
    ),
  };
}
const sitemapAlternates = (sitemap: string, address: string) => {
  const url = (sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? []).find((u) => u.includes(`<loc>${address}</loc>`));
  return [...(url ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
    (m) => [m[1], m[2]],
  );
};

describe('a blog post’s page head', () => {
  it('says the post’s language and names its translations, in the head and the sitemap', async () => {
    const en = await publish({ title: 'Dressing for a Kigali wedding' });
    const fr = await publish({
      title: 'S’habiller pour un mariage à Kigali',
      language: 'fr',
      translationOf: en,
    });
    const rw = await publish({ title: 'Kwambara neza mu bukwe i Kigali', language: 'rw', translationOf: en });
    const all = [
      ['en', `${BASE}/blog/${en}`],
      ['fr', `${BASE}/blog/${fr}`],
      ['rw', `${BASE}/blog/${rw}`],
      ['x-default', `${BASE}/blog/${en}`],
    ];
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const [id, lang, locale] of [
      [en, 'en', 'en_RW'],
      [fr, 'fr', 'fr_RW'],
      [rw, 'rw', 'rw_RW'],
    ] as const) {
      // Whatever language the address or the browser asks for: the post is in its own.
      for (const [url, headers] of [
        [`/blog/${id}`, {}],
        [`/blog/${id}?lang=fr`, {}],
        [`/blog/${id}`, { 'accept-language': 'rw' }],
      ] as const) {
        expect(await headOf(url, headers), url).toEqual({
          lang,
          ogLocale: locale,
          canonical: `${BASE}/blog/${id}`,
          alternates: all,
        });
      }
      expect(sitemapAlternates(sitemap, `${BASE}/blog/${id}`)).toEqual(all);
    }
  });

  it('names only the versions there are, and no x-default without an English one', async () => {
    const solo = await publish({ title: 'Guide des pagnes de Kigali', language: 'fr' });
    expect((await headOf(`/blog/${solo}`)).alternates).toEqual([['fr', `${BASE}/blog/${solo}`]]);
    const en = await publish({ title: 'Sandals for the dry season' });
    const rw = await publish({ title: 'Inkweto z’impeshyi', language: 'rw', translationOf: en });
    expect((await headOf(`/blog/${rw}`)).alternates).toEqual([
      ['en', `${BASE}/blog/${en}`],
      ['rw', `${BASE}/blog/${rw}`],
      ['x-default', `${BASE}/blog/${en}`],
    ]);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemapAlternates(sitemap, `${BASE}/blog/${solo}`)).toEqual([['fr', `${BASE}/blog/${solo}`]]);
    expect(sitemapAlternates(sitemap, `${BASE}/blog/${en}`)).toEqual(
      (await headOf(`/blog/${en}`)).alternates,
    );
  });
});
