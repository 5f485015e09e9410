import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date on screen goes through the shared formatter (`@isoko/shared/date-format`):
 * browsers have no Kinyarwanda locale data, so `toLocaleDateString('rw')` or
 * `Intl.DateTimeFormat('rw-RW')` would quietly print English month names.
 */

const ROOT = path.join(import.meta.dirname, '..');
const DATE_BY_BROWSER = /\.toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|Intl\.RelativeTimeFormat/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) ? [p] : [];
  });
}

describe('dates on screen', () => {
  it('are written by the shared formatter, never by the browser’s locale data', () => {
    const found = sources(ROOT).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          DATE_BY_BROWSER.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
