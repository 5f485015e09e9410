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
  const screen = landingScreenOf(pathname);
  if (screen) {
    visit(chunkOfModule(manifest, screen.screen));
    if ('early' in screen) visit(chunkOfModule(manifest, screen.early));
  }
  visit(Object.values(manifest).find((chunk) => !chunk.src && chunk.name === `words-${language}`));
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

/**
 * Preload links for the screen's files (with `crossorigin`, as the script loader asks for them,
 * or the browser would fetch each twice), placed after the entry's own module preloads so the
 * browser asks for them in the same breath. Files the page already names are left out.
 */
export function withScreenFiles(html: string, files: ScreenFiles = NONE): string {
  const links = [
    ...files.scripts
      .filter((href) => !html.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...files.styles
      .filter((href) => !html.includes(`"${href}"`))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  if (links.length === 0) return html;
  const lastPreload = html.lastIndexOf('<link rel="modulepreload"');
  const at = lastPreload >= 0 ? html.indexOf('>', lastPreload) + 1 : html.search(/<\/head>/i);
  if (at <= 0) return html;
  return `${html.slice(0, at)}\n    ${links.join('\n    ')}${html.slice(at)}`;
}
