import type { AssistantAction } from '@isoko/shared/assistant/schema';
import { RETURN_WINDOW_DAYS } from '@isoko/shared/assistant/shop-policies';
import { nameIn } from '@isoko/shared/catalog/product-names';
import { type ProductCardDto, type ProductDto, ProductListQuery } from '@isoko/shared/catalog/schema';
import { freeDeliveryAbove, shippingQuote } from '@isoko/shared/checkout/pricing';
import { foldedWords, foldText } from '@isoko/shared/negotiation/fold-text';
import type { NegotiationLanguage } from '@isoko/shared/negotiation/schema';
import {
  CUSTOMER_CANCELLABLE_PAYMENTS,
  CUSTOMER_CANCELLABLE_STATUSES,
} from '@isoko/shared/orders/customer-cancel';
import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { PAYMENT_METHODS } from '@isoko/shared/payments/status';
import { DISTRICTS, deliveryWindowDays, deliveryWindowRange } from '@isoko/shared/rwanda';
import type { TrackingDto } from '@isoko/shared/tracking/schema';
import {
  matchedCategory,
  matchVocabulary,
  VOCABULARIES,
  type VocabularyMatch,
} from '@isoko/shared/vocabulary/match-vocabulary';
import { type Budget, parseBudget } from '@isoko/shared/vocabulary/parse-budget';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { productNamesById } from '../catalog/read';
import { bestDealsJson, countSearchMiss, getProduct, listProducts } from '../catalog/service';
import { chatOffer } from '../negotiation/entry-points';
import type { NegotiationAnswer } from '../negotiation/service';
import { customerOrders } from '../orders/customer-queries';
import { shippingRules } from '../shipping/service';
import { publicTrackingOf } from '../tracking/public-tracking';
import { searchTerms } from './intents';
import { productWords } from './product-words';

/**
 * The assistant's tools: thin calls into the shop's own services. Both the rules engine and
 * the language model use them, so every figure a reply states comes from here.
 */

export type AssistantDeps = Pick<AppDeps, 'db' | 'catalog' | 'config' | 'llm' | 'redis' | 'log'>;

export interface ShopperContext {
  deps: AssistantDeps;
  customerId: string | null;
  deviceId: string | null;
  sessionId: string;
  language: NegotiationLanguage;
}

export const SUGGESTION_LIMIT = 6;

export interface ProductSearch {
  /** The first products of the results page (SUGGESTION_LIMIT at most). */
  cards: ProductCardDto[];
  /** How many products the results page lists in all: the same query, so the same count. */
  total: number;
  /** What the results page searches for (the `q` of its link), and what the cards were found by. */
  query: string;
  /** The shopper's own words that named the kind, colour or gender ("amakanzu"), or '' when none did. */
  said: string;
  budget: Budget | null;
}

/**
 * The results page a search leads to, with the budget the shopper named; none without results.
 * It searches for exactly what the cards were found by (see searchProducts), so the page lists
 * the cards first and as many products in all as the reply says.
 */
export function searchActions(found: ProductSearch): AssistantAction[] {
  if (found.cards.length === 0) return [];
  const { min, max } = found.budget ?? {};
  return [
    {
      type: 'open_search',
      q: found.query,
      ...(min !== undefined ? { minPrice: min } : {}),
      ...(max !== undefined ? { maxPrice: max } : {}),
    },
  ];
}

/**
 * Products for a shopper's words: the results page's own query (its text search and the budget),
 * run here for its first products and its total, so the reply's count, its cards and the page it
 * links to are one search. The text is the kind of product (and colour, gender) the vocabulary
 * found, with any other product words ("kitenge"); when those other words find nothing beside a
 * known kind they were only noise around it ("une belle robe"), and the kind alone answers.
 *
 * A French or Kinyarwanda shopper's page searches for their own words ("ikanzu", "robe") when
 * those named the kind of product: the listing search reads the same shared vocabulary in every
 * language, so it finds the same products and the page's title reads in the shopper's language.
 */
export async function searchProducts(ctx: ShopperContext, text: string): Promise<ProductSearch> {
  const terms = searchTerms(text);
  const match = matchVocabulary(terms, ctx.language);
  const budget = parseBudget(terms);
  const matched = new Set(match.matchedWords);
  const named = productWords(terms);
  const leftover = named.filter((w) => !matched.has(w)).join(' ');
  const said = match.matchedWords.join(' ');
  const catalogue = catalogueQuery(match);
  const known = matchedCategory(match) !== undefined;
  // The kind in the shopper's words on a French or Kinyarwanda page, else the catalogue's.
  const kind = ctx.language !== 'en' && catalogue && said ? said : catalogue;
  // Without catalogue words, the results page searches the shopper's product words.
  const alone = kind || named.join(' ') || terms || text.trim();
  const pageOf = (q: string) =>
    listProducts(
      ctx.deps.catalog,
      ProductListQuery.parse({
        limit: SUGGESTION_LIMIT,
        search: q,
        minPrice: budget?.min,
        maxPrice: budget?.max,
      }),
      ctx.language,
    );
  let query = kind && leftover ? `${kind} ${leftover}` : alone;
  let page = await pageOf(query);
  if (page.data.length === 0 && known && leftover) {
    query = alone;
    page = await pageOf(query);
  }
  // Nothing found at all: the staff's list of missed searches gets what was searched for, in
  // the shopper's words: the kind they named (leftover words were only noise around it then),
  // else their product words. A sentence with no product words in it is not a search to count.
  if (page.data.length === 0) {
    const searched = known ? said : named.join(' ');
    if (searched) countSearchMiss(ctx.deps.catalog, searched, ctx.language);
  }
  return {
    cards: await namedInLanguage(ctx, page.data),
    total: page.pagination.total,
    query,
    said,
    budget,
  };
}

/**
 * The words the results page searches for: the kind of product and colour the vocabulary found,
 * in the catalogue's own (English) words. "je cherche une robe rouge" becomes "dress red", which
 * the results page finds whatever language the shopper wrote in; the rest of the sentence ("je
 * cherche") would only narrow the full-text search to nothing.
 */
function catalogueQuery(match: VocabularyMatch): string {
  const english = VOCABULARIES.en;
  const kind =
    match.subcategories.map((s) => english.subcategories[s]?.[0]).find(Boolean) ??
    match.categories.map((c) => english.categories[c]?.[0]).find(Boolean);
  if (!kind) return '';
  return [kind, ...match.colors.map((c) => c.toLowerCase())].join(' ');
}

/** The biggest discounts shoppers see in stock, running flash deals included (bestDealsJson). */
export async function bestDeals(ctx: ShopperContext): Promise<ProductCardDto[]> {
  const best = JSON.parse(await bestDealsJson(ctx.deps.catalog, SUGGESTION_LIMIT)) as {
    data: ProductCardDto[];
  };
  return namedInLanguage(ctx, best.data);
}

/**
 * The products named in the shopper's language (the English name where there is no translation),
 * so every reply, by the rules or the model, names them as the cards beside it do.
 */
async function namedInLanguage<T extends ProductCardDto>(ctx: ShopperContext, cards: T[]): Promise<T[]> {
  if (ctx.language === 'en' || cards.length === 0) return cards;
  const missing = cards.filter((card) => !card.names).map((card) => card.id);
  const stored = missing.length > 0 ? await productNamesById(ctx.deps.db, missing) : new Map();
  return cards.map((card) => {
    const names = card.names ?? stored.get(card.id);
    return names ? { ...card, name: nameIn(names, ctx.language) ?? card.name } : card;
  });
}

/** A product by id or slug, or null when there is none. */
export async function productDetails(ctx: ShopperContext, ref: string): Promise<ProductDto | null> {
  try {
    const [product] = await namedInLanguage(ctx, [await getProduct(ctx.deps.catalog, ref)]);
    return product ?? null;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'PRODUCT_NOT_FOUND' || error.code === 'VALIDATION_FAILED')
    ) {
      return null;
    }
    throw error;
  }
}

/** A district named in the text ("Musanze", "i Huye", "à Rubavu"), as the shop spells it. */
export function districtIn(text: string): string | undefined {
  const words = new Set(foldedWords(text));
  return DISTRICTS.find((d) => words.has(foldText(d)));
}

export interface ShippingAnswer {
  standardFee: number;
  /**
   * The goods total above which every order ships free, by whichever rule gives it (the free
   * type "all" or the amount set for any order); 0 when every order ships free, null when no
   * rule covers every order.
   */
  freeAbove: number | null;
  kigaliFree: boolean;
  district?: { name: string; fee: number; minDays: number; maxDays: number };
  /** The fee for the order value the shopper named, to their district when named (else outside Kigali). */
  order?: { value: number; fee: number };
  /** Standard delivery's business days in the City of Kigali and elsewhere: the shop's only speed. */
  windows: { kigali: readonly [number, number]; elsewhere: readonly [number, number] };
}

/**
 * The delivery rules, and the fee and delay for a district when one is named; the fee for an
 * order of the value named, by the checkout's own quote.
 */
export async function shippingInfo(
  ctx: ShopperContext,
  district?: string,
  orderValue?: number,
): Promise<ShippingAnswer> {
  const rules = await shippingRules(ctx.deps.db);
  const answer: ShippingAnswer = {
    standardFee: rules.standardFee,
    freeAbove: freeDeliveryAbove(rules),
    kigaliFree: rules.kigaliFree,
    windows: deliveryWindowRange(),
  };
  if (orderValue !== undefined) {
    // One ordinary item worth the order's value: what checkout charges for that order. Without
    // a district, the fee outside the City of Kigali (the reply says when Kigali is free).
    const quote = shippingQuote(rules, { goodsTotal: orderValue, district, lines: [{ productId: 'any' }] });
    answer.order = { value: orderValue, fee: quote.fee };
  }
  if (district) {
    // One ordinary item of the smallest price: what a single purchase pays to reach the district
    // (free when a rule frees every order).
    const quote = shippingQuote(rules, { goodsTotal: 1, district, lines: [{ productId: 'any' }] });
    const [minDays, maxDays] = deliveryWindowDays(district);
    answer.district = { name: district, fee: quote.fee, minDays, maxDays };
  }
  return answer;
}

export const shopPolicies = () => ({
  returnDays: RETURN_WINDOW_DAYS,
  paymentMethods: PAYMENT_METHODS,
  /** The shopper cancels in My Orders while the order has these statuses and payment states. */
  selfCancel: {
    orderStatuses: CUSTOMER_CANCELLABLE_STATUSES,
    paymentStatuses: CUSTOMER_CANCELLABLE_PAYMENTS,
    otherwise: 'call the shop',
  },
});

/** The signed-in shopper's own latest orders; never anyone else's. */
export async function myOrders(ctx: ShopperContext, limit = 3): Promise<CustomerOrderDto[] | null> {
  if (!ctx.customerId) return null;
  return (await customerOrders(ctx.deps.db, ctx.customerId)).slice(0, limit);
}

/** A tracking or order number in the text (ISK-TRK-…, ISK-…). */
export function trackingNumberIn(text: string): string | undefined {
  return /\bISK-[A-Z0-9-]{3,40}\b/i.exec(text)?.[0]?.toUpperCase();
}

/** The public status of a parcel by its tracking or order number, or null when unknown. */
export async function trackParcel(ctx: ShopperContext, number: string): Promise<TrackingDto | null> {
  try {
    return await publicTrackingOf(ctx.deps.db, number);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TRACKING_NOT_FOUND') return null;
    throw error;
  }
}

/** One bargaining move through the negotiation engine (the same three rounds as the widget). */
export function negotiate(ctx: ShopperContext, productId: string, text: string): Promise<NegotiationAnswer> {
  return chatOffer(ctx.deps, {
    text,
    language: ctx.language,
    productId,
    customerId: ctx.customerId,
    // No invented device id: a guest without one would get fresh rounds with every new session,
    // so the engine's polite refusal (NEGOTIATION_DEVICE_MISSING) is the answer instead.
    deviceId: ctx.deviceId ?? undefined,
  });
}
