import type { ProductDto, VariantDto } from '@isoko/shared/catalog/schema';
import {
  type AvailableOptions,
  availableOptions,
  findVariant,
  type OptionAvailability,
} from '@isoko/shared/catalog/variant';
import { maxOrderQuantity } from '@isoko/shared/stock';

export interface Choice {
  size: string;
  color: string;
}

export interface SelectionState {
  hasSizes: boolean;
  hasColors: boolean;
  options: AvailableOptions;
  /** The variant of a complete choice (undefined until size and colour are both chosen). */
  variant: VariantDto | undefined;
  /** Units that can be bought for the choice so far (the product's total before a full choice). */
  stock: number;
  /** The regular price of the choice (the variant's when it has its own). */
  basePrice: number;
  /** The chosen variant's price differs from the product's: say so. */
  variantPriced: boolean;
  complete: boolean;
}

type Selectable = Pick<ProductDto, 'sizes' | 'colors' | 'variants' | 'price' | 'stockQuantity'>;

/** Whenever size or colour changes, the matching variant sets price and stock. */
export function selectionState(product: Selectable, choice: Choice): SelectionState {
  const hasSizes = product.sizes.length > 0;
  const hasColors = product.colors.length > 0;
  const complete = (!hasSizes || !!choice.size) && (!hasColors || !!choice.color);
  const options = availableOptions(product.variants, {
    size: hasSizes ? choice.size : null,
    color: hasColors ? choice.color : null,
  });
  const variant = complete
    ? findVariant(product.variants, hasSizes ? choice.size : null, hasColors ? choice.color : null)
    : undefined;
  let stock = product.stockQuantity;
  if (complete) stock = variant ? variant.stockQuantity : product.variants.length ? 0 : product.stockQuantity;
  else if (hasSizes && choice.size) stock = options.sizes.find((o) => o.value === choice.size)?.stock ?? 0;
  else if (hasColors && choice.color)
    stock = options.colors.find((o) => o.value === choice.color)?.stock ?? 0;
  const basePrice = variant?.price ?? product.price;
  return {
    hasSizes,
    hasColors,
    options,
    variant,
    stock,
    basePrice,
    variantPriced: basePrice !== product.price,
    complete,
  };
}

/**
 * The choice a view opens with. Quick View presets the first size and colour that can be bought
 * (the first ones when none can); the product page leaves the size to the shopper (it is
 * required) and presets the colour only when there is a single one; the bundle dialog does the same.
 */
export function initialChoice(product: Selectable, mode: 'quick' | 'page'): Choice {
  const all = availableOptions(product.variants);
  const pick = (values: string[], options: { value: string; soldOut: boolean }[]) =>
    options.find((o) => !o.soldOut && values.includes(o.value))?.value ?? values[0] ?? '';
  const colors = product.colors.map((c) => c.name);
  if (mode === 'quick') {
    const size = pick(product.sizes, all.sizes);
    const colorOptions = availableOptions(product.variants, { size: size || null }).colors;
    return { size, color: pick(colors, colorOptions) };
  }
  return {
    size: product.sizes.length === 1 ? (product.sizes[0] ?? '') : '',
    color: colors.length === 1 ? (colors[0] ?? '') : '',
  };
}

/**
 * The choice a page opens with when one is asked for (a wishlist entry's saved size and colour):
 * each value while the product still sells it with stock left, with the colour taken in the
 * chosen size; else the page's usual preset for it.
 */
export function askedChoice(product: Selectable, asked: Partial<Choice> | undefined): Choice {
  const preset = initialChoice(product, 'page');
  // Offered by the product, and some variant of it (in the chosen size, for a colour) in stock.
  const buyable = (value: string | undefined, values: string[], options: OptionAvailability[]) =>
    !!value &&
    values.includes(value) &&
    options.some((o) => o.value.toLowerCase() === value.toLowerCase() && !o.soldOut);
  const size =
    asked?.size && buyable(asked.size, product.sizes, availableOptions(product.variants).sizes)
      ? asked.size
      : preset.size;
  const colors = availableOptions(product.variants, { size: size || null }).colors;
  const colorNames = product.colors.map((c) => c.name);
  const color = asked?.color && buyable(asked.color, colorNames, colors) ? asked.color : preset.color;
  return { size, color };
}

/** The product page's address opening with a size and colour chosen (`?size=&color=`). */
export function productAddress(productId: string, choice: Partial<Choice> = {}): string {
  const params = new URLSearchParams();
  if (choice.size) params.set('size', choice.size);
  if (choice.color) params.set('color', choice.color);
  const query = params.toString();
  return `/product/${encodeURIComponent(productId)}${query ? `?${query}` : ''}`;
}

/** The size and colour a product page's address asks for. */
export function choiceInAddress(params: URLSearchParams): Partial<Choice> {
  return { size: params.get('size') ?? undefined, color: params.get('color') ?? undefined };
}

export type PurchaseProblem =
  | { kind: 'size'; action: 'cart' | 'buy' }
  | { kind: 'color' }
  | { kind: 'soldOut' }
  | { kind: 'tooMany'; available: number };

/**
 * Why adding `quantity` (with `inCart` already there) cannot go ahead, or null: a size or colour
 * not chosen, the choice sold out, or more than its stock.
 */
export function purchaseProblem(
  state: SelectionState,
  choice: Choice,
  quantity: number,
  inCart: number,
  action: 'cart' | 'buy',
): PurchaseProblem | null {
  if (state.hasSizes && !choice.size) return { kind: 'size', action };
  if (state.hasColors && !choice.color) return { kind: 'color' };
  if (state.stock <= 0) return { kind: 'soldOut' };
  if (quantity + inCart > state.stock) return { kind: 'tooMany', available: state.stock };
  return null;
}

/** The stepper's top: the stock of the choice, 10 while unknown. */
export function quantityLimit(stock: number | null | undefined): number {
  return Math.max(1, maxOrderQuantity(stock));
}
