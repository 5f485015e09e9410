import { quantityInCart } from '@isoko/shared/cart/lines';
import { nameIn } from '@isoko/shared/catalog/product-names';
import type { ProductDto } from '@isoko/shared/catalog/schema';
import type { WishlistItemDto } from '@isoko/shared/customers/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../routing';
import { cartAtom } from '../../state/cart';
import { type WishlistItem, wishlistAtom } from '../../state/wishlist';
import { PriceTag } from '../../ui/price-tag';
import { shownPrice } from '../../ui/shown-price';
import {
  askedChoice,
  type Choice,
  productAddress,
  purchaseProblem,
  selectionState,
} from '../catalog/product-selection';
import { productQuery } from '../catalog/queries';
import { lineFor, useAddToCart } from '../catalog/use-add-to-cart';
import { useRemoveFromWishlist } from './queries';

/**
 * The size and colour to cart a saved product in: the ones saved with the entry while the product
 * still sells them in stock, else the only size or colour there is; '' where the shopper must choose.
 */
export function wishlistChoice(product: ProductDto, saved: WishlistItem | undefined): Choice {
  return askedChoice(product, saved);
}

/**
 * The account's wishlist (kept on the server once signed in). `onRemove` takes an entry off
 * instead of the account's list (a guest's wishlist, kept in the browser).
 */
export function WishlistTab({
  items,
  onRemove,
}: {
  items: WishlistItemDto[];
  onRemove?: (productId: string) => void;
}) {
  const { t, i18n } = useTranslation('account');
  // Each product in the language read now (the list may have been fetched in another).
  const nameOf = (item: WishlistItemDto) =>
    nameIn(item.product.names, i18n.resolvedLanguage ?? i18n.language) ?? item.product.name;
  const cart = useAtomValue(cartAtom);
  const saved = useAtomValue(wishlistAtom);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const serverRemove = useRemoveFromWishlist();
  const remove = { mutate: onRemove ?? ((productId: string) => serverRemove.mutate(productId)) };
  const [busy, setBusy] = useState<string | null>(null);
  const savedOf = (item: WishlistItemDto) => saved.find((s) => s.id === item.productId);
  // The product page opens with the size and colour saved with the entry already chosen.
  const pageOf = (item: WishlistItemDto) => {
    const entry = savedOf(item);
    return productAddress(item.productId, { size: entry?.size, color: entry?.color });
  };

  /**
   * Add to Cart puts one in the cart, in the size and colour saved with the entry (or the only
   * ones there are), and only then takes it off the wishlist. When a choice is still needed (none
   * saved, or the saved one is no longer sold or sold out) the product page opens to make it, and
   * the entry stays.
   */
  const handleAddToCart = async (item: WishlistItemDto) => {
    const productPage = pageOf(item);
    setBusy(item.productId);
    let product: ProductDto | null = null;
    try {
      product = await qc.fetchQuery(productQuery(item.productId));
    } catch {
      product = null;
    } finally {
      setBusy(null);
    }
    if (!product) {
      navigate(productPage);
      return;
    }
    const choice = wishlistChoice(product, savedOf(item));
    const state = selectionState(product, choice);
    const line = lineFor(product, choice);
    const problem = purchaseProblem(state, choice, 1, line.ok ? quantityInCart(cart, line.line) : 0, 'cart');
    const price = shownPrice(product, Date.now(), state.basePrice).price;
    if (!problem && addToCart(product, choice, 1, price)) {
      remove.mutate(item.productId);
      return;
    }
    navigate(productPage);
  };

  if (!items.length) return <p className="empty-state">{t('wishlist.empty')}</p>;
  return (
    <ul className="product-grid">
      {items.map((item) => (
        <li key={item.productId} className="card product-tile">
          <Link to={pageOf(item)}>
            {item.product.mainImage ? (
              <img src={item.product.mainImage} alt="" loading="lazy" width={160} height={160} />
            ) : (
              <span className="product-tile-noimage" aria-hidden="true" />
            )}
            <span className="product-tile-name">{nameOf(item)}</span>
          </Link>
          <PriceTag shown={shownPrice(item.product)} />
          <div className="product-tile-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!item.product.inStock || busy === item.productId}
              aria-busy={busy === item.productId}
              onClick={() => void handleAddToCart(item)}
            >
              {item.product.inStock ? t('wishlist.addToCart') : t('wishlist.outOfStock')}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              aria-label={t('wishlist.removeNamed', { name: nameOf(item) })}
              onClick={() => remove.mutate(item.productId)}
            >
              {t('wishlist.remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
