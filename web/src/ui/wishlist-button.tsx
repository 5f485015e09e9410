import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { TFunction } from 'i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toggleWishlistAtom, type WishlistInput, wishlistAtom } from '../state/wishlist';
import './product-card.css';
import { HeartIcon } from '../features/layout/icons';

/** A product as a wishlist entry; `choice` is the size and colour picked so far (kept when set). */
export function wishlistItemOf(
  p: Pick<ProductCardDto, 'id' | 'name' | 'price' | 'mainImage' | 'category' | 'brand'>,
  choice?: { size: string; color: string },
): WishlistInput {
  return {
    ...(choice?.size ? { size: choice.size } : {}),
    ...(choice?.color ? { color: choice.color } : {}),
    id: p.id,
    name: p.name,
    price: p.price,
    image: p.mainImage,
    category: p.category.name,
    brand: p.brand ?? 'Isoko',
  };
}

interface WishlistButtonProps {
  item: WishlistInput;
  withText?: boolean;
}

/** The heart on every product card and on the product page. */
export function WishlistButton(props: WishlistButtonProps) {
  const { t } = useTranslation('catalog');
  return <WishlistButtonWith t={t} {...props} />;
}

/** WishlistButton with the catalogue's words given by the caller (see PriceTagWith). */
export function WishlistButtonWith({
  t,
  item,
  withText = false,
}: WishlistButtonProps & { t: TFunction<'catalog'> }) {
  const saved = useAtomValue(wishlistAtom).some((i) => i.id === item.id);
  const toggle = useSetAtom(toggleWishlistAtom);
  const label = saved ? t('wishlist.remove', { name: item.name }) : t('wishlist.add', { name: item.name });
  return (
    <button
      type="button"
      className={`wishlist-button${saved ? ' is-saved' : ''}${withText ? ' with-text' : ''}`}
      aria-pressed={saved}
      aria-label={withText ? undefined : label}
      title={label}
      onClick={() => toggle(item)}
    >
      <HeartIcon filled={saved} />
      {withText && <span>{saved ? t('wishlist.saved') : t('wishlist.save')}</span>}
    </button>
  );
}
