/**
 * The cart's line rules: identity, adding, quantities, counting and storage. The cart lives
 * in the browser; the server prices it again at checkout, so a line's `price` is only what
 * the shopper saw.
 *
 * No zod here on purpose: these rules run in the first-render bundle of every page (the header's
 * badge), where zod's runtime would cost more than the whole rest of this file. The stored-cart
 * check below is written out by hand and tested against the same cases.
 */

import { type ProductNames, readProductNames } from '../catalog/product-names';
import { MAX_LINE_QUANTITY } from './limits';

/** Size and colour a line gets when the product offers no such choice. */
export const DEFAULT_SIZE = 'M';
export const DEFAULT_COLOR = 'Default';
export const DEFAULT_QUANTITY = 1;

export interface CartLine {
  id: string;
  /** The name as shown when added: what the line is called without `names` (older carts). */
  name: string;
  /** The name in every language: the line is named in the one the shopper reads now (`nameIn`). */
  names?: ProductNames;
  /** Integer RWF per unit as shown when added; the server's price wins at checkout. */
  price: number;
  mainImage?: string;
  size?: string;
  color?: string;
  quantity: number;
  /** A negotiated price's signed token: pricing and checkout honour `price` with it. */
  negotiationToken?: string;
}

/** What adding a product needs to know about it. `sizes`/`colors` empty when there is no choice. */
export interface CartProduct {
  id: string;
  name: string;
  names?: ProductNames;
  price: number;
  mainImage?: string;
  sizes?: readonly string[];
  colors?: readonly (string | { name: string })[];
}

export interface LineChoice {
  size?: string | null;
  color?: string | null;
  quantity?: number;
}

export type NewLineResult = { ok: true; line: CartLine } | { ok: false; missing: 'size' | 'color' };

const text = (v: string | null | undefined) => (v ?? '').trim();

/** A line's identity: product id + size + colour; adding the same three raises its quantity. */
export function lineKey(line: Pick<CartLine, 'id' | 'size' | 'color'>): string {
  return JSON.stringify([line.id, text(line.size), text(line.color)]);
}

export function sameLine(
  a: Pick<CartLine, 'id' | 'size' | 'color'>,
  b: Pick<CartLine, 'id' | 'size' | 'color'>,
) {
  return lineKey(a) === lineKey(b);
}

const wholeQuantity = (q: number | undefined) =>
  q === undefined || !Number.isFinite(q) ? DEFAULT_QUANTITY : Math.floor(q);

/**
 * The line for a product and the shopper's choice. The defaults 'M' and 'Default' apply only
 * when the product has no sizes (colours): a product that has them needs a real choice, or a
 * dress would land in the cart in a size it may not even come in.
 */
export function newLine(product: CartProduct, choice: LineChoice = {}): NewLineResult {
  const hasSizes = (product.sizes?.length ?? 0) > 0;
  const hasColors = (product.colors?.length ?? 0) > 0;
  const size = text(choice.size);
  const color = text(choice.color);
  if (hasSizes && !size) return { ok: false, missing: 'size' };
  if (hasColors && !color) return { ok: false, missing: 'color' };
  return {
    ok: true,
    line: {
      id: product.id,
      name: product.name,
      ...(product.names ? { names: product.names } : {}),
      price: product.price,
      ...(product.mainImage ? { mainImage: product.mainImage } : {}),
      size: hasSizes ? size : DEFAULT_SIZE,
      color: hasColors ? color : DEFAULT_COLOR,
      quantity: Math.max(1, wholeQuantity(choice.quantity)),
    },
  };
}

/**
 * The size and colour to look a line's variant up with (`findVariant`): the defaults stand for
 * "no choice", which a variant expresses as an empty value.
 */
export function variantChoiceOf(
  line: Pick<CartLine, 'size' | 'color'>,
  product: Pick<CartProduct, 'sizes' | 'colors'>,
): { size: string | null; color: string | null } {
  const size = (product.sizes?.length ?? 0) > 0 ? text(line.size) || null : null;
  const color = (product.colors?.length ?? 0) > 0 ? text(line.color) || null : null;
  return { size, color };
}

/** Adds a line: the same id + size + colour gets the quantities summed, anything else is appended. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const quantity = wholeQuantity(line.quantity);
  if (quantity <= 0) return [...lines];
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing) return [...lines, { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }];
  // The newer names win: the catalogue may have been translated since the first one was added.
  const names = line.names ?? existing.names;
  // Summed, but never past what one line may hold: the server would refuse the whole cart.
  const summed = Math.min(MAX_LINE_QUANTITY, existing.quantity + quantity);
  return lines.map((l) => (l === existing ? { ...l, ...(names ? { names } : {}), quantity: summed } : l));
}

/** Sets a line's quantity (at most MAX_LINE_QUANTITY); 0 or less removes the line. */
export function updateQuantity(
  lines: readonly CartLine[],
  target: Pick<CartLine, 'id' | 'size' | 'color'>,
  quantity: number,
): CartLine[] {
  const key = lineKey(target);
  const q = Number.isFinite(quantity) ? Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)) : 0;
  if (q <= 0) return lines.filter((l) => lineKey(l) !== key);
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: q } : l));
}

export function removeLine(lines: readonly CartLine[], target: Pick<CartLine, 'id' | 'size' | 'color'>) {
  const key = lineKey(target);
  return lines.filter((l) => lineKey(l) !== key);
}

/** Units of one line already in the cart (0 when absent). */
export function quantityInCart(lines: readonly CartLine[], target: Pick<CartLine, 'id' | 'size' | 'color'>) {
  const key = lineKey(target);
  return lines.find((l) => lineKey(l) === key)?.quantity ?? 0;
}

/** The badge's count: the sum of quantities, not the number of lines. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Sum of price × quantity as shown in the browser (the order's total is the server's). */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

/** What the browser keeps under `cart`; `_id` for clients that read the old field. */
export interface StoredCartLine {
  id: string;
  _id: string;
  name: string;
  names?: ProductNames;
  price: number;
  mainImage?: string;
  size?: string;
  color?: string;
  quantity: number;
  negotiationToken?: string;
}

export function toStoredLine(line: CartLine): StoredCartLine {
  return {
    id: line.id,
    _id: line.id,
    name: line.name,
    ...(line.names ? { names: line.names } : {}),
    price: line.price,
    ...(line.mainImage ? { mainImage: line.mainImage } : {}),
    ...(line.size !== undefined ? { size: line.size } : {}),
    ...(line.color !== undefined ? { color: line.color } : {}),
    quantity: line.quantity,
    ...(line.negotiationToken ? { negotiationToken: line.negotiationToken } : {}),
  };
}

/** The smaller projection saved when storage is full: enough to price the cart again. */
export function toQuotaLine(
  line: CartLine,
): Pick<CartLine, 'id' | 'quantity' | 'size' | 'color' | 'negotiationToken'> {
  return {
    id: line.id,
    quantity: line.quantity,
    ...(line.size !== undefined ? { size: line.size } : {}),
    ...(line.color !== undefined ? { color: line.color } : {}),
    // Without its token a negotiated line would silently go back to the list price.
    ...(line.negotiationToken ? { negotiationToken: line.negotiationToken } : {}),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const optionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const MAX_LINES = 500;
const MAX_QUANTITY = 10_000;
/** The cart API's limit on a negotiation token; a longer one could never be honoured. */
const MAX_TOKEN_LENGTH = 2000;

function readLine(v: unknown): CartLine | null {
  if (!isObject(v)) return null;
  const id = typeof v.id === 'string' && v.id ? v.id : typeof v._id === 'string' && v._id ? v._id : null;
  const { quantity, price } = v;
  if (!id || id.length > 200) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    return null;
  // The quota projection has no name or price: the cart screen prices those lines from the server.
  if (price !== undefined && (typeof price !== 'number' || !Number.isFinite(price) || price < 0)) return null;
  if (!optionalString(v.name) || !optionalString(v.mainImage)) return null;
  if (!optionalString(v.size) || !optionalString(v.color)) return null;
  if (!optionalString(v.negotiationToken)) return null;
  const token = typeof v.negotiationToken === 'string' ? v.negotiationToken : '';
  // Names in a shape this version cannot read are dropped, not the cart: the line keeps `name`.
  const names = readProductNames(v.names);
  return {
    id,
    name: typeof v.name === 'string' ? v.name : '',
    ...(names ? { names } : {}),
    price: typeof price === 'number' ? Math.round(price) : 0,
    ...(typeof v.mainImage === 'string' && v.mainImage ? { mainImage: v.mainImage } : {}),
    ...(typeof v.size === 'string' ? { size: v.size } : {}),
    ...(typeof v.color === 'string' ? { color: v.color } : {}),
    quantity,
    ...(token && token.length <= MAX_TOKEN_LENGTH ? { negotiationToken: token } : {}),
  };
}

/**
 * Replacing the cart from storage accepts only a valid list of lines; anything else (not a list,
 * one unreadable line) is `null`, which the caller turns into an empty cart. Lines that share an
 * identity are merged.
 */
export function parseStoredCart(value: unknown): CartLine[] | null {
  if (!Array.isArray(value) || value.length > MAX_LINES) return null;
  let lines: CartLine[] = [];
  for (const item of value) {
    const line = readLine(item);
    if (!line) return null;
    lines = addLine(lines, line);
  }
  return lines;
}

/** Replacing the whole cart keeps a valid list, otherwise yields an empty cart. */
export function replaceCart(value: unknown): CartLine[] {
  return parseStoredCart(value) ?? [];
}
