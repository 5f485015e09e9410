import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync('/tmp/page.cpuprofile'));
const byId = new Map(p.nodes.map(n => [n.id, n])); const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
let t = 0; const runs = []; let cur = null;
p.samples.forEach((s, i) => { t += p.timeDeltas[i] / 1000; const n = byId.get(s); const idle = n.callFrame.functionName === '(idle)';
  if (idle) { if (cur && t - cur.last > 4) { runs.push(cur); cur = null; } return; }
  if (!cur) cur = { start: t, last: t, samples: [] }; cur.last = t; cur.samples.push([s, p.timeDeltas[i] / 1000]); });
if (cur) runs.push(cur);
for (const r of runs) { const dur = r.last - r.start; if (dur < Number(process.argv[2] ?? 60)) continue;
  const incl = new Map(); for (const [s, d] of r.samples) { const seen = new Set(); let id = s; while (id !== undefined) { const n = byId.get(id); const k = name(n); if (!seen.has(k) && /^[A-Z][A-Za-z]+ /.test(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); } id = parent.get(id); } }
  console.log(`@${r.start.toFixed(0)} ${dur.toFixed(0)}ms:`, [...incl].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k.split(' ')[0]}(${k.split(' ')[1].split('-')[0]}) ${v.toFixed(0)}`).join(', '));
}
