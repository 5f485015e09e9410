import type { ProductDto } from '@isoko/shared/catalog/schema';
import type { CustomerOrderDto, CustomerOrderItemDto } from '@isoko/shared/orders/customer-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { ErrorBanner } from '../../ui/error-banner';
import { shownPrice } from '../../ui/shown-price';
import { productQuery } from '../catalog/queries';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { choiceOf } from './item-choice';

/** What came of putting an order's items in the cart again. */
export interface BuyAgainResult {
  added: string[];
  /** Items no longer sold, or out of stock in the size and colour bought. */
  unavailable: string[];
}

/**
 * The variant the item was bought in, as the catalogue has it now: by its id, else by its size
 * and colour (a variant the shop rebuilt). Undefined when it is gone.
 */
function variantNow(product: ProductDto, item: CustomerOrderItemDto) {
  return (
    product.variants.find((v) => v.id === item.variantId) ??
    product.variants.find((v) => (v.size ?? null) === item.size && (v.color ?? null) === item.color)
  );
}

/** An item as the result names it: two sizes of one shirt read as two lines. */
const itemLabel = (name: string, item: CustomerOrderItemDto) => {
  const choice = choiceOf(item);
  return choice ? `${name} (${choice})` : name;
};

/**
 * "Buy again" in My Orders: puts every item of the order back in the cart in the size and colour
 * bought, at today's price (the catalogue's, flash deals included; the cart and checkout price it
 * again), as many as are in stock up to the number bought. Items no longer sold or sold out are
 * named, and nothing else changes.
 */
export function BuyAgain({ order }: { order: CustomerOrderDto }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const addToCart = useAddToCart();
  const buyAgain = useMutation({
    mutationFn: async (): Promise<BuyAgainResult> => {
      const done: BuyAgainResult = { added: [], unavailable: [] };
      for (const item of order.items) {
        const product = await client.fetchQuery(productQuery(item.productId));
        const variant = product ? variantNow(product, item) : undefined;
        // A product sold in variants is bought again only in the one bought, if it still exists.
        const inStock = variant
          ? variant.stockQuantity
          : product?.variants.length === 0
            ? product.stockQuantity
            : 0;
        const quantity = Math.min(item.quantity, inStock);
        const price = product && shownPrice(product, Date.now(), variant?.price ?? product.price).price;
        const choice = { size: variant?.size ?? item.size ?? '', color: variant?.color ?? item.color ?? '' };
        if (product && quantity > 0 && price && addToCart(product, choice, quantity, price)) {
          done.added.push(itemLabel(product.name, item));
        } else done.unavailable.push(itemLabel(product?.name ?? item.name, item));
      }
      return done;
    },
  });
  const working = buyAgain.isPending;
  const result = buyAgain.data;

  return (
    <>
      <button type="button" className="btn btn-outline" disabled={working} onClick={() => buyAgain.mutate()}>
        {working ? t('orders.buyAgain.working') : t('orders.buyAgain.open')}
      </button>
      {result && (
        <div className="buy-again-result" role="status">
          {result.added.length > 0 ? (
            <p>
              {t('orders.buyAgain.added', { names: result.added.join(', ') })}{' '}
              <Link to="/cart">{t('orders.buyAgain.viewCart')}</Link>
            </p>
          ) : (
            <p>{t('orders.buyAgain.none')}</p>
          )}
          {result.added.length > 0 && result.unavailable.length > 0 && (
            <p className="muted">
              {t('orders.buyAgain.unavailable', { names: result.unavailable.join(', ') })}
            </p>
          )}
        </div>
      )}
      <ErrorBanner error={buyAgain.error} action="buyAgain" />
    </>
  );
}
