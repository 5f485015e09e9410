import {
  BLOCKING_PROBLEMS,
  type CartLineProblem,
  type PricedCart,
  type PricedCartLine,
  type ShippingCalculateBody,
} from '@isoko/shared/cart/schema';
import { productNames } from '@isoko/shared/catalog/product-names';
import { findVariant } from '@isoko/shared/catalog/variant';
import { orderTotals, shippingQuote, unitPrice } from '@isoko/shared/checkout/pricing';
import type { CouponResult } from '@isoko/shared/coupons/schema';
import { isUuid } from '@isoko/shared/ids';
import { formatRwf, MAX_ORDER_TOTAL_RWF } from '@isoko/shared/money';
import type { ShippingCalculateResponse } from '@isoko/shared/shipping/schema';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type LabelLanguage, termLabels, withTermLabels } from '../catalog/color-labels';
import { productViews, type VariantView, variantPrice, variantViews } from '../catalog/read';
import { type CouponCheck, checkCoupon, couponResult } from '../coupons/service';
import { type NegotiationClaims, spentTokens, verifyNegotiationToken } from '../negotiation/negotiated-price';
import { shippingRules } from '../shipping/service';

/** One line as asked for (cart or order). */
export interface LineRequest {
  productId: string;
  variantId?: string | null;
  size?: string | null;
  color?: string | null;
  quantity: number;
  /** The client's unit price, only to report PRICE_CHANGED. */
  price?: number | null;
  negotiationToken?: string | null;
}

export interface PricingInput {
  items: readonly LineRequest[];
  couponCode?: string | null;
  district?: string | null;
  customerId: string | null;
  /** Signs negotiated-price tokens (the session secret). */
  secret: string;
  now?: Date;
}

/** A priced line with what the order needs beyond the DTO. */
export interface PricedLine extends PricedCartLine {
  /** The token's claims when its price applies. */
  negotiation: NegotiationClaims | null;
  /** The running flash deal's price, if any. */
  flashPrice: number | null;
}

export interface PricingResult {
  cart: PricedCart;
  lines: PricedLine[];
  coupon: CouponCheck | null;
}

/** Listed products (with their running flash deal) and the variants on offer, in two queries. */
async function loadCatalogue(db: DbOrTx, productIds: readonly string[], now: Date) {
  const products = await productViews(db, productIds, now);
  const variants = await variantViews(db, [...products.keys()]);
  return { products, variants };
}

const blank = (v: string | null | undefined) => !v?.trim() || v.trim().toLowerCase() === 'default';

/**
 * The variant a line means: its id; else the size and colour (shared findVariant); else the
 * only variant; else the one variant matching what was chosen (the old cart's defaults "M" and
 * "Default" stand for "no choice").
 */
function pickVariant(
  variants: readonly VariantView[],
  line: LineRequest,
): VariantView | 'missing' | 'ambiguous' {
  const wanted = line.variantId?.toLowerCase();
  if (wanted) return variants.find((v) => v.id === wanted) ?? 'missing';
  if (variants.length === 0) return 'missing';
  // The cart fills in size 'M' / colour 'Default' when it has no choice to offer: a product whose
  // variants have no size (or no colour) ignores that part of the line.
  const size = variants.some((v) => !blank(v.size)) ? line.size : undefined;
  const color = variants.some((v) => !blank(v.color)) ? line.color : undefined;
  line = { ...line, size, color };
  const like = variants.map((v) => ({ ...v, stockQuantity: v.stock }));
  const exact = findVariant(like, line.size, line.color);
  if (exact) return variants.find((v) => v.id === exact.id)!;
  if (variants.length === 1) return variants[0]!;
  const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  const candidates = variants.filter(
    (v) =>
      (blank(line.size) || norm(v.size) === norm(line.size)) &&
      (blank(line.color) || norm(v.color) === norm(line.color)),
  );
  return candidates.length === 1 ? candidates[0]! : 'ambiguous';
}

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

/** What pricing one line needs besides the line: the catalogue and what earlier lines took. */
interface LineContext {
  catalogue: Catalogue;
  secret: string;
  customerId: string | null;
  now: Date;
  /** Negotiated-price tokens used so far in this cart (a token buys once). */
  tokenIds: string[];
  /** Units of each variant left for the next line of the same variant. */
  stockLeft: Map<string, number>;
}

/** A line before its product is known: nothing priced yet. */
function unpricedLine(item: LineRequest, index: number): Omit<PricedLine, 'problems'> {
  return {
    index,
    productId: item.productId,
    variantId: null,
    name: '',
    slug: '',
    sku: '',
    image: null,
    size: item.size ?? null,
    color: item.color ?? null,
    quantity: item.quantity,
    unitPrice: 0,
    listPrice: 0,
    originalPrice: null,
    lineTotal: 0,
    available: 0,
    flashDeal: false,
    negotiated: false,
    freeShipping: false,
    negotiation: null,
    flashPrice: null,
  };
}

/** The line's negotiated-price token, when it is valid for this line and not used twice in the cart. */
function negotiatedClaims(
  item: LineRequest,
  target: { productId: string; variantId: string },
  ctx: LineContext,
  problems: CartLineProblem[],
): NegotiationClaims | null {
  if (!item.negotiationToken) return null;
  const check = verifyNegotiationToken(
    ctx.secret,
    item.negotiationToken,
    { ...target, customerId: ctx.customerId, quantity: item.quantity },
    ctx.now,
  );
  if (!check.ok) {
    problems.push({ code: 'NEGOTIATION_TOKEN_INVALID', reason: check.reason });
    return null;
  }
  if (ctx.tokenIds.includes(check.claims.jti)) {
    problems.push({ code: 'NEGOTIATION_TOKEN_INVALID', reason: 'used' });
    return null;
  }
  ctx.tokenIds.push(check.claims.jti);
  return check.claims;
}

/** One line: its variant, its price (list, flash deal, negotiated), and what stops it. */
function priceLine(item: LineRequest, index: number, ctx: LineContext): PricedLine {
  const base = unpricedLine(item, index);
  const product = ctx.catalogue.products.get(item.productId.toLowerCase());
  if (!product) return { ...base, problems: [{ code: 'NOT_FOUND' as const }] };
  const found = pickVariant(ctx.catalogue.variants.get(product.id) ?? [], item);
  const named = {
    ...base,
    productId: product.id,
    name: product.name,
    // Every language's name: the cart, kept in the browser, names the line in the one read now.
    names: productNames(product.name, product.nameI18n),
    slug: product.slug,
    image: product.mainImage || null,
  };
  if (found === 'missing') return { ...named, problems: [{ code: 'NOT_FOUND' as const }] };
  if (found === 'ambiguous') return { ...named, problems: [{ code: 'VARIANT_REQUIRED' as const }] };
  // The chosen colour's own picture, so the cart, checkout and the order show what was chosen.
  if (found.image) named.image = found.image;

  const problems: CartLineProblem[] = [];
  const negotiation = negotiatedClaims(item, { productId: product.id, variantId: found.id }, ctx, problems);
  const { listPrice, originalPrice, flashPrice } = variantPrice(product, found);
  const price = unitPrice({ listPrice, flashPrice, negotiatedPrice: negotiation?.price });
  if (typeof item.price === 'number' && Math.round(item.price) !== price) {
    problems.push({ code: 'PRICE_CHANGED', previousPrice: item.price, price });
  }
  // Lines of one variant share its stock, first come first served.
  const left = ctx.stockLeft.get(found.id) ?? Math.max(0, found.stock);
  ctx.stockLeft.set(found.id, Math.max(0, left - item.quantity));
  if (left <= 0) problems.push({ code: 'OUT_OF_STOCK' });
  else if (left < item.quantity) problems.push({ code: 'SHORT_STOCK', available: left });
  return {
    ...named,
    variantId: found.id,
    sku: found.sku,
    size: found.size,
    color: found.color,
    unitPrice: price,
    listPrice,
    originalPrice,
    lineTotal: price * item.quantity,
    available: Math.max(0, found.stock),
    flashDeal: flashPrice !== null && flashPrice < listPrice && price === flashPrice,
    negotiated: negotiation !== null && price === negotiation.price,
    freeShipping: product.freeShipping,
    negotiation,
    flashPrice,
    problems,
  };
}

/** A token already spent by an earlier order no longer lowers the price. */
async function dropSpentTokens(db: DbOrTx, lines: PricedLine[], tokenIds: readonly string[]): Promise<void> {
  const spent = await spentTokens(db, tokenIds);
  if (!spent.size) return;
  for (const line of lines) {
    if (!line.negotiation || !spent.has(line.negotiation.jti)) continue;
    line.unitPrice = unitPrice({ listPrice: line.listPrice, flashPrice: line.flashPrice });
    line.flashDeal =
      line.flashPrice !== null && line.unitPrice === line.flashPrice && line.flashPrice < line.listPrice;
    line.lineTotal = line.unitPrice * line.quantity;
    line.negotiated = false;
    line.negotiation = null;
    line.problems.push({ code: 'NEGOTIATION_TOKEN_INVALID', reason: 'used' });
  }
}

/** Coupon, shipping and totals over the priced lines. */
async function totalsOf(
  db: DbOrTx,
  input: PricingInput,
  lines: PricedLine[],
  now: Date,
): Promise<PricingResult> {
  const priced = lines.filter((l) => l.variantId !== null);
  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const coupon = input.couponCode
    ? await checkCoupon(db, input.couponCode, subtotal, input.customerId, now)
    : null;
  const couponDto: CouponResult | null =
    coupon && input.couponCode ? couponResult(input.couponCode, coupon) : null;
  const discount = coupon?.evaluation.ok ? coupon.evaluation.discount : 0;
  const quote = shippingQuote(await shippingRules(db), {
    goodsTotal: subtotal - discount,
    district: input.district,
    lines: priced.map((l) => ({ productId: l.productId, freeShipping: l.freeShipping })),
    couponFreeShipping: Boolean(coupon?.evaluation.ok && coupon.evaluation.freeShipping),
  });
  const totals = orderTotals(subtotal, discount, quote.fee);
  if (Math.max(totals.subtotal, totals.total) > MAX_ORDER_TOTAL_RWF) {
    throw new AppError(
      'ORDER_TOO_LARGE',
      `An order may come to at most ${formatRwf(MAX_ORDER_TOTAL_RWF)}. Please order fewer items.`,
      { subtotal: totals.subtotal, total: totals.total, max: MAX_ORDER_TOTAL_RWF },
    );
  }
  const blocked = lines.some((l) => l.problems.some((p) => BLOCKING_PROBLEMS.includes(p.code)));
  return {
    lines,
    coupon,
    cart: {
      lines: lines.map(({ negotiation: _n, flashPrice: _f, ...dto }) => dto),
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal: totals.subtotal,
      discount: totals.discount,
      shippingFee: totals.shippingFee,
      isFreeShipping: quote.isFree,
      shippingReason: quote.reason,
      total: totals.total,
      coupon: couponDto,
      canCheckout: lines.length > 0 && !blocked,
    },
  };
}

/**
 * Prices a cart or an order from the database: current prices (variant price, flash deal,
 * negotiated token), stock (shared across lines of one variant), coupon, shipping, totals.
 * Pass the order's transaction as `db` to price inside it.
 */
export async function priceLines(db: DbOrTx, input: PricingInput): Promise<PricingResult> {
  const now = input.now ?? new Date();
  const ids = [...new Set(input.items.map((i) => i.productId.toLowerCase()).filter(isUuid))];
  const ctx: LineContext = {
    catalogue: await loadCatalogue(db, ids, now),
    secret: input.secret,
    customerId: input.customerId,
    now,
    tokenIds: [],
    stockLeft: new Map(),
  };
  const lines = input.items.map((item, index) => priceLine(item, index, ctx));
  await dropSpentTokens(db, lines, ctx.tokenIds);
  return totalsOf(db, input, lines, now);
}

/**
 * POST /api/cart/price. Each line's colour and size are also worded in the shopper's language
 * (`colorLabel`, `sizeLabel`); the stored `color` and `size` stay as the variant has them.
 */
export async function priceCart(
  db: DbOrTx,
  secret: string,
  customerId: string | null,
  body: { items: LineRequest[]; couponCode?: string; district?: string },
  language?: LabelLanguage,
): Promise<PricedCart> {
  const [result, label] = await Promise.all([
    priceLines(db, { ...body, customerId, secret }),
    termLabels(language),
  ]);
  return { ...result.cart, lines: result.cart.lines.map((l) => withTermLabels(label, l)) };
}

/** The goods' subtotal of some items, priced from the database (coupon previews, shipping quotes). */
export async function subtotalOf(db: DbOrTx, items: readonly LineRequest[]): Promise<number> {
  if (items.length === 0) return 0;
  const { cart } = await priceLines(db, { items, customerId: null, secret: 'unused' });
  return cart.subtotal;
}

/** The product id in the old client's `product` field: the id itself, or an object with id/_id. */
export function productIdOf(item: { productId?: string; product?: unknown }): string | undefined {
  if (item.productId) return item.productId;
  const p = item.product;
  if (typeof p === 'string' && p.trim()) return p.trim();
  if (p && typeof p === 'object') {
    const o = p as Record<string, unknown>;
    const id = o.id ?? o._id;
    if (typeof id === 'string' && id.trim()) return id.trim();
  }
  return undefined;
}

/**
 * POST /api/shipping/calculate: the fee for a cart and a district. Items are priced from the
 * database; the client's subtotal counts only when no item could be priced (an old client
 * sending names only).
 */
export async function calculateShipping(
  db: DbOrTx,
  customerId: string | null,
  body: z.output<typeof ShippingCalculateBody>,
): Promise<ShippingCalculateResponse> {
  const items: LineRequest[] = body.items.flatMap((i) => {
    const productId = productIdOf(i);
    return productId ? [{ productId, variantId: i.variantId || undefined, quantity: i.quantity }] : [];
  });
  const { cart, lines } = await priceLines(db, {
    items,
    couponCode: body.couponCode,
    district: body.district,
    customerId,
    secret: 'unused',
  });
  if (lines.some((l) => l.variantId !== null)) {
    return {
      success: true,
      shippingFee: cart.shippingFee,
      isFreeShipping: cart.isFreeShipping,
      reason: cart.shippingReason,
      subtotal: cart.subtotal,
    };
  }
  const subtotal = Math.max(0, Math.round(body.subtotal));
  const quote = shippingQuote(await shippingRules(db), {
    goodsTotal: subtotal,
    district: body.district,
    lines: subtotal > 0 || body.items.length ? [{ productId: '' }] : [],
  });
  return {
    success: true,
    shippingFee: quote.fee,
    isFreeShipping: quote.isFree,
    reason: quote.reason,
    subtotal,
  };
}
