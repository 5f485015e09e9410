import { formatRwf } from '@isoko/shared/money-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../routing';
import { QueryError } from '../../ui/query-error';
import { tryOnProductsQuery } from './queries';

/** The query parameter "Try it on" on a product page adds: the product's id or slug. */
export const CAME_FROM_PARAM = 'product';

/**
 * The garments in stock to try on, as a radio list of cards. A shopper who came from a
 * product's "Try it on" finds that product first and already chosen (once: after "Try
 * Another" the choice is theirs again).
 */
export function ProductChoice({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { t, i18n } = useTranslation('tryon');
  const [params] = useSearchParams();
  const cameFrom = params.get(CAME_FROM_PARAM)?.trim() || null;
  const products = useQuery(tryOnProductsQuery(3, cameFrom));
  const choseCameFrom = useRef(false);
  useEffect(() => {
    if (choseCameFrom.current || !cameFrom || !products.data) return;
    choseCameFrom.current = true;
    const first = products.data.products[0];
    if (value === null && first && (first.id === cameFrom || first.slug === cameFrom)) onChange(first.id);
  }, [cameFrom, products.data, value, onChange]);
  return (
    <fieldset className="tryon-options">
      <legend>{t('choice.product')}</legend>
      {products.isPending && <p className="tryon-hint">{t('loadingProducts')}</p>}
      {products.isError && <QueryError error={products.error} onRetry={() => products.refetch()} />}
      {products.data && products.data.products.length === 0 && (
        <p className="tryon-hint">{t('noProducts')}</p>
      )}
      <div className="tryon-products">
        {products.data?.products.map((p) => (
          <label key={p.id} className="tryon-product" data-testid="tryon-product">
            <input
              type="radio"
              name="tryon-product"
              checked={value === p.id}
              onChange={() => onChange(p.id)}
            />
            <img src={p.image} alt="" />
            <strong>{p.name}</strong>
            {/* The server's `price` text is English; the number is grouped in the shopper's language. */}
            <span>{formatRwf(p.priceRwf, i18n.language)}</span>
            <small>
              {p.category} · {t(`type.${p.type}`)}
            </small>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
