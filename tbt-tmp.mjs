import { chromium } from '@playwright/test';
const [base, ...routes] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const route of routes) {
  const res = [];
  for (let r = 0; r < runs; r++) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      window.__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
      window.__lcp = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { lt, lcp, fcp } = await page.evaluate(() => ({ lt: window.__lt, lcp: window.__lcp, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
    const tbt = lt.filter(([s]) => s > (fcp ?? 0)).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
    res.push({ tbt, n: lt.length, max: Math.max(0, ...lt.map(([, d]) => d)), lcp, fcp });
    await ctx.close();
  }
  const med = (k) => res.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(res.length / 2)];
  console.log(route.padEnd(30), 'TBT~', Math.round(med('tbt')), 'maxTask', Math.round(med('max')), 'tasks', med('n'), 'FCP', Math.round(med('fcp')), 'LCP', Math.round(med('lcp')), ' all tbt:', res.map((x) => Math.round(x.tbt)).join(','));
}
await browser.close();
