import { chromium } from '@playwright/test';
import fs from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
await cdp.send('Tracing.end');
await done;
await browser.close();
// main thread of renderer
console.log("events", events.length); const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const busy = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').reduce((a, e) => a + (e.dur ?? 0), 0);
const main = mains.sort((a, b) => busy(b) - busy(a))[0];
const mt = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const tasks = mt.filter((e) => e.name === 'RunTask' && e.dur > 30000).sort((a, b) => a.ts - b.ts);
const t0 = mt.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const inner = mt.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur && e !== t && ['FunctionCall','EvaluateScript','v8.evaluateModule','TimerFire','FireAnimationFrame','EventDispatch','ParseHTML','Layout','UpdateLayoutTree','Paint','RunMicrotasks','v8.compileModule','XHRReadyStateChange','ResourceReceivedData'].includes(e.name));
  const top = inner.filter((e) => !inner.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur)).map((e) => `${e.name}${e.args?.data?.url ? ':' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''} ${(e.dur / 1000).toFixed(0)}`);
  console.log(`@${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)}ms`, top.slice(0, 6).join(' | '));
}
