import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isAppPage } from '@isoko/shared/app-routes';
import type { ProductDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { SHOP_TEAM_AUTHOR } from '@isoko/shared/content/author';
import { BASE_LANGUAGE, SHOP_LANGUAGES, type ShopLanguage } from '@isoko/shared/i18n-language';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import type { AppDeps } from '../../deps';
import { absoluteUrl } from '../../lib/absolute-url';
import { AppError } from '../../lib/app-error';
import { scriptSafeJson } from '../../lib/script-json';
import { categoryDetail, getProduct } from '../catalog/service';
import { CONTENT_PAGE_TEXTS, categoryFallbackDescription, isContentPagePath } from './page-texts';
import { findPost, type PostRow, translationsOf } from './posts';

/**
 * What a crawler or a chat app's link preview reads without running JavaScript: the page's
 * title, description, canonical address, Open Graph tags and JSON-LD, written into the
 * single-page app's index.html before it is sent. Every value is escaped; JSON-LD cannot close
 * its script element.
 */

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical address (the public URL is put in front). */
  path: string;
  image?: string | null;
  type: 'website' | 'product' | 'article';
  jsonLd: Record<string, unknown>[];
  /** The language the page's texts are written in. */
  language?: ShopLanguage;
  /**
   * The versions of a page written in one language only (a blog post and its translations), each
   * at its own address. Such a page's canonical address is its own path whatever `?lang=` says,
   * and its language alternates name these versions; other pages have one address per language.
   */
  versions?: readonly PageVersion[];
}

/** One language version of a page written in one language: its language and path. */
export interface PageVersion {
  language: ShopLanguage;
  path: string;
}

/** Open Graph locales of the shop's languages. */
const OG_LOCALES: Record<ShopLanguage, string> = { en: 'en_RW', fr: 'fr_RW', rw: 'rw_RW' };

export const SHOP_NAME = 'Isoko';

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for a script element: no `<`, `>`, `&` or line separators that could end it or break it. */
export function scriptJson(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export function organizationLd(base: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${base}/`,
    email: SHOP_CONTACT.email,
    telephone: SHOP_CONTACT.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Kimironko, Kigali',
      addressCountry: 'RW',
    },
  };
}

function productLd(base: string, p: ProductDto): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.seoDescription || p.shortDescription || p.description,
    sku: p.sku,
    image: [absoluteUrl(base, p.mainImage)].filter(Boolean),
    brand: { '@type': 'Brand', name: p.brand ?? SHOP_NAME },
    category: p.category.name,
    offers: {
      '@type': 'Offer',
      url: `${base}/product/${p.id}`,
      priceCurrency: 'RWF',
      // What the page asks for now: a running flash deal's price (shownPrice).
      price: shownPrice(p).price,
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(p.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.averageRating,
            reviewCount: p.totalReviews,
          },
        }
      : {}),
  };
}

/**
 * Who wrote a post, as search engines read it: a staff member is a person; the shop's team
 * (posts the shop ships with) is the shop itself, whose name reads the same in every language,
 * rather than the English words "Isoko Team" on French and Kinyarwanda pages.
 */
function postAuthorLd(author: string): Record<string, string> {
  if (author === SHOP_TEAM_AUTHOR) return { '@type': 'Organization', name: SHOP_NAME };
  return { '@type': 'Person', name: author };
}

function postLd(base: string, post: PostRow): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: postAuthorLd(post.author),
    publisher: { '@type': 'Organization', name: SHOP_NAME },
    keywords: post.keywords.join(', '),
    mainEntityOfPage: `${base}/blog/${post.id}`,
    // The language the post is written in, whatever language the page around it is shown in.
    inLanguage: post.language,
    ...(post.image ? { image: absoluteUrl(base, post.image) } : {}),
  };
}

/** What the catalogue answers when a catalogue page's product or category does not exist. */
const NOT_FOUND_CODES = { category: 'CATEGORY_NOT_FOUND', product: 'PRODUCT_NOT_FOUND' } as const;

/**
 * Whether the page is one the app can only answer "not found" for: an address no screen of the
 * app draws (APP_PAGE_PATTERNS), /category/<slug> or /product/<id or slug> for a category or
 * product the catalogue does not have, or /blog/<id> for a post the blog does not have. The
 * server answers it 404 (the app still starts and shows its own not-found screen), so search
 * engines and link checkers are told too. Any product id counts, a uuid or not: the catalogue
 * looks a product up by id or slug. Only a clear "not found" counts: any other failure (the
 * database unreachable) leaves the page a 200.
 */
export async function isUnknownPage(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  pathname: string,
): Promise<boolean> {
  if (!isAppPage(pathname)) return true;
  const match = /^\/(category|product|blog)\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return false;
  const section = (match[1] ?? '').toLowerCase();
  let key: string;
  try {
    key = decodeURIComponent(match[2] ?? '');
  } catch {
    // Not an address any product, category or post has.
    return true;
  }
  if (section === 'blog') return (await findPost(deps.db, key).catch(() => null)) === undefined;
  try {
    if (section === 'category') await categoryDetail(deps.catalog, key);
    else await getProduct(deps.catalog, key);
    return false;
  } catch (error) {
    return (
      error instanceof AppError && error.code === NOT_FOUND_CODES[section as keyof typeof NOT_FOUND_CODES]
    );
  }
}

/**
 * The head of a page the server knows about, or null (the app's own head is sent as built):
 * catalogue texts in `language`, the shop's own pages' texts in `appLanguage`, the language the
 * app will start in.
 */
export async function pageHeadFor(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'config'>,
  pathname: string,
  language: ShopLanguage = 'en',
  appLanguage: ShopLanguage = language,
): Promise<PageHead | null> {
  const base = deps.config.http.publicUrl;
  const path = pathname.replace(/\/+$/, '') || '/';
  const org = organizationLd(base);
  if (isContentPagePath(path)) {
    // The shop's own pages: their texts in the language the app starts in (`appLanguage`), the
    // one the page says it is in.
    const text = CONTENT_PAGE_TEXTS[appLanguage][path];
    return { ...text, path, type: 'website', jsonLd: [org], language: appLanguage };
  }
  const [, section, rawId, extra] = path.split('/');
  if (!rawId || extra !== undefined) return null;
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    return null;
  }
  try {
    if (section === 'product') {
      const p = await getProduct(deps.catalog, id, language);
      return {
        title: clip(`${p.seoTitle || p.name} — ${SHOP_NAME}`, 90),
        description: clip(
          p.seoDescription ||
            p.shortDescription ||
            p.description ||
            CONTENT_PAGE_TEXTS[language]['/'].description,
          200,
        ),
        path: `/product/${p.id}`,
        image: absoluteUrl(base, p.mainImage),
        type: 'product',
        jsonLd: [{ ...productLd(base, p), inLanguage: language }, org],
        language,
      };
    }
    if (section === 'category') {
      const c = await categoryDetail(deps.catalog, id, language);
      return {
        title: clip(`${c.name} — ${SHOP_NAME}`, 90),
        description: clip(c.description || categoryFallbackDescription(c.name, language), 200),
        path: `/category/${c.slug}`,
        image: absoluteUrl(base, c.image),
        type: 'website',
        jsonLd: [org],
        language,
      };
    }
    if (section === 'blog') {
      const post = await findPost(deps.db, id);
      if (!post) return null;
      // The post is written in one language; each translation is a post of its own.
      const versions = [post, ...(await translationsOf(deps.db, post))].map((v) => ({
        language: v.language as ShopLanguage,
        path: `/blog/${v.id}`,
      }));
      return {
        title: clip(`${post.title} — ${SHOP_NAME}`, 110),
        description: clip(post.metaDescription || post.excerpt, 200),
        path: `/blog/${post.id}`,
        image: absoluteUrl(base, post.image),
        type: 'article',
        jsonLd: [postLd(base, post), org],
        language: post.language as ShopLanguage,
        versions,
      };
    }
  } catch {
    // An unknown product or category: the app shows its own not-found screen.
    return null;
  }
  return null;
}

/** A page's address in one language: English is the plain address, the others name theirs. */
function addressIn(base: string, path: string, language: ShopLanguage): string {
  return language === BASE_LANGUAGE ? `${base}${path}` : `${base}${path}?lang=${language}`;
}

/** One language version of a page: its hreflang value and its full address (not yet escaped). */
export interface LanguageAlternate {
  hreflang: ShopLanguage | 'x-default';
  href: string;
}

/**
 * Every language version of a page, in the order they are written: one per shop language, then
 * x-default (the plain English address, for readers of any other language). The page's head and
 * sitemap.xml both name these, so a search engine finds the same addresses in either place.
 */
export function languageAlternates(base: string, path: string): LanguageAlternate[] {
  return [
    ...SHOP_LANGUAGES.map((language) => ({ hreflang: language, href: addressIn(base, path, language) })),
    { hreflang: 'x-default', href: addressIn(base, path, BASE_LANGUAGE) },
  ];
}

/**
 * The language versions of a page written in one language, each at its own address, in the
 * shop's language order; x-default is the English version when there is one (none otherwise:
 * no version speaks to every reader).
 */
export function versionAlternates(base: string, versions: readonly PageVersion[]): LanguageAlternate[] {
  const ordered = SHOP_LANGUAGES.flatMap((language) => {
    const version = versions.find((v) => v.language === language);
    return version ? [{ hreflang: language, href: `${base}${version.path}` }] : [];
  });
  const english = ordered.find((a) => a.hreflang === BASE_LANGUAGE);
  return english ? [...ordered, { hreflang: 'x-default', href: english.href }] : ordered;
}

/** The language versions a page's head and the sitemap name for it. */
export function alternatesOf(
  base: string,
  page: { path: string; versions?: readonly PageVersion[] },
): LanguageAlternate[] {
  return page.versions ? versionAlternates(base, page.versions) : languageAlternates(base, page.path);
}

/**
 * Writes the head into index.html: replaces its title and description, adds the rest before
 * </head>. `addressLanguage` is the language the page's address names (`?lang=fr`), if any: that
 * page is its own canonical version, so search engines index the French and Kinyarwanda texts
 * instead of folding them into the English page, and every version names the others.
 */
export function renderHead(
  html: string,
  head: PageHead,
  base: string,
  addressLanguage: ShopLanguage | null = null,
): string {
  // A page written in one language has one address, whatever language the address asks for.
  const canonical = head.versions
    ? `${base}${head.path}`
    : addressIn(base, head.path, addressLanguage ?? BASE_LANGUAGE);
  const alternates = alternatesOf(base, head).map(
    (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
  );
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.language ?? 'en']}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ].join('\n    ');
  // Replacements by function: a `$&` or `$'` in a product's name is text, not a pattern.
  return html
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${head.language ?? 'en'}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/** index.html, read again only when the file changes (a new web build). */
let cached: { file: string; mtimeMs: number; html: string } | undefined;
export async function readIndexHtml(file: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.html;
  const html = await inlineStylesheets(await readFile(file, 'utf8'), path.dirname(file));
  cached = { file, mtimeMs, html };
  return html;
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The page's own stylesheets written into it: a phone on a slow network paints the page as soon
 * as the HTML arrives instead of after two more requests (a few KB each) that share the line
 * with the scripts. Each link stays, disabled (never fetched), so the script loader still sees
 * the stylesheet as present and does not load it again for a screen that needs it.
 */
async function inlineStylesheets(html: string, distDir: string): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  let result = html;
  for (const [link, href] of links) {
    const css = await readFile(path.join(distDir, href ?? ''), 'utf8').catch(() => null);
    if (css === null || /<\/style/i.test(css)) continue;
    result = result.replace(
      link,
      () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
    );
  }
  return result;
}
