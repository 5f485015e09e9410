import { nameIn, type ProductNames } from '@isoko/shared/catalog/product-names';
import { formatRwf } from '@isoko/shared/money-format';
import { useTranslation } from 'react-i18next';

export interface SummaryItemProps {
  image: string | null;
  name: string;
  /** The name in every language (a priced cart line): shown in the one read now, else `name`. */
  names?: ProductNames;
  /** The stored size word, for a server that sends no label. */
  size: string | null;
  /** The size in the shopper's language ("Moyenne" for Medium). */
  sizeLabel?: string | null;
  /** The stored colour word, for a server that sends no label. */
  color: string | null;
  /** The colour in the shopper's language. */
  colorLabel?: string | null;
  quantity: number;
  lineTotal: number;
}

/** One line of a checkout or order summary: picture, name, size · colour · quantity, and its total. */
export function SummaryItem({
  image,
  name,
  names,
  size,
  sizeLabel,
  color,
  colorLabel,
  quantity,
  lineTotal,
}: SummaryItemProps) {
  const { t, i18n } = useTranslation('checkout');
  const shownName = nameIn(names, i18n.resolvedLanguage ?? i18n.language) ?? name;
  const shownSize = sizeLabel ?? size;
  const shownColor = colorLabel ?? color;
  return (
    <li className="checkout-summary-item">
      {image ? <img src={image} alt="" width={48} height={48} loading="lazy" /> : <span />}
      <div>
        <div className="name">{shownName}</div>
        <div className="muted">
          {[shownSize, shownColor].filter(Boolean).join(' · ')}
          {shownSize || shownColor ? ' · ' : ''}
          {t('summary.quantity', { quantity })}
        </div>
      </div>
      <span>{formatRwf(lineTotal, i18n.language)}</span>
    </li>
  );
}
