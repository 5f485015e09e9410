import { formatRwf } from '@isoko/shared/money-format';
import { useTranslation } from 'react-i18next';
import type { ShownPrice } from './shown-price';
import './product-card.css';

/** The price now, the struck original and (on the product page) the percent saved. */
export function PriceTag({ shown, large = false }: { shown: ShownPrice; large?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <p className={`price-tag${large ? ' price-large' : ''}`}>
      <strong className="price-now">{formatRwf(shown.price)}</strong>
      {shown.original !== null && (
        <>
          <s className="price-was">
            <span className="visually-hidden">{t('price.was')} </span>
            {formatRwf(shown.original)}
          </s>
          {large && shown.percent > 0 && (
            <span className="price-off">{t('price.off', { percent: shown.percent })}</span>
          )}
        </>
      )}
    </p>
  );
}
