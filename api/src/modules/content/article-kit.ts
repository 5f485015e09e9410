import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { ArticleTopic } from '@isoko/shared/content/schema';

/**
 * What the article templates of every language share: the draft's shape, the SEO length rules
 * for titles and meta descriptions, product links and hashtags.
 */

export interface ArticleDraft {
  title: string;
  metaDescription: string;
  content: string;
  keywords: string[];
  hashtags: string[];
}

/** A topic's template cannot be written: the data it needs does not exist (no products at all). */
export class MissingArticleData extends Error {
  constructor(readonly topic: ArticleTopic) {
    super(`ARTICLE_DATA_MISSING ${topic}`);
  }
}

const TITLE_MIN = 30;
const TITLE_MAX = 60;
const META_MIN = 120;
const META_MAX = 160;

/** Cuts at a word boundary so the text is at most `max` characters. */
export function cutWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const at = cut.lastIndexOf(' ');
  return (at > 0 ? cut.slice(0, at) : text.slice(0, max)).replace(/[\s,;:.|-]+$/, '');
}

/**
 * A title inside 30-60 characters: long names are cut at a word, short titles get the shop's
 * name, then `more` (the words "Online Shop" in the article's language).
 */
export function fitTitle(title: string, more = 'Online Shop'): string {
  let t = cutWords(title.trim(), TITLE_MAX);
  if (t.length < TITLE_MIN) t = cutWords(`${t} | Isoko Kigali`, TITLE_MAX);
  if (t.length < TITLE_MIN) t = cutWords(`${t} ${more}`, TITLE_MAX);
  return t;
}

/** A meta description inside 120-160 characters; `fillers` are the article language's closing sentences. */
export function fitMeta(
  text: string,
  fillers: readonly [string, string] = [
    'Order online at Isoko, delivered across Rwanda.',
    'Pay with MTN MoMo or cash.',
  ],
): string {
  let m = text.trim();
  if (m.length < META_MIN) m = `${m} ${fillers[0]}`;
  if (m.length < META_MIN) m = `${m} ${fillers[1]}`;
  return cutWords(m, META_MAX);
}

export const link = (p: Pick<ProductCardDto, 'id' | 'name'>) => `[${p.name}](/product/${p.id})`;

export const tag = (s: string) => `#${s.replace(/[^\p{L}\p{N}]+/gu, '')}`;

export function need<T>(value: T | null | undefined, topic: ArticleTopic): T {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
    throw new MissingArticleData(topic);
  }
  return value;
}
