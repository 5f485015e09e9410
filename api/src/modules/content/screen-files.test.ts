import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANDING_SCREENS } from '@isoko/shared/landing-screens';
import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  readBuildManifest,
  readScreenStyles,
  screenFiles,
  withScreenFiles,
} from './screen-files';

/** A manifest shaped like the bundler's: an entry, shared chunks, screens and the words. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework-1.js'],
    css: ['assets/index-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js', name: 'framework' },
  '_listing-1.js': { file: 'assets/listing-1.js', name: 'listing', imports: ['_framework-1.js'] },
  'src/routes/category.tsx': {
    file: 'assets/category-1.js',
    src: 'src/routes/category.tsx',
    imports: ['_framework-1.js', '_listing-1.js', 'index.html'],
    css: ['assets/catalog-1.css'],
  },
  'src/features/layout/early-listing.ts': {
    file: 'assets/early-listing-1.js',
    src: 'src/features/layout/early-listing.ts',
    imports: ['_listing-1.js', 'index.html'],
  },
  'src/routes/cart.tsx': { file: 'assets/cart-1.js', src: 'src/routes/cart.tsx', css: ['assets/cart-1.css'] },
  '_words-en-1.js': { file: 'assets/words-en-1.js', name: 'words-en' },
  '_words-fr-1.js': { file: 'assets/words-fr-1.js', name: 'words-fr' },
  'src/i18n/locales/fr/admin.json': {
    file: 'assets/admin-fr.js',
    name: 'words-fr',
    src: 'src/i18n/locales/fr/admin.json',
  },
};

describe('screenFiles', () => {
  it('names the words first, then a category page’s screen, its early data code and what they import, never the entry', () => {
    expect(screenFiles(MANIFEST, '/category/dresses', 'fr')).toEqual({
      scripts: [
        '/assets/words-fr-1.js',
        '/assets/category-1.js',
        '/assets/framework-1.js',
        '/assets/listing-1.js',
        '/assets/early-listing-1.js',
      ],
      styles: ['/assets/catalog-1.css'],
    });
  });

  it('names only the words on a page that is not a landing screen, and nothing without a build manifest', () => {
    expect(screenFiles(MANIFEST, '/about', 'en')).toEqual({ scripts: ['/assets/words-en-1.js'], styles: [] });
    expect(screenFiles({}, '/cart', 'en')).toEqual({ scripts: [], styles: [] });
  });
});

describe('withScreenFiles', () => {
  const page =
    '<head><title>x</title><script type="module" src="/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/framework-1.js"><style>a{}</style></head>';

  it('adds preloads after the entry’s own, with crossorigin as the script loader asks, skipping files already named', () => {
    const html = withScreenFiles(page, {
      scripts: ['/assets/framework-1.js', '/assets/cart-1.js'],
      styles: ['/assets/cart-1.css'],
    });
    expect(html).toBe(
      '<head><title>x</title><script type="module" src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/cart-1.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/cart-1.css"><style>a{}</style></head>',
    );
  });

  it('writes in the stylesheets it has the text of, at the end of the head, their links kept but disabled', () => {
    const html = withScreenFiles(
      page,
      { scripts: [], styles: ['/assets/cart-1.css', '/assets/gone-1.css'] },
      new Map([
        ['/assets/cart-1.css', '.cart{color:red}'],
        ['/assets/gone-1.css', null],
      ]),
    );
    expect(html).toBe(
      '<head><title>x</title><script type="module" src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/gone-1.css"><style>a{}</style>' +
        '<style>.cart{color:red}</style><link rel="stylesheet" crossorigin href="/assets/cart-1.css" disabled>\n  </head>',
    );
  });

  it('goes before </head> in a page with no module preloads, and changes nothing when there is nothing to add', () => {
    expect(withScreenFiles('<head><title>x</title></head>', { scripts: ['/a.js'], styles: [] })).toBe(
      '<head><title>x</title>\n    <link rel="modulepreload" crossorigin href="/a.js"></head>',
    );
    expect(withScreenFiles(page, { scripts: [], styles: [] })).toBe(page);
  });
});

describe('readBuildManifest', () => {
  it('reads the manifest beside index.html, again after a new build, and gives none when there is none', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'isoko-manifest-'));
    const index = path.join(dist, 'index.html');
    writeFileSync(index, '<html></html>');
    expect(await readBuildManifest(index)).toEqual({});
    mkdirSync(path.join(dist, '.vite'));
    const file = path.join(dist, '.vite', 'manifest.json');
    writeFileSync(file, JSON.stringify({ a: { file: 'assets/a.js' } }));
    expect(await readBuildManifest(index)).toEqual({ a: { file: 'assets/a.js' } });
    writeFileSync(file, JSON.stringify({ b: { file: 'assets/b.js' } }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await readBuildManifest(index)).toEqual({ b: { file: 'assets/b.js' } });
  });
});

describe('readScreenStyles', () => {
  it('reads each stylesheet of the build, and none that is missing or could close the style element', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'isoko-styles-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'a-1.css'), '.a{color:red}');
    writeFileSync(path.join(dist, 'assets', 'b-1.css'), '.b::after{content:"</style>"}');
    const texts = await readScreenStyles(path.join(dist, 'index.html'), [
      '/assets/a-1.css',
      '/assets/b-1.css',
      '/assets/missing-1.css',
    ]);
    expect([...texts]).toEqual([
      ['/assets/a-1.css', '.a{color:red}'],
      ['/assets/b-1.css', null],
      ['/assets/missing-1.css', null],
    ]);
  });
});

describe('the landing screens', () => {
  const web = path.resolve(__dirname, '..', '..', '..', '..', 'web', 'src');
  const router = readFileSync(path.join(web, 'router.tsx'), 'utf8');

  it('name modules of the web app that the router loads, so the server names the files the app will ask for', () => {
    for (const landing of LANDING_SCREENS) {
      expect(existsSync(path.join(web, `${landing.screen}.tsx`)), landing.screen).toBe(true);
      expect(router, landing.screen).toContain(`import('./${landing.screen}')`);
      if ('early' in landing)
        expect(existsSync(path.join(web, `${landing.early}.ts`)), landing.early).toBe(true);
    }
  });
});
