import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { landingScreenOf } from '@isoko/shared/landing-screens';

/** One file of the web build, as the bundler's manifest (`.vite/manifest.json`) describes it. */
interface BuiltChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, BuiltChunk>;

/** The built scripts and stylesheets a page's first screen needs, as addresses. */
export interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

const NONE: ScreenFiles = { scripts: [], styles: [] };

/** A source module of the web app (`routes/home`) in the manifest, whichever its extension. */
function chunkOfModule(manifest: BuildManifest, module: string): BuiltChunk | undefined {
  return manifest[`src/${module}.tsx`] ?? manifest[`src/${module}.ts`];
}

/**
 * The files a storefront page needs before it draws, beyond the entry script and what the entry
 * imports (the page already names those): the words of the language the app will start in, and,
 * for a landing screen, the screen's code, the code that asks for its data early, everything
 * they import, and their stylesheets.
 */
export function screenFiles(manifest: BuildManifest, pathname: string, language: ShopLanguage): ScreenFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || chunk.isEntry || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  // The words first: the app waits for them before it draws anything, and they are small.
  visit(Object.values(manifest).find((chunk) => !chunk.src && chunk.name === `words-${language}`));
  const screen = landingScreenOf(pathname);
  if (screen) {
    visit(chunkOfModule(manifest, screen.screen));
    if ('early' in screen) visit(chunkOfModule(manifest, screen.early));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The manifest beside index.html, read again only when a new build replaces it; none without one. */
let cached: { file: string; mtimeMs: number; manifest: BuildManifest } | undefined;
export async function readBuildManifest(indexHtml: string): Promise<BuildManifest> {
  const file = path.join(path.dirname(indexHtml), '.vite', 'manifest.json');
  const mtimeMs = await stat(file).then(
    (s) => s.mtimeMs,
    () => null,
  );
  if (mtimeMs === null) return {};
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.manifest;
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
  cached = { file, mtimeMs, manifest };
  return manifest;
}

/** Built stylesheets by address. Their names carry a hash of their content, so they never change. */
const styleTexts = new Map<string, string | null>();

/** The text of each of the screen's stylesheets, read from the build once; null for one that cannot be read. */
export async function readScreenStyles(
  indexHtml: string,
  hrefs: readonly string[],
): Promise<Map<string, string | null>> {
  const dist = path.dirname(indexHtml);
  const texts = new Map<string, string | null>();
  for (const href of hrefs) {
    const key = `${dist}|${href}`;
    if (!styleTexts.has(key)) {
      if (styleTexts.size >= 500) styleTexts.clear();
      const css = await readFile(path.join(dist, href), 'utf8').catch(() => null);
      // A stylesheet that could end the <style> element early is left to a link.
      styleTexts.set(key, css === null || /<\/style/i.test(css) ? null : css);
    }
    texts.set(href, styleTexts.get(key) ?? null);
  }
  return texts;
}

/**
 * Writes the screen's files into the page. Scripts become module preloads (with `crossorigin`, as
 * the script loader asks for them, or the browser would fetch each twice), placed after the
 * entry's own so the browser asks for them in the same breath. Stylesheets whose text is given
 * are written in at the end of the head, where the script loader would have added them, each
 * with its link kept but disabled: the loader then sees the stylesheet as present and fetches
 * nothing, and a phone on HTTP/1.1 has fewer requests waiting for one of its six connections.
 * Other stylesheets are preloaded. Files the page already names are left out.
 */
export function withScreenFiles(
  html: string,
  files: ScreenFiles = NONE,
  styleTexts: ReadonlyMap<string, string | null> = new Map(),
): string {
  const fresh = (href: string) => !html.includes(`"${href}"`);
  const styles = files.styles.filter(fresh);
  const links = [
    ...files.scripts.filter(fresh).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles
      .filter((href) => !styleTexts.get(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  const inline = styles
    .filter((href) => styleTexts.get(href))
    .map(
      (href) =>
        `<style>${styleTexts.get(href)}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`,
    );
  let result = html;
  if (links.length > 0) {
    const lastPreload = result.lastIndexOf('<link rel="modulepreload"');
    const at = lastPreload >= 0 ? result.indexOf('>', lastPreload) + 1 : result.search(/<\/head>/i);
    if (at > 0) result = `${result.slice(0, at)}\n    ${links.join('\n    ')}${result.slice(at)}`;
  }
  if (inline.length > 0) result = result.replace(/<\/head>/i, (end) => `${inline.join('')}\n  ${end}`);
  return result;
}
