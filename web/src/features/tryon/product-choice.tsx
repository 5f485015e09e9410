import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/query-error';
import { tryOnProductsQuery } from './queries';

/** The garments in stock to try on, as a radio list of cards. */
export function ProductChoice({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation('tryon');
  const products = useQuery(tryOnProductsQuery(3));
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
            <span>{p.price}</span>
            <small>
              {p.category} · {t(`type.${p.type}`)}
            </small>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
