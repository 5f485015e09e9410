import ts from 'typescript';
import { lineOf, type SourceText } from './source-files';

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isPrivateIdentifier(named.name)))
    return named.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent))
    return `callback of ${parent.expression.getText(source).slice(0, 40)}`;
  return '(anonymous)';
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** Functions, methods and arrow functions longer than `limit` lines, from first to last line. */
export function longFunctions(files: readonly SourceText[], limit: number): LongFunction[] {
  const found: LongFunction[] = [];
  for (const file of files) {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node): void => {
      if (isFunction(node) && node.body) {
        const first = lineOf(source, node);
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
        const lines = last - first + 1;
        if (lines > limit) found.push({ file: file.path, line: first, name: nameOf(node, source), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}
