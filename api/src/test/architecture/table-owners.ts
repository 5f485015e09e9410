import ts from 'typescript';
import { isSchemaFile, isTablesFile } from './exemptions';
import type { ParsedFile } from './source-files';

/** A Drizzle table and the module whose tables.ts declares it. */
export interface OwnedTable {
  /** The SQL name given to pgTable ('order_items'). */
  name: string;
  /** The exported constant ('orderItems'). */
  exportName: string;
  module: string;
  file: string;
}

export interface TableOwners {
  /** Tables by SQL name. */
  byName: ReadonlyMap<string, OwnedTable>;
  /** Tables by the tables.ts file and exported constant: `${file}#${exportName}`. */
  byExport: ReadonlyMap<string, OwnedTable>;
}

function pgTableName(init: ts.Expression | undefined): string | null {
  if (!init || !ts.isCallExpression(init)) return null;
  const callee = init.expression;
  if (!ts.isIdentifier(callee) || callee.text !== 'pgTable') return null;
  const first = init.arguments[0];
  return first && ts.isStringLiteralLike(first) ? first.text : null;
}

/** Reads every `export const x = pgTable('name', …)` of every modules/<m>/tables.ts. */
export function tableOwners(files: readonly ParsedFile[]): TableOwners {
  const byName = new Map<string, OwnedTable>();
  const byExport = new Map<string, OwnedTable>();
  for (const file of files) {
    if (!isTablesFile(file.path) || !file.module) continue;
    for (const statement of file.source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      for (const decl of statement.declarationList.declarations) {
        const name = pgTableName(decl.initializer);
        if (!name || !ts.isIdentifier(decl.name)) continue;
        const table = { name, exportName: decl.name.text, module: file.module, file: file.path };
        byName.set(name, table);
        byExport.set(`${file.path}#${table.exportName}`, table);
      }
    }
  }
  return { byName, byExport };
}

/** The tables a file can name: each local binding, and each namespace import's members. */
export interface TableBindings {
  direct: ReadonlyMap<string, OwnedTable>;
  namespaces: ReadonlyMap<string, ReadonlyMap<string, OwnedTable>>;
}

function exportsOf(owners: TableOwners, target: string): Map<string, OwnedTable> {
  const found = new Map<string, OwnedTable>();
  for (const table of owners.byExport.values()) {
    // db/schema.ts re-exports every tables.ts, so any table can be imported through it.
    if (table.file === target || isSchemaFile(target)) found.set(table.exportName, table);
  }
  return found;
}

/** Which local names of a file are tables, through imports of a tables.ts or of db/schema.ts. */
export function tableBindings(file: ParsedFile, owners: TableOwners): TableBindings {
  const direct = new Map<string, OwnedTable>();
  const namespaces = new Map<string, ReadonlyMap<string, OwnedTable>>();
  for (const statement of file.source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const ref = file.imports.find(
      (i) => i.specifier === statement.moduleSpecifier.getText(file.source).slice(1, -1),
    );
    if (!ref?.target || !(isTablesFile(ref.target) || isSchemaFile(ref.target))) continue;
    const available = exportsOf(owners, ref.target);
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) {
      namespaces.set(bindings.name.text, available);
      continue;
    }
    for (const element of bindings.elements) {
      const table = available.get((element.propertyName ?? element.name).text);
      if (table) direct.set(element.name.text, table);
    }
  }
  return { direct, namespaces };
}

/** The table an expression names (`orders`, `schema.orders`), if it is one. */
export function tableOf(expr: ts.Expression, bindings: TableBindings): OwnedTable | null {
  if (ts.isIdentifier(expr)) return bindings.direct.get(expr.text) ?? null;
  if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression)) {
    return bindings.namespaces.get(expr.expression.text)?.get(expr.name.text) ?? null;
  }
  return null;
}
