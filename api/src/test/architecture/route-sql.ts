import ts from 'typescript';
import { isRouteFile, isSchemaFile, isTablesFile } from './exemptions';
import { lineOf, type ParsedFile } from './source-files';

export interface RouteSql {
  file: string;
  line: number;
  what: string;
}

/** Query builder calls on a database handle: `db.select()`, `app.deps.db.transaction(…)`, `tx.execute(…)`. */
const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
]);
const DB_HANDLES = new Set(['db', 'tx', 'database', 'trx']);

const handleName = (expr: ts.Expression): string | null =>
  ts.isIdentifier(expr) ? expr.text : ts.isPropertyAccessExpression(expr) ? expr.name.text : null;

/** `db.query.orders.findFirst(…)`: the relational query API. */
function isRelationalQuery(expr: ts.Expression): boolean {
  if (!ts.isPropertyAccessExpression(expr) || !ts.isPropertyAccessExpression(expr.expression)) return false;
  const query = expr.expression.expression;
  return (
    ts.isPropertyAccessExpression(query) &&
    query.name.text === 'query' &&
    DB_HANDLES.has(handleName(query.expression) ?? '')
  );
}

/**
 * What a route handler file does that belongs in a service: importing drizzle-orm (its query
 * helpers and `sql`), importing tables, calling the query builder on a database handle, or
 * writing SQL with the `sql` tag. Type-only imports of drizzle-orm are allowed.
 */
export function routeSql(files: readonly ParsedFile[]): RouteSql[] {
  const found: RouteSql[] = [];
  for (const file of files) {
    if (!isRouteFile(file.path)) continue;
    const add = (line: number, what: string) => found.push({ file: file.path, line, what });
    for (const ref of file.imports) {
      if (/^drizzle-orm(\/|$)/.test(ref.specifier) && !ref.typeOnly)
        add(ref.line, `imports ${ref.specifier}`);
      if (ref.target && (isTablesFile(ref.target) || isSchemaFile(ref.target)))
        add(ref.line, `imports ${ref.specifier}`);
    }
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const handle = handleName(node.expression.expression);
        if (QUERY_METHODS.has(method) && DB_HANDLES.has(handle ?? '')) {
          add(lineOf(file.source, node), `runs ${handle}.${method}()`);
        } else if (isRelationalQuery(node.expression)) {
          add(lineOf(file.source, node), `runs ${node.expression.getText(file.source)}()`);
        }
      }
      if (ts.isTaggedTemplateExpression(node) && handleName(node.tag) === 'sql') {
        add(lineOf(file.source, node), 'writes sql`…`');
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  return found;
}
