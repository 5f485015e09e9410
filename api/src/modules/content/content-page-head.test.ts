import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTENT_PAGE_TEXTS } from './page-texts';

// The shop's own pages (about, contact, privacy, order tracking, the blog…) tell search engines
// their text in the page's language and name their three language versions, as the sitemap does.
const webDist = mkdtempSync(path.join(tmpdir(), 'isoko-content-head-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The app" /><title>Isoko</title></head><body><div id="root"></div></body></html>',
);

const BASE = 'https://shop.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: BASE });
}, 60_000);
afterAll(async () => t?.close());

const textOfAttr = (text: string) =>
  text.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
async function headOf(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  const html = res.body;
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: textOfAttr(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    descriptions: [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) =>
      textOfAttr(m[1] ?? ''),
    ),
    canonical: textOfAttr(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map(
      (m) => [m[1], textOfAttr(m[2] ?? '')],
    ),
  };
}

const PAGES = ['/about', '/contact', '/privacy', '/track', '/blog', '/shop', '/'];

describe('the head of the shop’s content pages', () => {
  it('has a title and description in the page’s language, its canonical address and three versions', async () => {
    const titles = new Set<string>();
    for (const page of PAGES) {
      const q = (lang: string) => `${page.includes('?') ? '&' : '?'}lang=${lang}`;
      const versions = [
        ['en', `${BASE}${page}`],
        ['fr', `${BASE}${page}${q('fr')}`],
        ['rw', `${BASE}${page}${q('rw')}`],
        ['x-default', `${BASE}${page}`],
      ];
      for (const [lang, url, canonical] of [
        ['en', page, `${BASE}${page}`],
        ['fr', `${page}${q('fr')}`, `${BASE}${page}${q('fr')}`],
        ['rw', `${page}${q('rw')}`, `${BASE}${page}${q('rw')}`],
      ] as const) {
        const head = await headOf(url);
        const text = CONTENT_PAGE_TEXTS[lang][page as keyof (typeof CONTENT_PAGE_TEXTS)['en']];
        expect(head, url).toEqual({
          lang,
          title: text.title,
          descriptions: [text.description],
          canonical,
          alternates: versions,
        });
        titles.add(text.title);
        // Each language says something of its own.
        if (lang !== 'en') {
          expect(text.description).not.toBe(CONTENT_PAGE_TEXTS.en[page as '/about'].description);
        }
      }
      // The browser's language, when the address names none; the canonical address stays the plain one.
      const byBrowser = await headOf(page, { 'accept-language': 'fr-FR,fr;q=0.9' });
      expect(byBrowser.lang).toBe('fr');
      expect(byBrowser.descriptions).toEqual([CONTENT_PAGE_TEXTS.fr[page as '/about'].description]);
      expect(byBrowser.canonical).toBe(`${BASE}${page}`);
    }
    expect(titles.size).toBe(PAGES.length * 3 - 1); // "Blog — Isoko" reads the same in French
  });

  it('names the same versions as the sitemap, which lists every one of these pages', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const urls = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    for (const page of PAGES) {
      const url = urls.find((u) => u.includes(`<loc>${BASE}${page}</loc>`));
      expect(url, page).toBeDefined();
      const inSitemap = [
        ...(url ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g),
      ].map((m) => [m[1], (m[2] ?? '').replace(/&amp;/g, '&')]);
      expect(inSitemap, page).toEqual((await headOf(`${page}?lang=rw`)).alternates);
    }
  });
});
