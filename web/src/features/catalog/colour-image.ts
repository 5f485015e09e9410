import type { ProductDto } from '@isoko/shared/catalog/schema';

type Pictured = Pick<ProductDto, 'variants' | 'images' | 'mainImage'>;

/**
 * The picture of a chosen colour: the colour's variant picture when the shop has one, else the
 * first gallery picture described in that colour, else null (the product's pictures serve).
 */
export function colourImage(product: Pictured, color: string | null | undefined): string | null {
  const c = (color ?? '').trim().toLowerCase();
  if (!c) return null;
  const variant = product.variants.find((v) => v.image && (v.color ?? '').toLowerCase() === c);
  if (variant?.image) return variant.image;
  const described = product.images.find((m) => m.kind === 'image' && m.alt.toLowerCase().endsWith(` ${c}`));
  return described?.url ?? null;
}
