import { formatDecimal } from '@isoko/shared/money-format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import './product-card.css';

interface RatingStarsProps {
  rating: number;
  reviews?: number;
}

/** Five stars filled to the average rating, with the number of reviews. */
export function RatingStars(props: RatingStarsProps) {
  const { t, i18n } = useTranslation('catalog');
  return <RatingStarsWith t={t} language={i18n.language} {...props} />;
}

/**
 * RatingStars with the catalogue's words and i18next's current language given by the caller (see
 * PriceTagWith); the language decides the decimal mark read out (4.5 · 4,5).
 */
export function RatingStarsWith({
  t,
  language,
  rating,
  reviews,
}: RatingStarsProps & { t: TFunction<'catalog'>; language: string }) {
  const value = Math.max(0, Math.min(5, rating));
  const percent = `${(value / 5) * 100}%`;
  return (
    <span className="rating">
      {/* Two elements, not two SVGs of five stars: a listing shows dozens of these, and each
          SVG path is one more element to build on a phone's first render. The star shape is a
          CSS mask (product-card.css), so it never depends on the phone's fonts. */}
      <span
        className="stars"
        role="img"
        aria-label={t('rating.label', {
          rating: formatDecimal(value, language, { decimals: 1, fixed: true }),
        })}
      >
        <span className="stars-full" aria-hidden="true" style={{ width: percent }} />
      </span>
      {reviews !== undefined && <span className="rating-count">{t('rating.reviews', { n: reviews })}</span>}
    </span>
  );
}
