import { nameIn } from '@isoko/shared/catalog/product-names';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { PriceTag } from '../../ui/price-tag';
import { shownPrice } from '../../ui/shown-price';
import type { SuggestedProduct } from './queries';

/**
 * What a suggestion costs now, by the catalogue's shown-price rule: a flash deal counts only until
 * it ends (a kept chat may outlive it).
 */
export function priceNow(product: SuggestedProduct, now = Date.now()): number {
  return shownPrice(product, now).price;
}

/** A product the assistant suggests: a link to its page and an "Add to cart". */
export function SuggestionCard({
  product,
  onAdd,
  onOpen,
  busy,
}: {
  product: SuggestedProduct;
  onAdd: (product: SuggestedProduct) => void;
  /** The shopper follows the link to the product's page. */
  onOpen?: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('assistant');
  // In the language read now, not the one of the reply that brought the card.
  const name = nameIn(product.names, i18n.resolvedLanguage ?? i18n.language) ?? product.name;
  // The price, struck was-price and percent the product page shows.
  const shown = shownPrice(product);
  return (
    <li className="assistant-card">
      {product.mainImage && <img src={product.mainImage} alt="" width={48} height={48} loading="lazy" />}
      <div className="assistant-card-body">
        <Link to={`/product/${product.id}`} className="assistant-card-name" onClick={onOpen}>
          {name}
        </Link>
        <PriceTag shown={shown} percent />
      </div>
      <button
        type="button"
        className="btn btn-outline btn-small"
        aria-label={t('card.addNamed', { name })}
        onClick={() => onAdd(product)}
        disabled={busy}
      >
        {t('card.add')}
      </button>
    </li>
  );
}
