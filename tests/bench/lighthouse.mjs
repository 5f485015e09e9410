// Phone benchmark: `node tests/bench/lighthouse.mjs` (npm run bench:lighthouse).
//
// Runs Lighthouse 12 (mobile profile: simulated slow 4G, CPU slowed 4x) with Debian's chromium
// against five storefront routes and prints one table: score, LCP, TBT, CLS, FCP and the
// kilobytes of JavaScript the page loaded before the network went idle, gzipped (level 9) and as
// sent (Brotli from the server's pre-compressed files).
//
// Without LH_URL it starts the shop itself in demo mode (embedded database) on its own port,
// data folder and Redis prefix, builds the web app into its own folder, and stops it at the end.
//
// Environment: LH_URL (an already running shop), LH_PORT (3214), LH_RUNS (1; the median run by
// score is kept), LH_ROUTES (comma-separated paths, default the five below), CHROME_PATH
// (/usr/bin/chromium), LH_JSON_DIR (a folder to keep each full report in), LH_THROTTLING
// (simulate, the default, or devtools: the slow network and CPU applied for real, which shows
// what round trips cost where the simulation can only estimate it). Measure on a quiet
// machine: the CPU slowdown multiplies any other load (the load average is printed, and each row
// gives Lighthouse's CPU benchmark index of the host during that run: higher is faster).

import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const CHROME_PATH = env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const RUNS = Math.max(1, Number(env.LH_RUNS ?? 1));
// 'simulate' (Lighthouse's default: the page loads at full speed and the slow phone is computed
// from its trace) or 'devtools' (the page really loads over the slowed network and CPU).
const THROTTLING = env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
if (env.LH_JSON_DIR) mkdirSync(env.LH_JSON_DIR, { recursive: true });

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Starts `npm start` in demo mode on a private port, data folder and Redis prefix. */
async function startShop() {
  const port = env.LH_PORT ?? '3214';
  const dataDir = path.join(root, '.data', `lighthouse-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...env,
      PORT: port,
      DATA_DIR: dataDir,
      REDIS_PREFIX: `isoko-lighthouse-${port}-${Date.now().toString(36)}`,
      // This checkout's own build folder: one shared by several checkouts was rebuilt only when
      // stale against the checkout that asked, so another checkout's build could be measured.
      WEB_DIST: env.WEB_DIST ?? path.join(root, '.data', 'lighthouse-dist'),
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Never leave the shop running behind a crash.
  process.on('exit', () => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, 300_000);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Picks a real category (one with products) and a real product from the running shop. */
async function pickRoutes(base) {
  const cats = await (await fetch(`${base}/api/products/categories`)).json();
  const category = cats.data.find((c) => (c.productCount ?? 1) > 0) ?? cats.data[0];
  const products = await (await fetch(`${base}/api/products?limit=1`)).json();
  const plist = products.data;
  if (!category?.slug || !plist[0]?.id) throw new Error('The shop has no category or product to measure.');
  return ['/', '/shop', `/category/${category.slug}`, `/product/${plist[0].id}`, '/cart'];
}

/** Bytes of script the page actually received (the server sends Brotli where the browser takes it). */
function sentScriptKb(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return (
    requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) /
    1024
  );
}

/** Gzipped size of every script the page loaded (each fetched again and compressed at level 9). */
async function gzippedScriptKb(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))];
  let bytes = 0;
  for (const url of scripts) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    bytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return bytes / 1024;
}

async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING,
  });
  const lhr = result.lhr;
  if (env.LH_JSON_DIR) {
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home';
    writeFileSync(path.join(env.LH_JSON_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: num('largest-contentful-paint') / 1000,
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint') / 1000,
    js: await gzippedScriptKb(lhr),
    sent: sentScriptKb(lhr),
    // Lighthouse's measure of this machine's CPU speed at the time of the run: the simulated
    // phone is this CPU slowed 4x, so a busy or slower host (a lower index) shows more TBT.
    benchmark: lhr.environment?.benchmarkIndex ?? Number.NaN,
    error: lhr.runtimeError?.message,
  };
}

const shop = env.LH_URL ? { url: env.LH_URL.replace(/\/$/, ''), stop() {} } : await startShop();
try {
  const routes = env.LH_ROUTES ? env.LH_ROUTES.split(',') : await pickRoutes(shop.url);
  // Warm the server (first reads fill its caches) so the table measures the page, not a cold start.
  for (const route of routes) await fetch(`${shop.url}${route}`).then((r) => r.arrayBuffer());
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A run whose trace failed (chromium's first navigation sometimes loses it) is run again.
        let run = await measure(`${shop.url}${route}`, chrome.port);
        for (let retry = 0; run.error && retry < 2; retry++)
          run = await measure(`${shop.url}${route}`, chrome.port);
        runs.push(run);
      }
      runs.sort((a, b) => a.score - b.score);
      rows.push({ route, ...runs[Math.floor(runs.length / 2)] });
    }
  } finally {
    await chrome.kill();
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\nLighthouse 12 mobile (${THROTTLING} throttling), ${shop.url}, ${RUNS} run(s) per route, load average ${load}\n`,
  );
  console.log('| Route | Score | LCP | TBT | CLS | FCP | JS gzip | JS sent | CPU index |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| \`${r.route}\` | ${r.score} | ${r.lcp.toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.fcp.toFixed(2)} s | ${r.js.toFixed(1)} KB | ${r.sent.toFixed(1)} KB | ${Math.round(r.benchmark)} |${r.error ? ` ${r.error}` : ''}`,
    );
  }
} finally {
  shop.stop();
}
