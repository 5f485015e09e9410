import ts from 'typescript';

/** A source file by its path from the repository root ('api/src/modules/orders/service.ts'). */
export interface SourceText {
  path: string;
  text: string;
}

/** One import, re-export or dynamic import of a file, resolved to a path from the repository root. */
export interface ImportRef {
  /** What the code wrote: './tables', 'drizzle-orm', '@isoko/api/deps'. */
  specifier: string;
  /** The file it names, or null for a package outside the repository. */
  target: string | null;
  /** `import type`, or every named binding marked `type`: nothing of it exists at run time. */
  typeOnly: boolean;
  line: number;
}

export interface ParsedFile {
  path: string;
  /** The api module the file belongs to ('orders'), or null outside api/src/modules. */
  module: string | null;
  source: ts.SourceFile;
  imports: ImportRef[];
}

const MODULE_PATH = /^api\/src\/modules\/([^/]+)\//;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export const moduleOf = (path: string): string | null => MODULE_PATH.exec(path)?.[1] ?? null;

export const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Joins `relative` onto the folder of `from`, folding `.` and `..` (posix paths only). */
function join(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The file an import names. Relative paths and the workspace packages (`@isoko/api/x` is
 * api/src/x, `@isoko/shared/x` is shared/src/x) resolve to a repository path; the extension is
 * the one a known file has, else `.ts`. Other packages resolve to null.
 */
export function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = join(from, specifier);
  else if (specifier.startsWith('@isoko/api/')) base = `api/src/${specifier.slice('@isoko/api/'.length)}`;
  else if (specifier.startsWith('@isoko/shared/'))
    base = `shared/src/${specifier.slice('@isoko/shared/'.length)}`;
  else return null;
  if (known.has(base)) return base;
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext;
  return /\.tsx?$/.test(base) ? base : `${base}.ts`;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

function collectImports(source: ts.SourceFile, path: string, known: ReadonlySet<string>): ImportRef[] {
  const found: ImportRef[] = [];
  const add = (specifier: string, node: ts.Node, typeOnly: boolean) =>
    found.push({
      specifier,
      target: resolveImport(path, specifier, known),
      typeOnly,
      line: lineOf(source, node),
    });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node, isTypeOnlyImport(node));
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, node, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, node, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Parses every file once; imports resolve against the paths of the set itself. */
export function parseFiles(files: readonly SourceText[]): ParsedFile[] {
  const known = new Set(files.map((f) => f.path));
  return files.map((f) => {
    const kind = f.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(f.path, f.text, ts.ScriptTarget.Latest, true, kind);
    return { path: f.path, module: moduleOf(f.path), source, imports: collectImports(source, f.path, known) };
  });
}
