import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '../../ui/shown-price';

/** The home page's bundles (Complete Outfit, Casual Combo, Party Pack), each part a subcategory. */
export const BUNDLES = [
  { id: 'completeOutfit', parts: ['dresses', 'sandals', 'handbags'] },
  { id: 'casualCombo', parts: ['t-shirts-polos', 'trousers', 'sneakers'] },
  { id: 'partyPack', parts: ['kitenge-ankara', 'earrings', 'formal-shoes'] },
] as const;

export type BundleId = (typeof BUNDLES)[number]['id'];

/**
 * What a bundle of real products costs: the sum of their current prices, and what that saves
 * against their struck prices. No extra bundle discount exists, so none is claimed.
 */
export function bundleTotals(products: readonly ProductCardDto[], now = Date.now()) {
  let total = 0;
  let saving = 0;
  for (const p of products) {
    const shown = shownPrice(p, now);
    total += shown.price;
    if (shown.original !== null) saving += shown.original - shown.price;
  }
  return { total, saving };
}
