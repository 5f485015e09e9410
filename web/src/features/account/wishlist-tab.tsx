import { nameIn } from '@isoko/shared/catalog/product-names';
import type { WishlistItemDto } from '@isoko/shared/customers/schema';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cartAtom } from '../../state/cart';
import { PriceTag } from '../../ui/price-tag';
import { shownPrice } from '../../ui/shown-price';
import { useRemoveFromWishlist } from './queries';

/** The account's wishlist (kept on the server once signed in). */
export function WishlistTab({ items }: { items: WishlistItemDto[] }) {
  const { t, i18n } = useTranslation('account');
  // Each product in the language read now (the list may have been fetched in another).
  const nameOf = (item: WishlistItemDto) =>
    nameIn(item.product.names, i18n.resolvedLanguage ?? i18n.language) ?? item.product.name;
  const setCart = useSetAtom(cartAtom);
  const remove = useRemoveFromWishlist();

  // Add to Cart puts one in the cart and takes it off the wishlist.
  const handleAddToCart = (item: WishlistItemDto) => {
    setCart((lines) => {
      const same = lines.find((l) => l.id === item.productId && !l.size && !l.color);
      if (same) return lines.map((l) => (l === same ? { ...l, quantity: l.quantity + 1 } : l));
      return [
        ...lines,
        {
          id: item.productId,
          name: nameOf(item),
          ...(item.product.names ? { names: item.product.names } : {}),
          price: shownPrice(item.product).price,
          mainImage: item.product.mainImage,
          quantity: 1,
        },
      ];
    });
    remove.mutate(item.productId);
  };

  if (!items.length) return <p className="empty-state">{t('wishlist.empty')}</p>;
  return (
    <ul className="product-grid">
      {items.map((item) => (
        <li key={item.productId} className="card product-tile">
          <Link to={`/product/${item.productId}`}>
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
              disabled={!item.product.inStock}
              onClick={() => handleAddToCart(item)}
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
