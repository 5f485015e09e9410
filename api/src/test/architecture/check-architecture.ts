import { loopThrough, type ModuleEdge, moduleCycles, moduleEdges } from './module-graph';
import { type RouteSql, routeSql } from './route-sql';
import { parseFiles, type SourceText } from './source-files';
import { tableOwners } from './table-owners';
import { foreignTableWrites, type TableWrite } from './table-writes';
import { foreignTablesImports, type TablesImport } from './tables-imports';

export interface ArchitectureFindings {
  foreignWrites: TableWrite[];
  foreignTablesImports: TablesImport[];
  edges: ModuleEdge[];
  /** Groups of modules that reach each other through imports. */
  cycles: string[][];
  routeSql: RouteSql[];
}

/** Runs every architecture rule over a set of files (the tree on disk, or a few in memory). */
export function checkArchitecture(files: readonly SourceText[]): ArchitectureFindings {
  const parsed = parseFiles([...files].sort((a, b) => a.path.localeCompare(b.path)));
  const owners = tableOwners(parsed);
  const edges = moduleEdges(parsed);
  return {
    foreignWrites: foreignTableWrites(parsed, owners),
    foreignTablesImports: foreignTablesImports(parsed),
    edges,
    cycles: moduleCycles(edges),
    routeSql: routeSql(parsed),
  };
}

/** Offender lines, one per finding, for a failure message. */
export const describeWrite = (w: TableWrite) =>
  `${w.file}:${w.line} ${w.writer ? `module ${w.writer}` : 'code outside any module'} ${w.verb}s ${w.table.name} (owned by ${w.table.module}) via ${w.via}`;

export const describeTablesImport = (i: TablesImport) =>
  `${i.file}:${i.line} module ${i.importer} imports the tables of ${i.owner}${i.typeOnly ? ' (type-only)' : ''}`;

export const describeRouteSql = (r: RouteSql) => `${r.file}:${r.line} ${r.what}`;

/** One loop per group, then the imports that make each step of it. */
export function describeCycle(group: readonly string[], edges: readonly ModuleEdge[]): string {
  const loop = loopThrough(group[0] ?? '', group, edges);
  const steps = loop.slice(1).map((to, i) => {
    const from = loop[i];
    const by = edges.filter((e) => e.from === from && e.to === to);
    const where = by
      .slice(0, 3)
      .map((e) => `${e.file}:${e.line}${e.typeOnly ? ' (type)' : ''}`)
      .join(', ');
    return `    ${from} -> ${to}: ${where}${by.length > 3 ? ` and ${by.length - 3} more` : ''}`;
  });
  const inGroup = new Set(group);
  const pairs = [
    ...new Set(
      edges.filter((e) => inGroup.has(e.from) && inGroup.has(e.to)).map((e) => `${e.from} -> ${e.to}`),
    ),
  ];
  return [
    `modules ${group.join(', ')} import each other; one loop: ${loop.join(' -> ')}`,
    ...steps,
    `    every import inside the group: ${pairs.sort().join(', ')}`,
  ].join('\n');
}
