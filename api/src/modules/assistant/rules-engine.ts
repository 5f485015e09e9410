import type { AssistantAction, AssistantIntent, AssistantNegotiation } from '@isoko/shared/assistant/schema';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money-format';
import { parseOfferAmount } from '@isoko/shared/negotiation/offer-amount';
import { offerAnswer } from '@isoko/shared/negotiation/offer-words';
import { currentPlaceLabel } from '@isoko/shared/tracking/current-place';
import { matchedCategory, matchVocabulary } from '@isoko/shared/vocabulary/match-vocabulary';
import type { Budget } from '@isoko/shared/vocabulary/parse-budget';
import { AppError } from '../../lib/app-error';
import { asksForExpress, messageIntents, orderValueIn } from './intents';
import type { RememberedTurn } from './memory';
import { offerReply } from './offer-reply';
import {
  bestDeals,
  districtIn,
  myOrders,
  negotiate,
  productDetails,
  type ShopperContext,
  searchActions,
  searchProducts,
  shippingInfo,
  shopPolicies,
  trackingNumberIn,
  trackParcel,
} from './shop-tools';
import { REPLIES } from './templates/replies';
import type { ReplyTemplates } from './templates/reply-templates';

/** What the rules engine answers: the words, the products, and what the client should do. */
export interface EngineReply {
  intent: AssistantIntent;
  text: string;
  suggestions: ProductCardDto[];
  actions: AssistantAction[];
  negotiation: AssistantNegotiation | null;
  /** The product now discussed ("it" in the next message). */
  productId: string | null;
  personalized: boolean;
}

export interface EngineInput {
  text: string;
  /** The product the client names (its page or dialog). */
  productId: string | null;
  /** The last product discussed in this conversation. */
  lastProductId: string | null;
  turns: readonly RememberedTurn[];
}

const reply = (intent: AssistantIntent, text: string, extra: Partial<EngineReply> = {}): EngineReply => ({
  intent,
  text,
  suggestions: [],
  actions: [],
  negotiation: null,
  productId: null,
  personalized: false,
  ...extra,
});

function budgetWords(t: ReplyTemplates, budget: Budget | null, language: string): string | null {
  if (!budget) return null;
  if (budget.min !== undefined && budget.max !== undefined) {
    return t.budgetBetween(formatRwf(budget.min, language), formatRwf(budget.max, language));
  }
  if (budget.max !== undefined) return t.budgetUnder(formatRwf(budget.max, language));
  return budget.min !== undefined ? t.budgetOver(formatRwf(budget.min, language)) : null;
}

/** The bot's last turn was about bargaining: a bare "yes" or an amount continues it. */
const bargainingPending = (turns: readonly RememberedTurn[]) =>
  [...turns].reverse().find((turn) => turn.sender === 'bot')?.intent === 'offer';

/**
 * Answers a message without a language model: the intents of the chat rules in English, French
 * and Kinyarwanda, catalogue words through the shared vocabulary, and replies from templates in
 * the shopper's language whose every figure comes from the shop's services.
 */
export async function answerByRules(ctx: ShopperContext, input: EngineInput): Promise<EngineReply> {
  const t = REPLIES[ctx.language];
  const { text } = input;
  const intents = messageIntents(text);
  const vocabulary = matchVocabulary(text, ctx.language);
  const namesKind = matchedCategory(vocabulary) !== undefined;
  const product = input.productId ?? (namesKind ? null : input.lastProductId);
  const tracking = trackingNumberIn(text);

  if (tracking) return track(ctx, t, tracking);
  // "Help me find a dress" names a kind of product: that is a search, not a request for help.
  // "Delivery to Huye for a komande of 60,000": the order named is the value delivery is asked for.
  const first =
    intents[0] === 'help' && namesKind
      ? 'search'
      : intents[0] === 'orders' && intents.includes('shipping') && orderValueIn(text) !== null
        ? 'shipping'
        : intents[0];
  const primary: AssistantIntent =
    first ?? (namesKind ? 'search' : vocabulary.clothing ? 'clothes' : 'fallback');

  const amount = parseOfferAmount(text);
  // Right after the shop asked for an amount, an amount said with any words continues the
  // bargaining, even in a question about paying ("so how do I pay 100000?").
  const bargaining =
    product !== null &&
    (primary === 'offer' ||
      (primary === 'payment' && amount !== null && bargainingPending(input.turns)) ||
      ((primary === 'fallback' || primary === 'thanks') &&
        (offerAnswer(text) !== null || amount !== null) &&
        (bargainingPending(input.turns) || input.productId !== null)));
  if (bargaining && product) return bargain(ctx, t, product, text);

  switch (primary) {
    case 'orders':
      return orders(ctx, t);
    case 'returns':
      return reply('returns', t.returns({ days: shopPolicies().returnDays }));
    case 'cancel_order':
      return reply('cancel_order', t.cancelOrder());
    case 'payment':
      return reply('payment', t.payment({ methods: shopPolicies().paymentMethods }));
    case 'shipping':
      return shipping(ctx, t, text);
    case 'deals':
      return deals(ctx, t);
    case 'offer':
      return reply('offer', t.offerNeedsProduct());
    case 'add_to_cart':
      return product ? addToCart(ctx, t, product) : reply('add_to_cart', t.askWhichProduct());
    case 'price':
      if (product) return price(ctx, t, product);
      return namesKind ? search(ctx, t, text, 'search') : reply('price', t.askWhichProduct());
    case 'search':
      return search(ctx, t, text, 'search');
    case 'clothes':
      return search(ctx, t, text, 'clothes');
    case 'help':
      return reply('help', t.help());
    case 'thanks':
      return reply('thanks', t.thanks());
    case 'bye':
      return reply('bye', t.bye());
    case 'greeting':
      return reply('greeting', t.greeting());
    default:
      return reply('fallback', t.fallback());
  }
}

async function search(
  ctx: ShopperContext,
  t: ReplyTemplates,
  text: string,
  intent: 'search' | 'clothes',
): Promise<EngineReply> {
  const found = await searchProducts(ctx, text);
  const budget = budgetWords(t, found.budget, ctx.language);
  const vocabulary = matchVocabulary(text, ctx.language);
  if (intent === 'clothes' && matchedCategory(vocabulary) === undefined && found.cards.length === 0) {
    return reply('clothes', t.clothesAsk());
  }
  if (!found.query) return reply('help', t.help());
  // A French or Kinyarwanda reply repeats the shopper's word ("robes"), not the catalogue's "dress".
  const query = ctx.language !== 'en' && found.said ? found.said : found.query;
  // The cards shown, out of the total the results page it opens lists.
  const words =
    found.cards.length > 0
      ? t.searchFound({ query, count: found.cards.length, total: found.total, budget })
      : t.searchNone({ query, budget });
  return reply(intent, words, {
    suggestions: found.cards,
    actions: searchActions(found),
  });
}

async function deals(ctx: ShopperContext, t: ReplyTemplates): Promise<EngineReply> {
  const cards = await bestDeals(ctx);
  // The percent each card shows (flash deals included), so the words match the cards.
  const [top] = cards
    .map((card) => ({ card, percent: shownPrice(card).percent }))
    .sort((a, b) => b.percent - a.percent);
  if (!top) return reply('deals', t.noDeals());
  return reply('deals', t.deals({ count: cards.length, topName: top.card.name, topPercent: top.percent }), {
    suggestions: cards,
  });
}

async function price(ctx: ShopperContext, t: ReplyTemplates, ref: string): Promise<EngineReply> {
  const product = await productDetails(ctx, ref);
  if (!product) return reply('price', t.askWhichProduct());
  // The price and the was-price the product page shows, a running flash deal included.
  const shown = shownPrice(product);
  return reply(
    'price',
    t.productPrice({
      name: product.name,
      price: formatRwf(shown.price, ctx.language),
      originalPrice: shown.original !== null ? formatRwf(shown.original, ctx.language) : null,
      inStock: product.inStock,
    }),
    { suggestions: [product], productId: product.id },
  );
}

async function addToCart(ctx: ShopperContext, t: ReplyTemplates, ref: string): Promise<EngineReply> {
  const product = await productDetails(ctx, ref);
  if (!product) return reply('add_to_cart', t.askWhichProduct());
  // The price the cart takes and the page shows: a running flash deal's.
  const { price } = shownPrice(product);
  return reply('add_to_cart', t.addedToCart({ name: product.name, price: formatRwf(price, ctx.language) }), {
    suggestions: [product],
    productId: product.id,
    actions: [{ type: 'add_to_cart', productId: product.id, price }],
  });
}

async function shipping(ctx: ShopperContext, t: ReplyTemplates, text: string): Promise<EngineReply> {
  const info = await shippingInfo(ctx, districtIn(text), orderValueIn(text) ?? undefined);
  const freeAbove = info.freeAbove === null ? null : formatRwf(info.freeAbove, ctx.language);
  // The shop has one delivery speed: a question about express gets its standard days, said as such.
  if (asksForExpress(text)) {
    const { district } = info;
    return reply(
      'shipping',
      t.shippingNoExpress({
        district: district ? { name: district.name, days: [district.minDays, district.maxDays] } : null,
        ...info.windows,
      }),
    );
  }
  if (info.order) {
    const { district } = info;
    return reply(
      'shipping',
      t.shippingForOrder({
        order: formatRwf(info.order.value, ctx.language),
        fee: info.order.fee === 0 ? null : formatRwf(info.order.fee, ctx.language),
        district: district?.name ?? null,
        days: district ? [district.minDays, district.maxDays] : null,
        kigaliFree: info.kigaliFree,
      }),
    );
  }
  if (info.district) {
    const { name, fee, minDays, maxDays } = info.district;
    return reply(
      'shipping',
      fee === 0
        ? t.shippingFree({ district: name, minDays, maxDays })
        : t.shippingFee({ district: name, fee: formatRwf(fee, ctx.language), minDays, maxDays, freeAbove }),
    );
  }
  if (info.freeAbove === 0) return reply('shipping', t.shippingAllFree());
  return reply(
    'shipping',
    t.shippingRules({
      standardFee: formatRwf(info.standardFee, ctx.language),
      freeAbove,
      kigaliFree: info.kigaliFree,
    }),
  );
}

async function orders(ctx: ShopperContext, t: ReplyTemplates): Promise<EngineReply> {
  const mine = await myOrders(ctx);
  if (mine === null) return reply('orders', t.ordersSignIn(), { actions: [{ type: 'sign_in' }] });
  if (mine.length === 0) return reply('orders', t.ordersNone(), { personalized: true });
  return reply(
    'orders',
    t.ordersList({
      orders: mine.map((o) => ({
        number: o.orderNumber,
        status: o.status,
        total: formatRwf(o.total, ctx.language),
      })),
    }),
    { personalized: true },
  );
}

async function track(ctx: ShopperContext, t: ReplyTemplates, number: string): Promise<EngineReply> {
  const parcel = await trackParcel(ctx, number);
  if (!parcel) return reply('orders', t.trackingUnknown({ number }));
  // The place and the day in the reply's language, as the tracking page words them (the day on
  // the shop's Kigali clock). A delivered or cancelled parcel is expected nowhere: no day.
  const awaited = parcel.status !== 'delivered' && parcel.status !== 'cancelled';
  return reply(
    'orders',
    t.trackingFound({
      number: parcel.orderNumber,
      status: parcel.status,
      location: currentPlaceLabel(parcel, ctx.language),
      eta:
        awaited && parcel.estimatedDelivery
          ? formatDate(parcel.estimatedDelivery, ctx.language, 'dayMonth')
          : null,
    }),
  );
}

async function bargain(
  ctx: ShopperContext,
  t: ReplyTemplates,
  productId: string,
  text: string,
): Promise<EngineReply> {
  try {
    const answer = await negotiate(ctx, productId, text);
    const { words, actions, negotiation } = offerReply(answer, t, ctx.language, ctx.customerId === null);
    return reply('offer', words, { productId: answer.productId, actions, negotiation });
  } catch (error) {
    // The engine's refusals (no such product, an unreadable offer) are answers, not failures.
    if (error instanceof AppError && error.status < 500) return reply('offer', error.message);
    throw error;
  }
}
