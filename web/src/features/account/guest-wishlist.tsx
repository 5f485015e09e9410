import type { ProductDto } from '@isoko/shared/catalog/schema';
import type { WishlistItemDto } from '@isoko/shared/customers/schema';
import { withAddressLanguage } from '@isoko/shared/i18n-language';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../routing';
import { removeFromWishlistAtom, type WishlistItem, wishlistAtom } from '../../state/wishlist';
import { productQuery } from '../catalog/queries';
import { WishlistTab } from './wishlist-tab';

/**
 * A saved entry as the wishlist shows it: the catalogue's product when it has been read (its
 * price, deal, stock and names now), else what the browser kept when the heart was tapped (offline).
 */
export function guestEntry(item: WishlistItem, product: ProductDto | null | undefined): WishlistItemDto {
  const shown = product
    ? {
        id: product.id,
        slug: product.slug,
        name: product.name,
        names: product.names,
        price: product.price,
        originalPrice: product.originalPrice,
        flashDeal: product.flashDeal,
        mainImage: product.mainImage,
        inStock: product.inStock,
      }
    : {
        id: item.id,
        slug: item.id,
        name: item.name,
        price: item.price,
        originalPrice: null,
        flashDeal: null,
        mainImage: item.image,
        inStock: true,
      };
  return { productId: item.id, addedAt: '', product: shown };
}

/**
 * The wishlist of a shopper who has not signed in: kept in this browser only, so it opens without
 * an account and offline. Each product is read from the catalogue for its current price and stock.
 */
export function GuestWishlist() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const items = useAtomValue(wishlistAtom);
  const remove = useSetAtom(removeFromWishlistAtom);
  const products = useQueries({ queries: items.map((item) => ({ ...productQuery(item.id), retry: false })) });
  // A product the catalogue no longer has is not shown (it can no longer be bought).
  const entries = items
    .map((item, i) => ({ item, product: products[i]?.data }))
    .filter(({ product }) => product !== null)
    .map(({ item, product }) => guestEntry(item, product));
  return (
    <div className="container account-page">
      <h1>{t('tabs.wishlist')}</h1>
      <p className="muted">
        {t('guestWishlist.kept')}{' '}
        <Link to={withAddressLanguage('/login?from=/account', search)}>{t('guestWishlist.signIn')}</Link>
      </p>
      <WishlistTab items={entries} onRemove={remove} />
    </div>
  );
}
