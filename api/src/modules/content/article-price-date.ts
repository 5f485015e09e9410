import { frenchSpacing } from '@isoko/shared/content/french-spacing';
import { formatDate } from '@isoko/shared/date-format';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import type { ArticleData } from './article-data';
import type { ArticleDraft } from './article-kit';
import { amountsIn, quotableAmounts } from './article-model';

/**
 * A published article stays on the blog for months while prices and flash deals change every
 * day. So every article that quotes a price says which day those prices were read, and sends the
 * reader to the product's page (each priced product is linked) for today's price.
 */

const PRICE_DATE_NOTE: Record<ShopLanguage, (date: string) => string> = {
  en: (date) =>
    `Prices in this article are those of ${date}, when it was written, and may have changed since. Open a product's page to see its price today.`,
  fr: (date) =>
    frenchSpacing(
      `Les prix de cet article sont ceux du ${date}, jour de sa rédaction ; ils ont pu changer depuis. Ouvrez la page d’un produit pour voir son prix du jour.`,
    ),
  rw: (date) =>
    `Ibiciro biri muri iyi nkuru ni ibyo ku itariki ya ${date}, igihe yandikwaga, bishobora kuba byarahindutse. Fungura paji y’igicuruzwa urebe igiciro cyacyo cy’uyu munsi.`,
};

/** The sentence naming the day the prices were read, in the article's language. */
export function priceDateNote(language: ShopLanguage, at: Date): string {
  return PRICE_DATE_NOTE[language](formatDate(at, language));
}

/** True when the article states a product price or a delivery fee the data holds. */
function statesPrices(draft: ArticleDraft, data: ArticleData): boolean {
  const prices = quotableAmounts(data);
  // Link addresses hold ids with digits, not prices.
  const text = `${draft.metaDescription}\n${draft.content}`.replace(/\]\([^)\s]*\)/g, ']');
  return amountsIn(text).some((n) => prices.has(n));
}

/**
 * The draft with the price-date sentence as its first paragraph, right under the article's
 * heading (or first, when it has none), so it is read before any price. An article with no
 * price is returned as it was.
 */
export function withPriceDate(draft: ArticleDraft, data: ArticleData): ArticleDraft {
  if (!statesPrices(draft, data)) return draft;
  const note = priceDateNote(data.language, data.today);
  const lines = draft.content.split('\n');
  const heading = lines.findIndex((l) => l.trim().startsWith('# '));
  const at = heading === -1 ? 0 : heading + 1;
  return { ...draft, content: [...lines.slice(0, at), note, ...lines.slice(at)].join('\n') };
}
