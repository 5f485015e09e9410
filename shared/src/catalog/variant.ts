/** What the variant rules need of a variant (VariantDto fits). */
export interface VariantLike {
  size?: string | null;
  color?: string | null;
  stockQuantity: number;
}

export interface OptionAvailability {
  value: string;
  /** Units left for this value given the other choice (all matching variants together). */
  stock: number;
  /** No matching variant has stock: show it disabled and marked. */
  soldOut: boolean;
}

export interface AvailableOptions {
  sizes: OptionAvailability[];
  colors: OptionAvailability[];
}

const norm = (v: string | null | undefined): string => (v ?? '').trim();

/**
 * The variant for a chosen size and colour. An empty choice matches a variant with
 * no value for that attribute; a choice matches case-insensitively.
 */
export function findVariant<V extends VariantLike>(
  variants: readonly V[],
  size: string | null | undefined,
  color: string | null | undefined,
): V | undefined {
  const s = norm(size).toLowerCase();
  const c = norm(color).toLowerCase();
  return variants.find((v) => norm(v.size).toLowerCase() === s && norm(v.color).toLowerCase() === c);
}

function availability<V extends VariantLike>(
  variants: readonly V[],
  key: 'size' | 'color',
  other: 'size' | 'color',
  otherChoice: string,
): OptionAvailability[] {
  const byValue = new Map<string, number>();
  for (const v of variants) {
    const value = norm(v[key]);
    if (!value) continue;
    const matchesOther = !otherChoice || norm(v[other]).toLowerCase() === otherChoice;
    const stock = matchesOther ? Math.max(0, v.stockQuantity) : 0;
    byValue.set(value, (byValue.get(value) ?? 0) + stock);
  }
  return [...byValue].map(([value, stock]) => ({ value, stock, soldOut: stock <= 0 }));
}

/**
 * Which sizes and colours can still be bought given the other choice (values whose matching
 * variant has zero stock are shown disabled). With no colour chosen, a size is sold out only
 * when every colour of it is; likewise for colours. Values keep the variants' order.
 */
export function availableOptions<V extends VariantLike>(
  variants: readonly V[],
  choice: { size?: string | null; color?: string | null } = {},
): AvailableOptions {
  return {
    sizes: availability(variants, 'size', 'color', norm(choice.color).toLowerCase()),
    colors: availability(variants, 'color', 'size', norm(choice.size).toLowerCase()),
  };
}

/** The size × colour combinations a product sells, in form order (null: no such choice). */
export function variantGrid(
  sizes: readonly string[],
  colors: readonly string[],
): Array<{ size: string | null; color: string | null }> {
  const s = sizes.length ? sizes : [null];
  const c = colors.length ? colors : [null];
  return s.flatMap((size) => c.map((color) => ({ size, color })));
}

/** The SKU shown on the product page: last 8 characters of the product id, in capitals. */
export function productSku(id: string): string {
  return id.slice(-8).toUpperCase();
}
