import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync('/tmp/page.cpuprofile'));
const rootPat = new RegExp(process.argv[2]);
const byId = new Map(p.nodes.map(n => [n.id, n])); const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = {}; p.samples.forEach((s, i) => { dt[s] = (dt[s] ?? 0) + p.timeDeltas[i] / 1000; });
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
const tot = (n) => (dt[n.id] ?? 0) + (n.children ?? []).reduce((a, c) => a + tot(byId.get(c)), 0);
const roots = p.nodes.filter((n) => rootPat.test(name(n)));
function walk(n, depth, maxDepth) { const t = tot(n); if (t < 3) return; console.log(' '.repeat(depth * 2) + t.toFixed(1) + ' ' + name(n)); if (depth < maxDepth) (n.children ?? []).map((c) => byId.get(c)).sort((a, b) => tot(b) - tot(a)).forEach((c) => walk(c, depth + 1, maxDepth)); }
for (const r of roots) walk(r, 0, Number(process.argv[3] ?? 3));
