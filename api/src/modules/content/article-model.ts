import { linkedProductIds } from '@isoko/shared/content/article-lines';
import { formatRwf } from '@isoko/shared/money';
import { z } from 'zod';
import type { LanguageModelProvider } from '../../lib/language-model';
import { fillPrompt, loadPrompt } from '../admin-catalog/prompt-file';
import { type ArticleData, productsIn } from './article-data';
import { counted, durationText, quoted } from './article-kit';
import { kigaliDeliverySpeed } from './article-picks';
import type { ArticleDraft } from './article-templates';

/**
 * The model's article, when a model is configured: the same real data as the templates goes
 * into `prompts/article.txt`, and the answer is kept only when every amount and percentage it
 * states is one the data holds and every product link is a product of the data. Otherwise the
 * caller uses the template.
 */

const ModelArticle = z.object({
  title: z.string().trim().min(10).max(120),
  metaDescription: z.string().trim().min(40).max(300),
  content: z.string().trim().min(200).max(20_000),
  keywords: z.array(z.string().trim().min(1).max(60)).min(1).max(10),
  hashtags: z.array(z.string().trim().min(2).max(40)).max(10).default([]),
});

const TOPIC_TITLES: Record<ArticleData['topic'], { title: string; keyword: string }> = {
  'product-daily': { title: 'Daily Product Feature', keyword: 'product of the day' },
  'how-to-shop': { title: 'Shopping Guide', keyword: 'online shopping guide' },
  'trending-products': { title: 'Trending Products', keyword: 'trending products' },
  'best-deals': { title: 'Best Deals', keyword: 'best deals' },
  'kigali-trends': { title: 'Kigali E-Commerce Trends', keyword: 'Kigali e-commerce' },
  'product-review': { title: 'Product Reviews', keyword: 'product review' },
};

/** The data block of the prompt: one line per fact. */
export function dataLines(data: ArticleData): string {
  const lines: string[] = [];
  for (const p of productsIn(data).values()) {
    const { shown } = quoted(p, data.today);
    lines.push(
      `Product: ${p.name} | page /product/${p.id} | category ${p.category.name} | price ${formatRwf(shown.price)}${
        shown.deal ? ' | in a flash deal' : ''
      }${
        shown.original !== null
          ? ` | original price ${formatRwf(shown.original)} | discount ${shown.percent}%`
          : ''
      } | rating ${p.averageRating} from ${p.totalReviews} reviews | stock ${p.stockQuantity}`,
    );
  }
  if (data.stats) {
    const s = data.stats;
    lines.push(
      `Orders in the last ${s.days} days: ${s.orders}; to Kigali: ${s.kigaliOrders}; delivered: ${s.delivered}; average order ${formatRwf(s.averageOrder)}`,
    );
    const speed = kigaliDeliverySpeed(s);
    if (speed)
      lines.push(
        `Average time from order to delivery in Kigali: ${durationText(speed, 'en')} (over ${s.kigaliDelivered} delivered orders)`,
      );
    if (s.topDistricts.length)
      lines.push(`Top districts: ${s.topDistricts.map((d) => `${d.district} ${d.orders}`).join(', ')}`);
    // The only products Kigali shoppers are known to have ordered ("none" is a fact too).
    const ordered = data.kigaliOrdered.map(
      (p) => `${p.name} ${counted('en', p.unitsOrdered, { one: '# piece', other: '# pieces' })}`,
    );
    lines.push(
      `Products ordered for delivery in Kigali in the last ${s.days} days: ${ordered.join(', ') || 'none'}`,
    );
  }
  lines.push(
    `Delivery: standard ${formatRwf(data.shipping.standardFee)}${
      data.shipping.freeAbove ? `; free above ${formatRwf(data.shipping.freeAbove)}` : ''
    }${
      data.shipping.kigaliFree ? '; free in Kigali' : ''
    }; pickup at the shop in Kimironko; MTN Mobile Money or cash on delivery; help Mon-Sat 9:00-18:00`,
  );
  return lines.join('\n');
}

/** Numbers that look like amounts of money (100 or more), as written in the text. */
export function amountsIn(text: string): number[] {
  // Groups may be split by commas, dots, spaces or the no-break spaces French uses (24\u202f400).
  const found = text.match(/\d[\d,. \u00a0\u202f]*\d|\d/g) ?? [];
  return found.map((s) => Number(s.replace(/[,. \u00a0\u202f]/g, ''))).filter((n) => n >= 100);
}

/**
 * The prices an article may quote: each product's shown price (a running flash deal's), its
 * struck original and the saving, and the delivery fee and free-delivery threshold.
 */
export function quotableAmounts(data: ArticleData): Set<number> {
  const amounts = new Set<number>();
  // The prices shoppers see (a running flash deal's): an article must not quote another.
  for (const p of productsIn(data).values()) {
    const { shown } = quoted(p, data.today);
    amounts.add(shown.price);
    if (shown.original !== null) {
      amounts.add(shown.original);
      amounts.add(shown.saving);
    }
  }
  amounts.add(data.shipping.standardFee);
  if (data.shipping.freeAbove) amounts.add(data.shipping.freeAbove);
  return amounts;
}

/**
 * True when every amount the text states is in the data (a price, an original price, a saving,
 * a delivery fee or an order figure) and every percentage is a real discount or share.
 */
export function statesOnlyRealFigures(text: string, data: ArticleData): boolean {
  // Link addresses hold ids with digits, not figures.
  const plain = text.replace(/\]\([^)\s]*\)/g, ']');
  const allowed = quotableAmounts(data);
  const percents = new Set<number>();
  for (const p of productsIn(data).values()) percents.add(quoted(p, data.today).shown.percent);
  if (data.stats) {
    allowed.add(data.stats.averageOrder);
    allowed.add(data.stats.orders);
    if (data.stats.orders) percents.add(Math.round((data.stats.kigaliOrders / data.stats.orders) * 100));
  }
  // The year and the like are not prices: dates are allowed as written in the data.
  allowed.add(data.today.getUTCFullYear());
  const percentsStated = [...plain.matchAll(/(\d{1,3})\s?%/g)].map((m) => Number(m[1]));
  if (percentsStated.some((n) => !percents.has(n))) return false;
  return amountsIn(plain.replace(/(\d{1,3})\s?%/g, '')).every((n) => allowed.has(n));
}

/** The language to ask the model for, named as a model reads it best. */
const LANGUAGE_NAMES = { en: 'English', fr: 'French', rw: 'Kinyarwanda' } as const;

export async function articleFromModel(
  llm: LanguageModelProvider,
  data: ArticleData,
): Promise<ArticleDraft | null> {
  const topic = TOPIC_TITLES[data.topic];
  const prompt = fillPrompt(await loadPrompt('article'), {
    topic: topic.title,
    mainKeyword: topic.keyword,
    date: data.today.toISOString().slice(0, 10),
    data: dataLines(data),
    language: LANGUAGE_NAMES[data.language],
  });
  const reply = await llm.chatModel().invoke([{ role: 'user', content: prompt }]);
  const text = typeof reply.content === 'string' ? reply.content : '';
  let raw: unknown;
  try {
    raw = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  } catch {
    return null;
  }
  const parsed = ModelArticle.safeParse(raw);
  if (!parsed.success) return null;
  const a = parsed.data;
  const known = productsIn(data);
  if (linkedProductIds(a.content).some((id) => !known.has(id.toLowerCase()))) return null;
  if (/<[a-z!/]/i.test(`${a.title}${a.metaDescription}${a.content}`)) return null;
  const everything = [a.title, a.metaDescription, a.content, ...a.keywords, ...a.hashtags].join('\n');
  if (!statesOnlyRealFigures(everything, data)) return null;
  return {
    title: a.title,
    metaDescription: a.metaDescription,
    content: a.content,
    keywords: [...new Set(a.keywords)],
    hashtags: [...new Set(a.hashtags.map((h) => (h.startsWith('#') ? h : `#${h}`)))],
  };
}
