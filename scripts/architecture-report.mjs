// Prints the architecture figures: modules in cycles, tables written from outside their
// module, functions over 80 lines and repeated blocks of 6+ lines.
// Run: node --import tsx scripts/architecture-report.mjs [--root DIR] [--brief] [--graph]
// --root reads another checkout (e.g. an older commit unpacked with git archive); --graph prints
// only the module dependency graph as a Mermaid flowchart (the one in docs/architecture.md).
import path from 'node:path';
import { checkArchitecture, describeCycle } from '../api/src/test/architecture/check-architecture.ts';
import { longFunctions } from '../api/src/test/architecture/long-functions.ts';
import { REPO_ROOT, readTree } from '../api/src/test/architecture/read-tree.ts';
import { repeatedBlocks } from '../api/src/test/architecture/repeated-blocks.ts';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : REPO_ROOT;
const brief = args.includes('--brief');
const FUNCTION_LIMIT = 80;
const BLOCK_LINES = 6;

const isTest = (p) => /\.test\.tsx?$/.test(p) || /^(api|web)\/src\/test\//.test(p);
const isSeedData = (p) => /(^|\/)seed-data[^/]*\.ts$/.test(p);

const apiFiles = readTree(['api/src', 'workers/src'], root);
const found = checkArchitecture(apiFiles);

if (args.includes('--graph')) {
  const typesOnly = new Map();
  for (const e of found.edges) {
    const key = `${e.from} --> ${e.to}`;
    typesOnly.set(key, (typesOnly.get(key) ?? true) && e.typeOnly);
  }
  console.log('flowchart TD');
  for (const [edge, types] of [...typesOnly].sort()) {
    console.log(`  ${types ? edge.replace('-->', '-.->') : edge}`);
  }
  process.exit(0);
}
const codeFiles = readTree(['api/src', 'shared/src', 'web/src', 'workers/src'], root).filter(
  (f) => !isTest(f.path) && !isSeedData(f.path),
);

const list = (lines) => {
  if (!brief) for (const line of lines) console.log(`  ${line}`);
};

const inCycles = found.cycles.flat();
console.log(`Modules in cycles: ${inCycles.length}${inCycles.length ? ` (${inCycles.join(', ')})` : ''}`);
list(found.cycles.map((g) => describeCycle(g, found.edges)));

const writers = new Map();
for (const w of found.foreignWrites) {
  const byTable = writers.get(w.table.name) ?? [];
  byTable.push(`${w.file}:${w.line} (${w.verb})`);
  writers.set(w.table.name, byTable);
}
console.log(`Tables written from outside their module: ${writers.size}`);
list([...writers].sort().map(([table, places]) => `${table}: ${places.join(', ')}`));

console.log(`Imports of another module's tables.ts: ${found.foreignTablesImports.length}`);
console.log(`Route files running SQL: ${new Set(found.routeSql.map((r) => r.file)).size}`);

const long = longFunctions(codeFiles, FUNCTION_LIMIT);
console.log(
  `Functions over ${FUNCTION_LIMIT} lines (api, shared, web, workers; no tests or seed data): ${long.length}`,
);
list(long.map((f) => `${f.lines} lines  ${f.name}  ${f.file}:${f.line}`));

const blocks = repeatedBlocks(codeFiles, BLOCK_LINES);
console.log(`Repeated blocks of ${BLOCK_LINES}+ meaningful lines (same files): ${blocks.length}`);
list(blocks.slice(0, 40).map((b) => `${b.lines} lines x${b.places.length}  ${b.places.join('  ')}`));
if (!brief && blocks.length > 40) console.log(`  … and ${blocks.length - 40} more`);
