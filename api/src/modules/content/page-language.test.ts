import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Pages the server writes no head for (the shop, sign-in, about, the cart…) still say the
// language the app will start in, so screen readers and translators know it before any script.
const webDist = mkdtempSync(path.join(tmpdir(), 'isoko-page-language-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Isoko</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
}, 60_000);
afterAll(async () => t?.close());

const langOf = async (url: string, acceptLanguage?: string) => {
  const res = await t.app.inject({
    url,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(res.statusCode).toBe(200);
  return /<html lang="([^"]*)"/.exec(res.body)?.[1];
};

describe('the language a page says it is in', () => {
  it('is the one its address names, whatever the browser prefers', async () => {
    expect(await langOf('/about?lang=rw', 'fr-FR')).toBe('rw');
    expect(await langOf('/shop?lang=fr&category=electronics')).toBe('fr');
    expect(await langOf('/login?lang=en', 'fr')).toBe('en');
  });

  it('else the browser’s first language when the shop speaks it, else English', async () => {
    expect(await langOf('/track', 'fr-RW,en;q=0.8')).toBe('fr');
    expect(await langOf('/cart', 'rw')).toBe('rw');
    expect(await langOf('/about', 'de-DE,fr;q=0.9')).toBe('en');
    expect(await langOf('/blog')).toBe('en');
  });
});
