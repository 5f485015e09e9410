import ts from 'typescript';
import { isExempt } from './exemptions';
import { lineOf, type ParsedFile } from './source-files';
import { type OwnedTable, type TableOwners, tableBindings, tableOf } from './table-owners';

export interface TableWrite {
  file: string;
  line: number;
  /** The module the writing file belongs to, or null outside api/src/modules. */
  writer: string | null;
  table: OwnedTable;
  verb: 'insert' | 'update' | 'delete';
  /** A Drizzle builder call, or SQL text naming the table. */
  via: 'drizzle' | 'sql';
}

const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);
/** `insert into x`, `update x`, `delete from x`, with an optional `only` and schema. */
const SQL_WRITE_NAMED =
  /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
/** The same with the table interpolated: `update ${orders} set …` (drizzle's sql tag). */
const SQL_WRITE_BEFORE_SLOT = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;

const verbOf = (sqlVerb: string): TableWrite['verb'] => {
  const word = sqlVerb.toLowerCase();
  return word.startsWith('insert') ? 'insert' : word.startsWith('update') ? 'update' : 'delete';
};

/** Literal chunks of a string or template, with the expression that follows each chunk. */
function templateChunks(node: ts.Node): { text: string; next: ts.Expression | null }[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ text: node.text, next: null }];
  if (!ts.isTemplateExpression(node)) return null;
  const chunks = [{ text: node.head.text, next: node.templateSpans[0]?.expression ?? null }];
  node.templateSpans.forEach((span, i) => {
    chunks.push({ text: span.literal.text, next: node.templateSpans[i + 1]?.expression ?? null });
  });
  return chunks;
}

/** Every write to a known table in one file: Drizzle `.insert/.update/.delete(table)` and SQL text. */
export function writesInFile(file: ParsedFile, owners: TableOwners): TableWrite[] {
  const bindings = tableBindings(file, owners);
  const writes: TableWrite[] = [];
  const add = (node: ts.Node, table: OwnedTable, verb: TableWrite['verb'], via: TableWrite['via']) =>
    writes.push({ file: file.path, line: lineOf(file.source, node), writer: file.module, table, verb, via });

  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      DRIZZLE_WRITES.has(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const table = tableOf(node.arguments[0] as ts.Expression, bindings);
      if (table) add(node, table, node.expression.name.text as TableWrite['verb'], 'drizzle');
    }
    const chunks = templateChunks(node);
    if (chunks) {
      for (const chunk of chunks) {
        for (const match of chunk.text.matchAll(SQL_WRITE_NAMED)) {
          const table = owners.byName.get((match[2] ?? '').toLowerCase());
          if (table) add(node, table, verbOf(match[1] ?? ''), 'sql');
        }
        const slot = chunk.next ? tableOf(chunk.next, bindings) : null;
        const before = SQL_WRITE_BEFORE_SLOT.exec(chunk.text);
        if (slot && before) add(node, slot, verbOf(before[1] ?? ''), 'sql');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file.source);
  return writes;
}

/** Writes by code that does not own the table (exempt files left out): one writer per table. */
export function foreignTableWrites(files: readonly ParsedFile[], owners: TableOwners): TableWrite[] {
  return files
    .filter((f) => !isExempt(f.path))
    .flatMap((f) => writesInFile(f, owners))
    .filter((w) => w.writer !== w.table.module);
}
