import { formatRwf } from '@isoko/shared/money-format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SuggestedProduct } from './queries';

/** A product the assistant suggests: a link to its page and an "Add to cart". */
export function SuggestionCard({
  product,
  onAdd,
  busy,
}: {
  product: SuggestedProduct;
  onAdd: (product: SuggestedProduct) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('assistant');
  const deal =
    product.flashDeal && product.flashDeal.dealPrice < product.price ? product.flashDeal.dealPrice : null;
  return (
    <li className="assistant-card">
      {product.mainImage && <img src={product.mainImage} alt="" width={56} height={56} loading="lazy" />}
      <div className="assistant-card-body">
        <Link to={`/product/${product.id}`} className="assistant-card-name">
          {product.name}
        </Link>
        <p className="assistant-card-price">
          <strong>{formatRwf(deal ?? product.price)}</strong>
          {deal !== null && <s>{formatRwf(product.price)}</s>}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-outline btn-small"
        aria-label={t('card.addNamed', { name: product.name })}
        onClick={() => onAdd(product)}
        disabled={busy}
      >
        {t('card.add')}
      </button>
    </li>
  );
}
