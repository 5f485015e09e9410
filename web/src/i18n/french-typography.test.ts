import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SMS_TEXTS } from '@isoko/shared/notifications/texts';
import { momoPayerMessage } from '@isoko/shared/payments/momo-message';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * French typography: the two-part marks « : ; ? ! » take a space before them ("Paiement :").
 * On screen that space is a no-break one (U+00A0, or the narrow U+202F), so the mark never wraps
 * alone onto the next line. An SMS keeps a plain space: the SMS alphabet (GSM-7) has no no-break
 * space, and one such character would make every French text cost more than twice as much.
 * Addresses (https://…), times (14:05) and placeholders ({{amount}}) are not sentences.
 */

/** Each mark with the one character before it (none at the very start). */
const MARK_AFTER_WHAT = /(^|[\s\S])([:;?!])/gu;
const NO_BREAK_SPACES = new Set(['\u00a0', '\u202f']);

/** The text with addresses, times, nested `$t(...)` and placeholders taken out (a placeholder counts as a word). */
function sentencesOf(text: string): string {
  return text
    .replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, '')
    .replace(/\d:\d/g, '')
    .replace(/\$t\([^)]*\)/g, 'X')
    .replace(/\{\{[^}]*\}\}/g, 'X');
}

/** Each mark in `text` not preceded by one of `spaces`, with a few characters around it. */
export function marksWithoutSpace(text: string, spaces: ReadonlySet<string>): string[] {
  const cleaned = sentencesOf(text);
  return [...cleaned.matchAll(MARK_AFTER_WHAT)]
    .filter((m) => !spaces.has(m[1] ?? ''))
    .map((m) => cleaned.slice(Math.max(0, (m.index ?? 0) - 12), (m.index ?? 0) + 3));
}

const dir = path.join(import.meta.dirname, 'locales', 'fr');
const entries = (obj: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? entries(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const p = path.join(folder, name);
    if (statSync(p).isDirectory()) return name === 'test' ? [] : sourceFiles(p);
    return p.endsWith('.tsx') && !p.endsWith('.test.tsx') ? [p] : [];
  });
}

/** JSX text that starts with one of the marks, i.e. written after a translated label in the markup. */
function marksAfterLabels(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /^\s*[:;?!]/.test(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(process.cwd(), file)}:${line + 1}: ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('French typography', () => {
  it('finds a mark written without its space, and leaves addresses, times and placeholders alone', () => {
    expect(marksWithoutSpace('Paiement:', NO_BREAK_SPACES)).toEqual(['Paiement:']);
    expect(marksWithoutSpace('Livrer à :', NO_BREAK_SPACES)).toEqual(['Livrer à :']);
    expect(marksWithoutSpace('{{label}}!', NO_BREAK_SPACES)).toEqual(['X!']);
    expect(marksWithoutSpace('Paiement\u00a0: payé\u202f!', NO_BREAK_SPACES)).toEqual([]);
    expect(marksWithoutSpace('Ouvert à 14:05, voir https://isoko.rw/track?id=1', NO_BREAK_SPACES)).toEqual(
      [],
    );
  });

  it('puts a no-break space before : ; ? ! in every French text of the web', () => {
    const faults = readdirSync(dir).flatMap((file) =>
      entries(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>).flatMap(
        ([key, text]) => marksWithoutSpace(text, NO_BREAK_SPACES).map((at) => `${file}:${key}: …${at}`),
      ),
    );
    expect(faults).toEqual([]);
  });

  it('puts a space before : ; ? ! in every French SMS and payment message', () => {
    const t = SMS_TEXTS.fr;
    const texts = [
      t.otp('123456'),
      t.welcome('Aline', 'https://isoko.rw'),
      t.orderConfirmation({ orderNumber: 'ISK-1', total: 1000 }, 'https://isoko.rw/track/1'),
      t.orderStatus('ISK-1', 'shipped', 'https://isoko.rw/track/1'),
      t.orderStatus('ISK-1', 'out_for_delivery', 'https://isoko.rw/track/1'),
      t.orderStatus('ISK-1', 'delivered', 'https://isoko.rw/track/1'),
      t.orderCancelled('ISK-1', 'no_payment', '+250788000000'),
      t.orderCancelled('ISK-1', 'refund_due', '+250788000000'),
      t.orderCancelled('ISK-1', 'by_shop', '+250788000000'),
      t.paymentFailed('ISK-1', 'https://isoko.rw/account'),
      t.adminAlert('x'),
      momoPayerMessage('ISK-1', 'fr'),
    ];
    const faults = texts.flatMap((text) => marksWithoutSpace(text, new Set([' '])));
    expect(faults).toEqual([]);
  });

  it('has no component that writes : ; ? ! after a translated text (the mark belongs in the translation)', () => {
    expect(sourceFiles(path.join(import.meta.dirname, '..')).flatMap(marksAfterLabels)).toEqual([]);
  });
});
