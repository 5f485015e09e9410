import { materialWord } from '@isoko/shared/catalog/material-word';
import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import { type ShownPrice, shownPrice } from '@isoko/shared/catalog/shown-price';
import type { ArticleTopic } from '@isoko/shared/content/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { kinyarwandaPlural } from '@isoko/shared/kinyarwanda-plural';
import { formatRwf } from '@isoko/shared/money';

/**
 * A count with its noun in the language's singular or plural: French and English by
 * `Intl.PluralRules`; Kinyarwanda, which has no CLDR plural data, by the shop's own rule (the
 * singular for one, else the plural), as the web's texts do.
 */
export function counted(
  language: ShopLanguage,
  count: number,
  forms: { one: string; other: string },
): string {
  const category =
    language === 'rw' ? kinyarwandaPlural(count) : new Intl.PluralRules(language).select(count);
  return (category === 'one' ? forms.one : forms.other).replace('#', String(count));
}

/** A length of time in the one unit an article states it in (see `durationOf`). */
export interface Duration {
  unit: 'minute' | 'hour' | 'day';
  count: number;
}

/** The units of a stated length of time, each with its singular and plural in every shop language. */
const DURATION_WORDS: Record<ShopLanguage, Record<Duration['unit'], { one: string; other: string }>> = {
  en: {
    minute: { one: '# minute', other: '# minutes' },
    hour: { one: '# hour', other: '# hours' },
    day: { one: '# day', other: '# days' },
  },
  fr: {
    minute: { one: '# minute', other: '# minutes' },
    hour: { one: '# heure', other: '# heures' },
    day: { one: '# jour', other: '# jours' },
  },
  rw: {
    minute: { one: 'umunota #', other: 'iminota #' },
    hour: { one: 'isaha #', other: 'amasaha #' },
    day: { one: 'umunsi #', other: 'iminsi #' },
  },
};

/** A length of time in a language: "40 minutes", "26 heures", "iminsi 3". */
export const durationText = (d: Duration, language: ShopLanguage): string =>
  counted(language, d.count, DURATION_WORDS[language][d.unit]);

/**
 * What the article templates of every language share: the draft's shape, the SEO length rules
 * for titles and meta descriptions, product links, hashtags and the price an article quotes.
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

/** The price an article quotes: the shop's shown price (a running flash deal's when there is one). */
export interface Quote extends ShownPrice {
  /** What the shopper saves against the struck price; 0 without one. */
  saving: number;
}

/** A product of an article with the price it quotes. */
export type Quoted<P extends ProductCardDto = ProductCardDto> = P & { shown: Quote };

/**
 * The product with the price a shopper sees on its page at `at` (the article's date): the same
 * rule as the product page and cards, so the price and percent an article states are those.
 */
export function quoted<P extends ProductCardDto>(p: P, at: Date): Quoted<P> {
  const shown = shownPrice(p, at.getTime());
  return { ...p, shown: { ...shown, saving: shown.original === null ? 0 : shown.original - shown.price } };
}

/** How a language words a price with a struck original: a plain discount, or a running flash deal. */
export interface PriceWords {
  /** The language the amounts are grouped in (24,400 · 24 400 · 24.400 RWF). */
  language: ShopLanguage;
  was: (price: string, original: string, percent: number) => string;
  deal: (price: string, original: string, percent: number) => string;
}

/** The quoted price in a language's words: the amount alone when nothing is struck. */
export function priceText(q: Quote, words: PriceWords): string {
  const rwf = (amount: number) => formatRwf(amount, words.language);
  if (q.original === null) return rwf(q.price);
  return (q.deal ? words.deal : words.was)(rwf(q.price), rwf(q.original), q.percent);
}

/** How a language words the blocks every article shows: prices, a product, a product's facts. */
export interface BlockWords extends PriceWords {
  /** The sentence under a product's heading: `intro`, the link, brand, `price`, rating and stock. */
  sentence: (p: Quoted, intro: string, price: string) => string;
  /** Labels with their separator ("Category: ", "Catégorie : "), and the free delivery line. */
  categoryLabel: string;
  priceLabel: string;
  freeDelivery: string;
  material: string;
  colours: string;
  sizes: string;
}

/** A stored size in the article's language (the catalogue's translation, as product pages show it). */
const sizeLabel = (p: ProductDto, size: string) =>
  p.sizeLabels?.find((l) => l.name === size)?.label.trim() || size;

/**
 * The blocks of an article in one language: the quoted price in its words; a product's block
 * (its name as a heading, the sentence, its category, price and free delivery); a product's
 * summary (else its description) and the facts it has (material, colours, sizes).
 */
export function articleBlocks(w: BlockWords) {
  const priceLine = (p: Quoted) => priceText(p.shown, w);
  const productBlock = (p: Quoted, intro: string): string[] => [
    `### ${p.name}`,
    w.sentence(p, intro, priceLine(p)),
    `- ${w.categoryLabel}${p.category.name}${p.subcategory ? `, ${p.subcategory.name}` : ''}`,
    `- ${w.priceLabel}${priceLine(p)}`,
    ...(p.freeShipping ? [`- ${w.freeDelivery}`] : []),
  ];
  const detailBlock = (p: ProductDto): string[] => {
    const facts = [
      // The catalogue translates a material only in the exact spelling it knows ("Cotton");
      // one typed otherwise ("cotton", "Wool Blend") is worded from the shared material names.
      p.material.length
        ? `- ${w.material}${p.material.map((m) => materialWord(m, w.language)).join(', ')}`
        : '',
      p.colors.length ? `- ${w.colours}${p.colors.map((c) => c.label?.trim() || c.name).join(', ')}` : '',
      p.sizes.length ? `- ${w.sizes}${p.sizes.map((s) => sizeLabel(p, s)).join(', ')}` : '',
    ].filter(Boolean);
    return [...[p.shortDescription || p.description].filter(Boolean), ...facts];
  };
  return { priceLine, productBlock, detailBlock };
}
