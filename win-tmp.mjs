import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync('/tmp/page.cpuprofile'));
const [from, to] = process.argv.slice(2).map(Number);
const byId = new Map(p.nodes.map(n => [n.id, n])); const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = p.startTime; const self = new Map(), incl = new Map(), file = new Map();
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
p.samples.forEach((s, i) => { t += p.timeDeltas[i]; const ms = (t - p.startTime) / 1000; if (ms < from || ms > to) return; const d = p.timeDeltas[i] / 1000; const n = byId.get(s); self.set(name(n), (self.get(name(n)) ?? 0) + d); const f = n.callFrame.url.split('/').pop() || n.callFrame.functionName; file.set(f, (file.get(f) ?? 0) + d); const seen = new Set(); let id = s; while (id !== undefined) { const k = name(byId.get(id)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); } id = parent.get(id); } });
const show = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => v.toFixed(1).padStart(7) + ' ' + k).join('\n');
console.log('--file\n' + show(file, 10)); console.log('--incl\n' + show(incl, 45));
