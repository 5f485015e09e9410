/**
 * The shop's three languages and how a request picks one. The API and the web share this so a
 * `?lang=` value, an `Accept-Language` header and the web's i18next language all land on the
 * same answer: English, French or Kinyarwanda.
 */

export const SHOP_LANGUAGES = ['en', 'fr', 'rw'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** The language catalogue text is written in first; every translation falls back to it. */
export const BASE_LANGUAGE: ShopLanguage = 'en';

/** French and Kinyarwanda versions of one text; a missing or blank one means "use English". */
export type Translations = { fr?: string; rw?: string };

/**
 * One language tag as one of ours, or null when it names none of them: "fr", "fr-RW" and
 * "français" are French; "rw", "rw-RW", "kin" and "kinyarwanda" are Kinyarwanda; "en-GB" is English.
 */
export function shopLanguageOfTag(tag: string | null | undefined): ShopLanguage | null {
  const t = (tag ?? '').trim().toLowerCase();
  if (t === '') return null;
  if (t.startsWith('fr')) return 'fr';
  if (t === 'rw' || t.startsWith('rw-') || t.startsWith('rw_') || t.startsWith('kin')) return 'rw';
  if (t === 'en' || t.startsWith('en-') || t.startsWith('en_') || t.startsWith('english')) return 'en';
  return null;
}

/**
 * The languages of an `Accept-Language` header, best first: entries are ordered by their
 * `q` weight (1 when absent), `q=0` entries are refused, and unknown languages are skipped.
 */
function languagesOfAcceptHeader(header: string): ShopLanguage[] {
  const entries: { lang: ShopLanguage; q: number; order: number }[] = [];
  header.split(',').forEach((part, order) => {
    const [tag, ...params] = part.split(';');
    const lang = shopLanguageOfTag(tag);
    if (lang === null) return;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!Number.isFinite(q) || q <= 0) return;
    entries.push({ lang, q, order });
  });
  entries.sort((a, b) => b.q - a.q || a.order - b.order);
  return entries.map((e) => e.lang);
}

/**
 * The shopper's language for one request: `?lang=` first (when it names one of ours), else
 * the best of `Accept-Language`, else English.
 */
export function resolveShopLanguage(
  queryLang: string | null | undefined,
  acceptLanguage: string | null | undefined,
): ShopLanguage {
  const fromQuery = shopLanguageOfTag(queryLang);
  if (fromQuery) return fromQuery;
  if (acceptLanguage) {
    const [best] = languagesOfAcceptHeader(acceptLanguage);
    if (best) return best;
  }
  return BASE_LANGUAGE;
}

/**
 * One text in `lang`: its translation when there is a non-blank one, else the English text.
 * Applied field by field, so a product with only a French name still shows its English
 * description in French, never an empty string.
 */
export function pickTranslation(
  english: string,
  translations: Translations | null | undefined,
  lang: ShopLanguage,
): string {
  if (lang === 'en' || !translations) return english;
  const t = translations[lang];
  return typeof t === 'string' && t.trim() !== '' ? t : english;
}

/**
 * The language the web app starts in when the shopper has chosen none yet: the browser's first
 * language when it is one of ours, else English. Browsers send that same first language at the
 * head of `Accept-Language`, so the server can tell which words a first visit will load.
 */
export function startLanguageOfBrowser(browserLanguage: string | null | undefined): ShopLanguage {
  return shopLanguageOfTag(browserLanguage) ?? BASE_LANGUAGE;
}

/**
 * The language a page's address names (`?lang=fr` in a shared link), or null when it names none
 * of ours. A page so named opens in it: the server writes the head and first-screen answers in
 * that language and the app starts in it, so the words and the catalogue texts agree.
 */
export function languageOfAddress(search: string | null | undefined): ShopLanguage | null {
  const value = new URLSearchParams(search ?? '').get('lang');
  return shopLanguageOfTag(value);
}

/**
 * `path` for a redirect away from an address whose `search` names a language (`?lang=fr`), with
 * that name kept, so the page it lands on still opens in it after a reload: the app keeps a
 * chosen language in storage, but where the browser refuses storage the address is all there is.
 * A path that names a language of its own keeps it.
 */
export function withAddressLanguage(path: string, search: string | null | undefined): string {
  const lang = languageOfAddress(search);
  if (!lang) return path;
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt >= 0 && new URLSearchParams(beforeHash.slice(queryAt)).has('lang')) return path;
  // Appended as text: the path's own query keeps its spelling (`from=/account`, not `%2F`).
  return `${beforeHash}${queryAt < 0 ? '?' : '&'}lang=${lang}${hash}`;
}

/** The first language of an `Accept-Language` header, as the browser's own (`navigator.language`). */
export function firstLanguageOfAcceptHeader(header: string | null | undefined): string | null {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim();
  return first ? first : null;
}
