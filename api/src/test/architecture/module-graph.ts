import { isExempt } from './exemptions';
import { moduleOf, type ParsedFile } from './source-files';

/** One import from module `from` to module `to`, as written in one file. */
export interface ModuleEdge {
  from: string;
  to: string;
  file: string;
  line: number;
  typeOnly: boolean;
}

/**
 * The api module graph: an edge for every import, type-only ones included, from a file in one
 * module to a file in another. Everything outside api/src/modules (lib, db, plugins, deps,
 * config, queue, realtime) is shared ground, not a module; exempt files draw no edges.
 */
export function moduleEdges(files: readonly ParsedFile[]): ModuleEdge[] {
  const edges: ModuleEdge[] = [];
  for (const file of files) {
    if (!file.module || isExempt(file.path)) continue;
    for (const ref of file.imports) {
      const to = ref.target ? moduleOf(ref.target) : null;
      if (to && to !== file.module) {
        edges.push({ from: file.module, to, file: file.path, line: ref.line, typeOnly: ref.typeOnly });
      }
    }
  }
  return edges;
}

export function adjacency(edges: readonly ModuleEdge[]): Map<string, Set<string>> {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Set());
    if (!next.has(e.to)) next.set(e.to, new Set());
    next.get(e.from)?.add(e.to);
  }
  return next;
}

/** Strongly connected groups of more than one module (Tarjan): each is one or more loops. */
export function moduleCycles(edges: readonly ModuleEdge[]): string[][] {
  const next = adjacency(edges);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;

  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of [...(next.get(node) ?? [])].sort()) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };

  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** A shortest loop from `start` back to itself inside `group`, as module names: [a, b, a]. */
export function loopThrough(start: string, group: readonly string[], edges: readonly ModuleEdge[]): string[] {
  const inGroup = new Set(group);
  const next = adjacency(edges.filter((e) => inGroup.has(e.from) && inGroup.has(e.to)));
  const cameFrom = new Map<string, string>();
  const queue = [...(next.get(start) ?? [])].sort();
  for (const n of queue) cameFrom.set(n, start);
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (node === start) break;
    for (const to of [...(next.get(node) ?? [])].sort()) {
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      queue.push(to);
    }
  }
  const path = [start];
  let node = cameFrom.get(start);
  while (node !== undefined && node !== start) {
    path.unshift(node);
    node = cameFrom.get(node);
  }
  return [start, ...path];
}
