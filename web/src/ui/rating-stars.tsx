import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import './product-card.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars drawn inline (a star glyph depends on the phone's fonts). */
function StarRow() {
  return (
    <svg width="75" height="15" viewBox="0 0 120 24" fill="currentColor" focusable="false" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  );
}

interface RatingStarsProps {
  rating: number;
  reviews?: number;
}

/** Five stars filled to the average rating, with the number of reviews. */
export function RatingStars(props: RatingStarsProps) {
  const { t } = useTranslation('catalog');
  return <RatingStarsWith t={t} {...props} />;
}

/** RatingStars with the catalogue's words given by the caller (see PriceTagWith). */
export function RatingStarsWith({ t, rating, reviews }: RatingStarsProps & { t: TFunction<'catalog'> }) {
  const value = Math.max(0, Math.min(5, rating));
  const percent = `${(value / 5) * 100}%`;
  return (
    <span className="rating">
      <span className="stars" role="img" aria-label={t('rating.label', { rating: value.toFixed(1) })}>
        <span className="stars-empty" aria-hidden="true">
          <StarRow />
        </span>
        <span className="stars-full" aria-hidden="true" style={{ width: percent }}>
          <StarRow />
        </span>
      </span>
      {reviews !== undefined && <span className="rating-count">{t('rating.reviews', { n: reviews })}</span>}
    </span>
  );
}
