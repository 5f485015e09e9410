import { termWord } from '@isoko/shared/catalog/term-names';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues, VariantRow } from './product-form-values';

export interface VariantGridProps {
  rows: readonly VariantRow[];
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['variants'];
  /** The product's price, shown where a variant follows it. */
  basePrice: string;
  /** Units typed in the plain stock box and shared over the variants (0: none). */
  sharedStock?: number;
}

/** Every size × colour with its own price (empty follows the product's) and stock. */
export function VariantGrid({ rows, register, errors, basePrice, sharedStock = 0 }: VariantGridProps) {
  const { t, i18n } = useTranslation('admin-products');
  if (!rows.length) return null;
  return (
    <div className="admin-variants">
      <table className="admin-variants-table">
        <caption>{t('form.variants.caption', { count: rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('form.variants.variant')}</th>
            <th scope="col">{t('form.variants.price')}</th>
            <th scope="col">{t('form.variants.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            // The colour in the staff member's language, with the same word the shop shows.
            const color = row.color ? termWord('color', row.color, i18n.language) : null;
            const name = [row.size, color].filter(Boolean).join(' / ');
            const priceError = errors?.[i]?.price?.message;
            const stockError = errors?.[i]?.stock?.message;
            return (
              <tr key={`${row.size ?? ''}|${row.color ?? ''}`}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    inputMode="numeric"
                    aria-label={t('form.variants.priceOf', { name })}
                    placeholder={basePrice || t('form.variants.basePrice')}
                    aria-invalid={priceError ? true : undefined}
                    {...register(`variants.${i}.price`)}
                  />
                  {priceError && <p className="field-error">{t(priceError)}</p>}
                </td>
                <td>
                  <input
                    inputMode="numeric"
                    aria-label={t('form.variants.stockOf', { name })}
                    aria-invalid={stockError ? true : undefined}
                    {...register(`variants.${i}.stock`)}
                  />
                  {stockError && <p className="field-error">{t(stockError)}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {sharedStock > 0 && (
        <p className="admin-form-hint" role="status">
          {t('form.variants.stockShared', { units: sharedStock })}
        </p>
      )}
      <p className="muted admin-form-hint">{t('form.variants.hint')}</p>
    </div>
  );
}
