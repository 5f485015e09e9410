import { ProductListQuery } from '@isoko/shared/catalog/schema';
import type { AltPerk, NegotiationLanguage } from '@isoko/shared/negotiation/schema';
import type { AppDeps } from '../../deps';
import { type ProductView, productViews } from '../catalog/read';
import { listProducts } from '../catalog/service';
import { shippingRules } from '../shipping/service';
import { perkMessage } from './messages';

/**
 * Real ways to save when the price cannot move (a fixed-price product, or one already at its
 * floor): the free-delivery rules the shop applies now, and a cheaper similar product in stock.
 */
export async function alternativePerks(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  product: ProductView,
  basePrice: number,
  language: NegotiationLanguage,
): Promise<AltPerk[]> {
  const [shipping, similar] = await Promise.all([
    freeShippingPerks(deps, product, language),
    cheaperSimilarProduct(deps, product, basePrice),
  ]);
  const perks = [...shipping];
  if (similar) {
    perks.push({
      type: 'similar_product',
      description: perkMessage('similar', language, { amount: similar.price, name: similar.name }),
      productId: similar.id,
      slug: similar.slug,
      name: similar.name,
      price: similar.price,
    });
  }
  return perks;
}

/** The delivery rules of the shipping settings, as they apply to this product. */
async function freeShippingPerks(
  deps: Pick<AppDeps, 'db'>,
  product: ProductView,
  language: NegotiationLanguage,
): Promise<AltPerk[]> {
  const rules = await shippingRules(deps.db);
  const adminFree =
    rules.freeShippingType === 'all' ||
    (rules.freeShippingType === 'selected' && rules.selectedProducts.includes(product.id));
  if (product.freeShipping || (adminFree && rules.freeShippingThreshold <= 0)) {
    return [{ type: 'free_shipping', description: perkMessage('shipsFree', language), threshold: null }];
  }
  const perks: AltPerk[] = [];
  const thresholds = [rules.freeAbove, adminFree ? rules.freeShippingThreshold : null].filter(
    (t): t is number => t !== null && t > 0,
  );
  if (thresholds.length > 0) {
    const threshold = Math.min(...thresholds);
    perks.push({
      type: 'free_shipping',
      description: perkMessage('freeAbove', language, { amount: threshold }),
      threshold,
    });
  }
  if (rules.kigaliFree) {
    perks.push({ type: 'free_shipping', description: perkMessage('kigali', language), threshold: null });
  }
  return perks;
}

/**
 * The in-stock product of the same subcategory (else category) whose price now, flash deals
 * included, is the highest below this one's: the closest cheaper choice.
 */
async function cheaperSimilarProduct(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  product: ProductView,
  basePrice: number,
): Promise<{ id: string; slug: string; name: string; price: number } | null> {
  if (basePrice <= 1) return null;
  const scopes = [product.subcategoryId, product.categoryId].filter((c): c is string => Boolean(c));
  for (const category of scopes) {
    const page = await listProducts(
      deps.catalog,
      ProductListQuery.parse({
        category,
        inStock: 'true',
        maxPrice: String(basePrice - 1),
        sortBy: 'price_high',
        limit: '12',
      }),
    );
    const ids = page.data.map((c) => c.id).filter((id) => id !== product.id);
    if (ids.length === 0) continue;
    // Prices come from the read service: a listing card may be cached for a few seconds.
    const views = await productViews(deps.db, ids);
    const cheaper = ids
      .map((id) => views.get(id))
      .filter((v): v is ProductView => v !== undefined && v.stockTotal > 0 && v.pricing.price < basePrice)
      .sort((a, b) => b.pricing.price - a.pricing.price)[0];
    if (cheaper) {
      return { id: cheaper.id, slug: cheaper.slug, name: cheaper.name, price: cheaper.pricing.price };
    }
  }
  return null;
}
