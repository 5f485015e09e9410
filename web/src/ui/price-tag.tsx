import { formatRwf } from '@isoko/shared/money-format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ShownPrice } from './shown-price';
import './product-card.css';

interface PriceTagProps {
  shown: ShownPrice;
  large?: boolean;
  /** Show the percent saved (the product page, and the assistant's deal cards); large implies it. */
  percent?: boolean;
}

/** The price now, the struck original and (on the product page and assistant cards) the percent saved. */
export function PriceTag(props: PriceTagProps) {
  const { t, i18n } = useTranslation('catalog');
  return <PriceTagWith t={t} language={i18n.language} {...props} />;
}

/**
 * PriceTag with the catalogue's words given by the caller: a product card already has them, and
 * one subscription to language changes per card is cheaper than one per part of it. `language` is
 * i18next's current one: it decides how the amounts are grouped.
 */
export function PriceTagWith({
  t,
  shown,
  large = false,
  language,
  percent = large,
}: PriceTagProps & { t: TFunction<'catalog'>; language: string }) {
  return (
    <p className={`price-tag${large ? ' price-large' : ''}`}>
      <strong className="price-now">{formatRwf(shown.price, language)}</strong>
      {shown.original !== null && (
        <>
          <s className="price-was">
            <span className="visually-hidden">{t('price.was')} </span>
            {formatRwf(shown.original, language)}
          </s>
          {percent && shown.percent > 0 && (
            <span className="price-off">{t('price.off', { percent: shown.percent })}</span>
          )}
        </>
      )}
    </p>
  );
}
