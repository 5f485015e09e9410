import { FIRST_SCREEN_ANSWERS_ID, type LeadImage } from '@isoko/shared/catalog/first-screen';
import {
  firstLanguageOfAcceptHeader,
  languageOfAddress,
  resolveShopLanguage,
  startLanguageOfBrowser,
} from '@isoko/shared/i18n-language';
import { BOOT_SHELL_ID } from '@isoko/shared/page-shell';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { compressFor } from '../../lib/compression';
import { firstScreen } from '../catalog/first-screen';
import { productSitemapEntries } from '../catalog/sitemap-entries';
import { Expiring } from '../catalog/ttl-cache';
import {
  alternatesOf,
  escapeHtml,
  isUnknownPage,
  type PageVersion,
  pageHeadFor,
  readIndexHtml,
  renderHead,
} from './page-head';
import { CONTENT_PAGE_PATHS } from './page-texts';
import { onPostsChanged, postsForSitemap, type SitemapPost } from './posts';
import { readBuildManifest, readScreenStyles, screenFiles, withScreenFiles } from './screen-files';

/**
 * The pages crawlers read: index.html with the page's own head (see page-head.ts),
 * `sitemap.xml` (products, categories, posts and the content pages; an index of numbered parts
 * when they are too many for one file) and `robots.txt`.
 */

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** How long the posts' part is kept when no change was heard (another API process may have published). */
const POSTS_TTL_MS = 60_000;
const CATALOG_KEY = 'sitemap:catalog';

interface UrlEntry {
  loc: string;
  lastmod?: Date;
  /** A post's language versions, each at its own address (see PageHead.versions). */
  versions?: PageVersion[];
}

const postsCache = new WeakMap<object, { entries: Promise<UrlEntry[]>; expires: number }>();
const listening = new WeakSet<object>();

/** Products and categories, cached with the catalogue's answers: dropped on every catalogue change. */
async function catalogEntries(deps: Pick<AppDeps, 'catalog'>): Promise<UrlEntry[]> {
  return (await deps.catalog.sections.get(CATALOG_KEY, async () => {
    const [products, snapshot] = await Promise.all([productSitemapEntries(deps.catalog), deps.catalog.get()]);
    const categories = snapshot.categories.flatMap((c) => [c, ...c.children]);
    const entries: UrlEntry[] = [
      ...categories.map((c) => ({ loc: `/category/${c.slug}` })),
      ...products.map((p) => ({ loc: `/product/${p.id}`, lastmod: p.updatedAt })),
    ];
    return new Expiring(entries, Date.now() + 10 * 60_000);
  })) as UrlEntry[];
}

/** Posts, cached until a post is published here (or a minute passes). */
function postEntries(deps: Pick<AppDeps, 'db'>): Promise<UrlEntry[]> {
  if (!listening.has(deps.db)) {
    listening.add(deps.db);
    onPostsChanged(() => postsCache.delete(deps.db));
  }
  const hit = postsCache.get(deps.db);
  if (hit && hit.expires > Date.now()) return hit.entries;
  const entries = postsForSitemap(deps.db).then(postUrlEntries);
  postsCache.set(deps.db, { entries, expires: Date.now() + POSTS_TTL_MS });
  entries.catch(() => postsCache.delete(deps.db));
  return entries;
}

/**
 * Each post with the versions its page's head names: itself, and of each other language the
 * first-written version of the same original (as translationsOf picks them).
 */
function postUrlEntries(rows: readonly SitemapPost[]): UrlEntry[] {
  const groups = new Map<string, SitemapPost[]>();
  for (const r of rows) {
    const original = r.translationOf ?? r.id;
    groups.set(original, [...(groups.get(original) ?? []), r]);
  }
  return rows.map((r) => {
    const group = [...(groups.get(r.translationOf ?? r.id) ?? [])].sort(
      (a, b) => a.publishedAt.getTime() - b.publishedAt.getTime(),
    );
    const versions: PageVersion[] = [{ language: r.language, path: `/blog/${r.id}` }];
    for (const other of group) {
      if (versions.some((v) => v.language === other.language)) continue;
      versions.push({ language: other.language, path: `/blog/${other.id}` });
    }
    return { loc: `/blog/${r.id}`, lastmod: r.updatedAt, versions };
  });
}

/**
 * Addresses per sitemap file. Search engines read at most 50,000 addresses (and 50 MB) from one
 * file; with each page's four language links an entry takes about 600 bytes, so a file of
 * 10,000 stays near 6 MB.
 */
export const SITEMAP_PART_SIZE = 10_000;

/** Every page the sitemap names: the content pages, posts, categories and products. */
async function sitemapEntries(deps: Pick<AppDeps, 'db' | 'catalog'>): Promise<UrlEntry[]> {
  const [catalog, posts] = await Promise.all([catalogEntries(deps), postEntries(deps)]);
  return [...CONTENT_PAGE_PATHS.map((loc) => ({ loc })), ...posts, ...catalog];
}

function urlSet(base: string, entries: readonly UrlEntry[]): string {
  // Each page names its language versions and the default with the same addresses its head
  // names. The French and Kinyarwanda versions get no <url> of their own: one entry per page, not
  // three, keeps the file to a third of the addresses and size that listing each would take.
  // The links follow <lastmod>: the protocol puts other namespaces' elements last in a <url>.
  const urls = entries.map((u) => {
    const alternates = alternatesOf(base, { path: u.loc, versions: u.versions })
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      .join('');
    const lastmod = u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(`${base}${u.loc}`)}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The latest change among some entries, if any says when it changed. */
function latestChange(entries: readonly UrlEntry[]): Date | undefined {
  let latest: Date | undefined;
  for (const e of entries) if (e.lastmod && (!latest || e.lastmod > latest)) latest = e.lastmod;
  return latest;
}

/**
 * `/sitemap.xml`: every page in one file while they fit in one part; beyond that, a sitemap
 * index naming `/sitemap-1.xml`, `/sitemap-2.xml`… (sitemapPartXml), each with its last change.
 */
export async function sitemapXml(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'config'>,
  partSize = SITEMAP_PART_SIZE,
): Promise<string> {
  const base = deps.config.http.publicUrl;
  const all = await sitemapEntries(deps);
  if (all.length <= partSize) return urlSet(base, all);
  const parts: string[] = [];
  for (let start = 0, n = 1; start < all.length; start += partSize, n++) {
    const changed = latestChange(all.slice(start, start + partSize));
    const lastmod = changed ? `<lastmod>${changed.toISOString()}</lastmod>` : '';
    parts.push(`  <sitemap><loc>${xmlEscape(`${base}/sitemap-${n}.xml`)}</loc>${lastmod}</sitemap>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
}

/**
 * One part of a sitemap too large for one file (numbered from 1, as the index names it); null
 * when the index names no such part, also when every page fits in `/sitemap.xml` itself.
 */
export async function sitemapPartXml(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'config'>,
  part: number,
  partSize = SITEMAP_PART_SIZE,
): Promise<string | null> {
  const all = await sitemapEntries(deps);
  if (all.length <= partSize || !Number.isSafeInteger(part) || part < 1) return null;
  const entries = all.slice((part - 1) * partSize, part * partSize);
  return entries.length ? urlSet(deps.config.http.publicUrl, entries) : null;
}

export function robotsTxt(deps: Pick<AppDeps, 'config'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /my-account',
    'Disallow: /orders',
    'Disallow: /dev/',
    `Sitemap: ${deps.config.http.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * What a storefront page shows before its scripts run: the header's bar with the shop's name,
 * in the header's own classes (the page's stylesheet is in its head). On a slow phone network
 * the shopper sees the shop at once instead of a blank page for a second or two; the web app
 * removes it when it draws the real header in its place (RootLayout).
 */
const BOOT_SHELL = `<div id="${BOOT_SHELL_ID}" class="site-header" aria-hidden="true"><div class="topbar"><div class="container topbar-inner"></div></div><div class="container mainbar"><span class="logo"><span class="logo-mark">◆</span>Isoko</span></div></div>`;

/** Storefront pages get the boot shell; the back-office has its own layout. */
const isBackOffice = (path: string) => path === '/admin' || path.startsWith('/admin/');

function withBootShell(html: string, path: string): string {
  if (isBackOffice(path)) return html;
  return html.replace('<div id="root"></div>', () => `${BOOT_SHELL}<div id="root"></div>`);
}

/** The first screen's catalogue answers, as a JSON script element at the end of the body. */
function withFirstScreenAnswers(html: string, answers: string): string {
  const element = `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${answers}</script>`;
  return html.replace(/<\/body>/i, () => `  ${element}\n  </body>`);
}

/**
 * Preload links for the first screen's pictures, first in the head: the browser fetches them
 * while the scripts load rather than after the scripts have drawn the page. The first is the
 * page's largest picture and is asked for with high priority. A picture stored at several widths
 * is named by its `imagesrcset` alone: a browser that does not know that attribute then fetches
 * nothing, rather than the widest file its `<img>` would not use.
 */
function withLeadImages(html: string, images: readonly LeadImage[]): string {
  if (images.length === 0) return html;
  const links = images
    .map((image, i) => {
      const source = image.srcset
        ? `imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"`
        : `href="${escapeHtml(image.href)}"`;
      const priority = i === 0 ? ' fetchpriority="high"' : '';
      return `<link rel="preload" as="image" ${source}${priority}>`;
    })
    .join('');
  return html.replace(/<title>/i, (title) => `${links}${title}`);
}

/**
 * Sends the app's index.html for a page address, with the page's head when the server knows the
 * page. A failure to read the data sends the plain index.html: the app still works.
 */
export async function sendAppPage(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'config' | 'log'>,
  req: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
): Promise<FastifyReply> {
  const [path = '/', query = ''] = req.url.split('?');
  let html = withBootShell(await readIndexHtml(indexHtml), path);
  // The language the app will start in: the one the address names, else the browser's first
  // language (nothing is chosen yet on the first visit, the one that reaches the server; later
  // visits open from the app's cache).
  const startLanguage =
    languageOfAddress(query) ??
    startLanguageOfBrowser(firstLanguageOfAcceptHeader(req.headers['accept-language']));
  // The page says so from its first byte, so a screen reader reads it in the right voice before
  // the app starts; a page with a head of its own says its texts' language below.
  html = html.replace(/<html lang="[^"]*"/i, () => `<html lang="${startLanguage}"`);
  try {
    if (!isBackOffice(path)) {
      const files = screenFiles(await readBuildManifest(indexHtml), path, startLanguage);
      html = withScreenFiles(html, files, await readScreenStyles(indexHtml, files.styles));
    }
    // Product and category texts in the reader's language: ?lang= first, else the browser's.
    const language = resolveShopLanguage(
      new URLSearchParams(query).get('lang'),
      req.headers['accept-language'],
    );
    const head = await pageHeadFor(deps, path, language, startLanguage);
    if (head) html = renderHead(html, head, deps.config.http.publicUrl, languageOfAddress(query));
    else if (await isUnknownPage(deps, path)) reply.code(404);
    const first = await firstScreen(deps.catalog, path, query, language);
    if (first) html = withLeadImages(withFirstScreenAnswers(html, first.answersJson), first.leadImages);
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, url: req.url }, 'page head not written; plain page sent');
  }
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-language, accept-encoding');
  // Pages are sent from the not-found handler, which the global compression does not reach; with
  // the first screen's answers a page is some 50 KB, about 8 KB compressed.
  const compressed = compressFor(req.headers['accept-encoding'], html);
  if (!compressed) return reply.send(html);
  return reply.header('content-encoding', compressed.encoding).send(compressed.body);
}
