import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No component shows an English word outside i18n. The TypeScript compiler reads every
 * `web/src/**\/*.tsx` (tests aside) and collects what a person would read: JSX text, string
 * literals placed in JSX (`{'Sold out'}`, `{x ? 'Yes' : 'No'}`), and the text attributes
 * (aria-label, placeholder, title, alt…). Calls such as `t('key')` and comparisons
 * (`status === 'paid'`) are skipped. What is left must have no letters (×, ·, —, numbers) or be
 * a name that is the same in every language.
 */

const ROOT = path.join(import.meta.dirname, '..');

/** Brand and product names, units and the dev handset's status bar: the same in every language. */
const NAMES = new Set(['Isoko', 'Instagram', 'Facebook', 'Threads', 'MoMo', 'MTN RW', '▮▮▮ 4G', 'ms', 'ms)']);

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
  'label',
]);
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'test' ? [] : sourceFiles(p);
    return p.endsWith('.tsx') && !p.endsWith('.test.tsx') ? [p] : [];
  });
}

/** String literals an expression would render, not counting call arguments and comparisons. */
function renderedLiterals(e: ts.Node, out: ts.Node[]): void {
  if (
    ts.isCallExpression(e) ||
    ts.isElementAccessExpression(e) ||
    ts.isJsxElement(e) ||
    ts.isJsxSelfClosingElement(e) ||
    ts.isJsxFragment(e) ||
    ts.isArrowFunction(e) ||
    ts.isFunctionExpression(e)
  )
    return;
  if (ts.isBinaryExpression(e) && COMPARISONS.has(e.operatorToken.kind)) return;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
    out.push(e);
    return;
  }
  if (ts.isTemplateExpression(e)) {
    out.push(e.head);
    for (const span of e.templateSpans) {
      out.push(span.literal);
      renderedLiterals(span.expression, out);
    }
    return;
  }
  ts.forEachChild(e, (child) => renderedLiterals(child, out));
}

/** Every literal text of one file that has a letter and is not an allowed name: "file:line: text". */
export function literalTexts(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, raw: string) => {
    // HTML entities (&nbsp;) and percentile names (p75) are not words.
    const text = raw
      .replace(/&(#\d+|[a-zA-Z]+);/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/\p{L}/u.test(text) || NAMES.has(text) || /^p\d{2}$/.test(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${path.relative(ROOT, file)}:${line}: ${JSON.stringify(text)}`);
  };
  const fromExpression = (e: ts.Expression) => {
    const literals: ts.Node[] = [];
    renderedLiterals(e, literals);
    for (const l of literals) report(l, (l as ts.LiteralLikeNode).text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) report(node, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
        fromExpression(node.initializer.expression);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      fromExpression(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('literal text in components', () => {
  it('finds what a person would read, and only that', () => {
    const found = literalTexts(
      'probe.tsx',
      `export const A = ({ n, s, t }) => (
        <div aria-label="Close" title={t('x')} className="card big">
          Sold out × {n}
          <span>{s === 'paid' ? 'Paid' : t('unpaid')}</span>
          <img alt={\`Photo of \${n}\`} src="a.png" />
          <b>{'Isoko'} · {n} RWF</b>
          <p>{t('k', { name: 'Aline' })} — 12&nbsp;</p>
          <i>p75</i>
        </div>
      );`,
    ).map((f) => f.replace(/^.*?: /, ''));
    expect(found).toEqual(['"Close"', '"Sold out ×"', '"Paid"', '"Photo of"', '"RWF"']);
  });

  it('finds no English outside i18n in web/src', () => {
    const found = sourceFiles(ROOT).flatMap((file) => literalTexts(file));
    expect(found).toEqual([]);
  });
});
