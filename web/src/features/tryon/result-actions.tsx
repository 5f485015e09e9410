import type { TryOnResult } from '@isoko/shared/tryon/schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { WishlistButton, wishlistItemOf } from '../../ui/wishlist-button';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { tryOnProductQuery } from './queries';

/** Add to Cart in the recommended size (and best colour), and Save to Wishlist, for a result. */
export function ResultActions({ result }: { result: TryOnResult }) {
  const { t } = useTranslation('tryon');
  const product = useQuery(tryOnProductQuery(result.product.id));
  const addToCart = useAddToCart();
  const [added, setAdded] = useState<string | null>(null);
  const dto = product.data?.data;
  const size = result.product.recommendedSize ?? dto?.sizes[0] ?? '';
  const color = result.product.recommendedColor ?? dto?.colors[0]?.name ?? '';
  return (
    <div className="tryon-panel">
      <div className="tryon-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!dto}
          onClick={() => {
            if (dto && addToCart(dto, { size, color }, 1, dto.price)) setAdded(size);
          }}
        >
          {result.product.recommendedSize
            ? t('actions.addToCartSize', { size: result.product.recommendedSize })
            : t('actions.addToCart')}
        </button>
        {dto && <WishlistButton item={wishlistItemOf(dto)} withText />}
      </div>
      {added !== null && (
        <p className="alert alert-success" role="status">
          {t('actions.added', { name: result.product.name, size: added })}{' '}
          <Link to="/cart">{t('actions.viewCart')}</Link>
        </p>
      )}
    </div>
  );
}
