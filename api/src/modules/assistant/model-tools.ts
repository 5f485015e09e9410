import type { AssistantAction, AssistantNegotiation } from '@isoko/shared/assistant/schema';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { currentPlaceLabel } from '@isoko/shared/tracking/current-place';
import { tool } from '@langchain/core/tools';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { fillPrompt, loadPrompt } from '../admin-catalog/prompt-file';
import { offerReply } from './offer-reply';
import { amountsOf } from './price-guard';
import type { EngineReply } from './rules-engine';
import {
  bestDeals,
  myOrders,
  negotiate,
  productDetails,
  type ShopperContext,
  searchActions,
  searchProducts,
  shippingInfo,
  shopPolicies,
  trackParcel,
} from './shop-tools';
import { REPLIES } from './templates/replies';

/** What the model's tool calls found: shown to the shopper beside the model's words. */
export interface ToolFindings {
  /** Every amount the shop's data contained: the only amounts the reply may state. */
  allowed: Set<number>;
  suggestions: ProductCardDto[];
  actions: AssistantAction[];
  negotiation: AssistantNegotiation | null;
  productId: string | null;
  personalized: boolean;
}

/** Product text the model reads, cut short: descriptions are data, and long ones only cost time. */
const DESCRIPTION_MAX = 300;

/** Fences shop data off as data: nothing inside can close the fence. */
async function asData(findings: ToolFindings, data: unknown): Promise<string> {
  amountsOf(data, findings.allowed);
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return fillPrompt(await loadPrompt('assistant-tool-result'), { data: json });
}

/** A product as the model reads it: the price, was-price and percent its card shows (flash deals included). */
const card = (c: ProductCardDto) => {
  const shown = shownPrice(c);
  return {
    id: c.id,
    name: c.name,
    price: shown.price,
    originalPrice: shown.original,
    discountPercentage: shown.percent,
    inStock: c.inStock,
  };
};

/** The shop's services as LangChain tools, for one message of one shopper. */
export function assistantTools(
  ctx: ShopperContext,
  findings: ToolFindings,
  currentProduct: string | null,
  /** The rules engine's reply to this message when it already bargained with it; else null. */
  bargained: EngineReply | null = null,
) {
  const product = (id?: string) => id ?? currentProduct;
  return [
    tool(
      async ({ query }) => {
        const found = await searchProducts(ctx, query);
        findings.suggestions = found.cards;
        findings.actions = searchActions(found);
        return asData(findings, {
          query: found.query,
          budget: found.budget,
          // The products listed below are the first of this many (the results page lists them all).
          total: found.total,
          products: found.cards.map(card),
        });
      },
      {
        name: 'search_products',
        description:
          'Find products by the shopper\'s words (kind, colour, gender, budget such as "under 50k").',
        schema: z.object({ query: z.string().max(300) }),
      },
    ),
    tool(
      async () => {
        const cards = await bestDeals(ctx);
        findings.suggestions = cards;
        return asData(findings, { deals: cards.map(card) });
      },
      { name: 'best_deals', description: 'The biggest real discounts in stock now.', schema: z.object({}) },
    ),
    tool(
      async ({ productId }) => {
        const ref = product(productId);
        const found = ref ? await productDetails(ctx, ref) : null;
        if (!found) return asData(findings, { found: false });
        findings.suggestions = [found];
        findings.productId = found.id;
        return asData(findings, {
          ...card(found),
          stockQuantity: found.stockQuantity,
          sizes: found.sizes,
          colors: found.colors.map((c) => c.name),
          description:
            found.shortDescription.slice(0, DESCRIPTION_MAX) || found.description.slice(0, DESCRIPTION_MAX),
        });
      },
      {
        name: 'product_details',
        description:
          'Price, stock, sizes and colours of a product (the one being discussed when no id is given).',
        schema: z.object({ productId: z.string().max(200).optional() }),
      },
    ),
    tool(
      async ({ district, orderValue }) => asData(findings, await shippingInfo(ctx, district, orderValue)),
      {
        name: 'shipping_fee',
        description:
          'Delivery fee, free-delivery rules and business days (standard delivery only: the shop has no express), for a Rwandan district when given, and the fee for an order of the value the shopper names.',
        schema: z.object({
          district: z.string().max(60).optional(),
          orderValue: z.number().int().positive().max(1_000_000_000_000).optional(),
        }),
      },
    ),
    tool(async () => asData(findings, shopPolicies()), {
      name: 'shop_policies',
      description:
        'Return window in days, the payment methods, and when shoppers may cancel an order themselves in My Orders.',
      schema: z.object({}),
    }),
    tool(
      async () => {
        const orders = await myOrders(ctx);
        if (orders === null) {
          findings.actions = [{ type: 'sign_in' }];
          return asData(findings, { signedIn: false });
        }
        findings.personalized = true;
        return asData(findings, {
          orders: orders.map((o) => ({
            number: o.orderNumber,
            status: o.status,
            total: o.total,
            trackingId: o.trackingId,
          })),
        });
      },
      { name: 'my_orders', description: "The signed-in shopper's own latest orders.", schema: z.object({}) },
    ),
    tool(
      async ({ number }) => {
        const parcel = await trackParcel(ctx, number);
        return asData(
          findings,
          parcel
            ? {
                known: true,
                orderNumber: parcel.orderNumber,
                status: parcel.status,
                // The place in the shopper's language, as the tracking page names it.
                location: currentPlaceLabel(parcel, ctx.language),
              }
            : { known: false, number },
        );
      },
      {
        name: 'track_order',
        description: 'Public status of a parcel by its tracking number (ISK-TRK-…) or order number.',
        schema: z.object({ number: z.string().max(60) }),
      },
    ),
    tool(
      async ({ message, productId }) => {
        // The rules engine already took this message to the negotiation engine: asking again would
        // spend a second of the shopper's three rounds on the same words.
        if (bargained?.negotiation) {
          const { negotiation } = bargained;
          findings.productId = negotiation.productId;
          findings.negotiation = negotiation;
          findings.actions = bargained.actions;
          return asData(findings, {
            status: negotiation.status,
            price: negotiation.price,
            roundsLeft: negotiation.roundsLeft,
            message: bargained.text,
          });
        }
        const ref = product(productId);
        if (!ref) return asData(findings, { needsProduct: true });
        try {
          const answer = await negotiate(ctx, ref, message);
          const { words, actions, negotiation } = offerReply(
            answer,
            REPLIES[ctx.language],
            ctx.language,
            ctx.customerId === null,
          );
          findings.productId = answer.productId;
          findings.negotiation = negotiation;
          if (actions.length > 0) findings.actions = actions;
          return asData(findings, {
            status: answer.status,
            price: answer.price,
            roundsLeft: answer.roundsLeft,
            message: words,
          });
        } catch (error) {
          if (error instanceof AppError && error.status < 500)
            return asData(findings, { refused: error.message });
          throw error;
        }
      },
      {
        name: 'make_offer',
        description:
          "Send the shopper's offer or yes/no to the shop's negotiation engine, which decides the answer and any counter-price.",
        schema: z.object({ message: z.string().max(500), productId: z.string().max(200).optional() }),
      },
    ),
    tool(
      async ({ productId }) => {
        const ref = product(productId);
        const found = ref ? await productDetails(ctx, ref) : null;
        if (!found) return asData(findings, { found: false });
        findings.productId = found.id;
        // The price the cart takes and the page shows: a running flash deal's.
        const { price } = shownPrice(found);
        findings.actions = [{ type: 'add_to_cart', productId: found.id, price }];
        return asData(findings, { added: true, name: found.name, price });
      },
      {
        name: 'add_to_cart',
        description: "Put a product (the one discussed when no id is given) in the shopper's cart.",
        schema: z.object({ productId: z.string().max(200).optional() }),
      },
    ),
  ];
}
