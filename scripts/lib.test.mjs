import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceWithFreshBuild } from './lib.mjs';

function shopFolder() {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'isoko-build-'));
  const dist = path.join(parent, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), 'old page');
  writeFileSync(path.join(dist, 'assets', 'old.js'), 'old script');
  return { parent, dist };
}

describe('replaceWithFreshBuild', () => {
  it('keeps the running build whole while the next one is written, then swaps it in', () => {
    const { parent, dist } = shopFolder();
    replaceWithFreshBuild(dist, (outDir) => {
      // A shop serving `dist` meanwhile still finds every file of the build it knows.
      expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('old page');
      expect(existsSync(path.join(dist, 'assets', 'old.js'))).toBe(true);
      expect(outDir).not.toBe(dist);
      mkdirSync(path.join(outDir, 'assets'), { recursive: true });
      writeFileSync(path.join(outDir, 'index.html'), 'new page');
      writeFileSync(path.join(outDir, 'assets', 'new.js'), 'new script');
    });
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('new page');
    expect(readdirSync(path.join(dist, 'assets'))).toEqual(['new.js']);
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('leaves the last good build in place when a build fails', () => {
    const { parent, dist } = shopFolder();
    expect(() =>
      replaceWithFreshBuild(dist, (outDir) => {
        mkdirSync(outDir);
        writeFileSync(path.join(outDir, 'index.html'), 'half');
        throw new Error('The web build failed');
      }),
    ).toThrow('The web build failed');
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('old page');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('builds into a folder that does not exist yet', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'isoko-build-'));
    const dist = path.join(parent, 'dist');
    replaceWithFreshBuild(dist, (outDir) => {
      mkdirSync(outDir);
      writeFileSync(path.join(outDir, 'index.html'), 'first page');
    });
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('first page');
  });
});
