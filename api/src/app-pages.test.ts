import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
