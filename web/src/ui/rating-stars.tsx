import { useTranslation } from 'react-i18next';
import './product-card.css';

/** Five stars filled to the average rating, with the number of reviews. */
export function RatingStars({ rating, reviews }: { rating: number; reviews?: number }) {
  const { t } = useTranslation('catalog');
  const value = Math.max(0, Math.min(5, rating));
  const percent = `${(value / 5) * 100}%`;
  return (
    <span className="rating">
      <span className="stars" role="img" aria-label={t('rating.label', { rating: value.toFixed(1) })}>
        <span className="stars-empty" aria-hidden="true">
          ★★★★★
        </span>
        <span className="stars-full" aria-hidden="true" style={{ width: percent }}>
          ★★★★★
        </span>
      </span>
      {reviews !== undefined && <span className="rating-count">{t('rating.reviews', { n: reviews })}</span>}
    </span>
  );
}
