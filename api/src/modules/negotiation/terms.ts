import { negotiationFloor } from '@isoko/shared/negotiation/concession-schedule';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type ProductView, productView, variantBySku, variantPrice, variantViews } from '../catalog/read';

/** What a negotiation is about and what the shop may give, read from the catalogue now. */
export interface NegotiationTerms {
  product: ProductView;
  /** The variant the deal binds to; null when every variant costs the same (any will do). */
  variantId: string | null;
  /** What the shopper would pay now: the flash price while a deal runs. */
  basePrice: number;
  /** The lowest price the shop accepts; null when staff marked the product not negotiable. */
  floorPrice: number | null;
}

/** What the shopper reads for an offer without a product (the wording old clients expect). */
export const PRODUCT_MISSING_MESSAGE = 'Product ID is missing...';
/** What the shopper reads for an offer on a product that is not sold. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found. Please try another product!';

/**
 * The product (by id, slug, or the SKU of one of its variants, which old widgets sent as `sku`),
 * the variant and the prices, through the catalogue's read
 * service. Without a variant, the deal binds to the only one, or to none when all cost the
 * same; when prices differ the shopper must say which, or a cheap size's deal would buy a dear one.
 */
export async function negotiationTerms(
  db: DbOrTx,
  productRef: string | undefined,
  variantId: string | undefined,
  now: Date,
): Promise<NegotiationTerms> {
  if (!productRef?.trim()) throw new AppError('NEGOTIATION_PRODUCT_MISSING', PRODUCT_MISSING_MESSAGE);
  let product = await productView(db, productRef, now);
  if (!product) {
    const bySku = await variantBySku(db, productRef);
    if (bySku) {
      product = await productView(db, bySku.productId, now);
      variantId ??= bySku.variantId;
    }
  }
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  const variants = (await variantViews(db, [product.id])).get(product.id) ?? [];
  const terms = (variant: (typeof variants)[number] | null): NegotiationTerms => {
    const basePrice = variant ? variantPrice(product, variant).price : product.pricing.price;
    return {
      product,
      variantId: variant?.id ?? null,
      basePrice,
      floorPrice: negotiationFloor(basePrice, {
        negotiable: product.negotiable,
        floorPrice: product.floorPrice,
      }),
    };
  };
  if (variantId) {
    const chosen = variants.find((v) => v.id === variantId.toLowerCase());
    if (!chosen) throw new AppError('VARIANT_NOT_FOUND', 'This size or colour is not sold any more.');
    return terms(chosen);
  }
  if (variants.length === 1) return terms(variants[0]!);
  const prices = new Set(variants.map((v) => variantPrice(product, v).price));
  if (prices.size <= 1) return terms(null);
  throw new AppError(
    'NEGOTIATION_VARIANT_REQUIRED',
    'Sizes or colours of this product have different prices: choose one before making an offer.',
  );
}
