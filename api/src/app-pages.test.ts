import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// A built web app in miniature: the page every screen is drawn from, and one hashed script.
const webDist = mkdtempSync(path.join(tmpdir(), 'isoko-app-pages-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Isoko</title></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("isoko");');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
}, 60_000);
afterAll(async () => t?.close());

describe('the web app’s pages and files', () => {
  it('draws every screen address from the app’s page', async () => {
    for (const url of ['/shop', '/search?q=robe.rouge']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    // A product the shop does not have: still the app's page (it says so), with status 404.
    const unknown = await t.app.inject({ url: '/product/kitenge-dress' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  it('draws the app’s page for an address with a NUL character, which only the API refuses', async () => {
    // The web app reads such a value as an unknown or empty one; the API's guard against text
    // PostgreSQL cannot store is for its own routes, where a 400 envelope is the answer.
    const warn = vi.spyOn(t.app.deps.log, 'warn');
    for (const url of [
      '/search?q=%00',
      '/shop?category=%00',
      '/?lang=%00',
      '/blog/%00',
      '/product/kitenge-dress?color=%00',
      '/search?q=robe%00rouge',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    // Nor does drawing it go wrong on the way (its head and the first screen's answers are looked
    // up as for any address; a failure there would be logged and the plain page sent).
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    for (const url of ['/api/products?search=%00', '/api/no-such-thing?q=%00']) {
      const api = await t.app.inject({ url });
      expect(api.statusCode, url).toBe(400);
      expect(api.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('serves the files that exist', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('answers a script, style or picture that is gone with 404, never the app’s page', async () => {
    for (const url of [
      '/assets/home-OLDHASH.js',
      '/assets/home-OLDHASH.css',
      '/logo-512.png',
      '/x.svg?v=2',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });
});
