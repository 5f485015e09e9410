import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a shopper's phone downloads before the first screen shows: the entry (main.tsx) and the
 * five landing screens, with everything they import statically, and the lower halves of home and
 * product that follow at once. Screens, dialogs and libraries
 * that load on demand (`import()`) are not part of it. Heavy libraries must stay out of this set:
 * zod alone would add about 25 KB of gzipped script to every first visit.
 */
const web = __dirname;
const shared = path.resolve(web, '..', '..', 'shared', 'src');
const ENTRIES = [
  'main.tsx',
  'routes/home.tsx',
  'routes/shop.tsx',
  'routes/category.tsx',
  'routes/product.tsx',
  'routes/cart.tsx',
  // Loaded on demand, but right after the first paint and before the network is idle, so they
  // count towards what a landing page downloads.
  'features/catalog/home-more.tsx',
  'features/catalog/product-more.tsx',
];

/** Libraries that only some screens need: each loads when used, never on the first screen. */
const ON_DEMAND_ONLY = [
  'zod',
  '@hookform/resolvers',
  'react-hook-form',
  'socket.io-client',
  'uplot',
  '@vladmandic/human',
  '@tensorflow/tfjs-backend-wasm',
  'web-vitals',
];

/** Import specifiers that survive compilation: not `import type`, not braces of types only. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement =
    /^\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(statement)) {
    if (m[4]) {
      found.push(m[4]);
      continue;
    }
    const clause = m[2] ?? '';
    if (/^type\b/.test(clause)) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = braces ? clause.replace(braces[0], '').replace(/,/g, '').trim() : clause.trim();
    const names = braces
      ? braces[1]!
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    if (!outside && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    found.push(m[3]!);
  }
  return found;
}

function resolveFile(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  return null;
}

/** Every source file and package the entries reach through static imports. */
function firstRenderGraph(entries: readonly string[] = ENTRIES) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = entries.map((e) => path.join(web, e));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      if (/\.(css|json|svg|png)(\?.*)?$/.test(spec) || spec.startsWith('virtual:')) continue;
      let target: string | null = null;
      if (spec.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('@isoko/shared/'))
        target = resolveFile(path.join(shared, spec.slice('@isoko/shared/'.length)));
      else {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, path.relative(path.resolve(web, '..', '..'), file));
        continue;
      }
      if (!target) throw new Error(`${spec} (imported by ${file}) does not resolve`);
      queue.push(target);
    }
  }
  return { files, packages };
}

describe('the first screen of the storefront', () => {
  it('loads no library that only some screens need', () => {
    const { files, packages } = firstRenderGraph();
    // The walk reaches the layout and the shared rules, so a broken walk cannot pass quietly.
    expect(files.size).toBeGreaterThan(40);
    expect([...packages.keys()]).toContain('react');
    const offenders = ON_DEMAND_ONLY.filter((name) => packages.has(name)).map(
      (name) => `${name} (first imported by ${packages.get(name)})`,
    );
    expect(offenders).toEqual([]);
  });

  it('routes with wouter: react-router, about 24 KB gzipped on every page, is gone from every screen', () => {
    const { packages } = firstRenderGraph();
    expect([...packages.keys()]).toContain('wouter');
    expect(packages.has('react-router')).toBe(false);
    expect(packages.has('react-router-dom')).toBe(false);
    // Nor may any screen loaded later bring it back, nor the web app depend on it.
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        // Tests are not built; this one names the package it looks for.
        return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    // Static or dynamic: any module name that starts with react-router.
    const importers = sources(web).filter((file) =>
      /['"]react-router[-/'"]/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(web, '..', 'package.json'), 'utf8'));
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).not.toContain(
      'react-router-dom',
    );
  });

  it('loads the not-found screens of a product or a category only when one is asked for', () => {
    const { files } = firstRenderGraph();
    expect(files.has(path.join(web, 'routes', 'product.tsx'))).toBe(true);
    expect(files.has(path.join(web, 'features', 'catalog', 'catalog-not-found.tsx'))).toBe(false);
  });

  it('keeps the catalogue word lists out of the error texts every page loads', () => {
    // The error texts sit in the storefront script that every landing page loads, whichever
    // screen asks for them. The colour, material and size words (about 2 KB gzipped) come worded
    // by the server in an error's details, so they never join that script.
    const { files } = firstRenderGraph(['i18n/error-text.ts']);
    expect(files.has(path.join(shared, 'checkout', 'out-of-stock.ts'))).toBe(true);
    expect(files.has(path.join(shared, 'catalog', 'term-names.ts'))).toBe(false);
  });

  it('tells type-only imports from ones that load code', () => {
    expect(runtimeImports("import type { z } from 'zod';")).toEqual([]);
    expect(runtimeImports("import { type A, type B } from 'zod';")).toEqual([]);
    expect(runtimeImports("import { type A, b } from 'zod';")).toEqual(['zod']);
    expect(runtimeImports("import { z } from 'zod';\nexport { x } from './x';\nimport './y.css';")).toEqual([
      'zod',
      './x',
      './y.css',
    ]);
  });
});
