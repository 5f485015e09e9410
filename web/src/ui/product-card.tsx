import { PICTURE_SIZES } from '@isoko/shared/catalog/media-sources';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { stockLevel } from '@isoko/shared/stock';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../routing';
import { PriceTagWith } from './price-tag';
import { ProductMedia } from './product-media';
import { RatingStarsWith } from './rating-stars';
import { shownPrice } from './shown-price';
import { WishlistButtonWith, wishlistItemOf } from './wishlist-button';
import './product-card.css';

export interface ProductCardProps {
  product: ProductCardDto;
  view?: 'grid' | 'list';
  onQuickView?: (product: ProductCardDto) => void;
  /** Something extra under the price: a deal's countdown. */
  extra?: ReactNode;
  eager?: boolean;
}

/**
 * A product in a grid or list: image, badges, wishlist heart, rating, price, stock and actions.
 * Memoised: a list that draws its cards a few per task re-renders itself at every batch, and the
 * cards already drawn are then left alone instead of being built again each time.
 */
export const ProductCard = memo(function ProductCard({
  product,
  view = 'grid',
  onQuickView,
  extra,
  eager,
}: ProductCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const shown = shownPrice(product);
  const level = stockLevel(product.stockQuantity);
  const href = `/product/${product.id}`;
  return (
    <article className={`product-card is-${view}`} aria-label={product.name}>
      <div className="pc-media">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductMedia
            src={product.mainImage}
            alt=""
            eager={eager}
            width={320}
            height={320}
            sizes={PICTURE_SIZES.card}
          />
        </Link>
        <div className="pc-badges">
          {product.isNew && <span className="badge badge-new">{t('badge.new')}</span>}
          {shown.deal && <span className="badge badge-deal">{t('badge.flash')}</span>}
          {shown.percent > 0 && <span className="badge badge-off">-{shown.percent}%</span>}
          {product.isSale && !shown.deal && <span className="badge badge-sale">{t('badge.sale')}</span>}
          {product.freeShipping && <span className="badge badge-free">{t('badge.free')}</span>}
        </div>
        <WishlistButtonWith t={t} item={wishlistItemOf(product)} />
      </div>
      <div className="pc-body">
        <p className="pc-brand">{product.brand ?? t('ownBrand')}</p>
        <h3 className="pc-name">
          <Link to={href}>{product.name}</Link>
        </h3>
        {product.totalReviews > 0 && (
          <RatingStarsWith
            t={t}
            language={i18n.language}
            rating={product.averageRating}
            reviews={product.totalReviews}
          />
        )}
        <PriceTagWith t={t} language={i18n.language} shown={shown} />
        <p className={`stock stock-${level}`}>{t(`stock.${level}`, { n: product.stockQuantity })}</p>
        {extra}
        <div className="pc-actions">
          {onQuickView && (
            <button
              type="button"
              className="btn btn-outline btn-small"
              aria-label={t('card.quickViewNamed', { name: product.name })}
              onClick={() => onQuickView(product)}
            >
              {t('card.quickView')}
            </button>
          )}
          <Link
            to={href}
            className="btn btn-primary btn-small"
            aria-label={t('card.detailsNamed', { name: product.name })}
          >
            {t('card.details')}
          </Link>
        </div>
      </div>
    </article>
  );
});

/** The placeholder of one card while a list loads. */
export function ProductCardSkeleton({ view = 'grid' }: { view?: 'grid' | 'list' }) {
  return (
    <div className={`product-card is-${view} is-skeleton`} aria-hidden="true">
      <div className="pc-media skeleton" />
      <div className="pc-body">
        <div className="skeleton skeleton-line short" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </div>
    </div>
  );
}
