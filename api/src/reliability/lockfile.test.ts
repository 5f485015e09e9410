import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would find `dep` for the package at `from`: its own node_modules, then each parent's. */
function resolvable(from: string, dep: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('node_modules/');
    dir = cut <= 0 ? '' : dir.slice(0, cut - 1);
  }
}

describe('package-lock.json', () => {
  it('lists every optional package of every platform, so npm ci on a clean clone accepts it', () => {
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolvable(at, dep)) missing.push(`${dep} (for ${at || 'the root'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
