import type { AdminProductRow } from '@isoko/shared/admin/products-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { StockBadge } from './stock-badge';
import type { RowSelection } from './use-row-selection';

const skuOf = (p: AdminProductRow) => p.sku ?? p.id.slice(-8).toUpperCase();

export interface ProductTableProps {
  rows: readonly AdminProductRow[];
  /** Staff who may only read see no selection, edit or delete column. */
  canWrite: boolean;
  selection: RowSelection;
  onDelete: (product: AdminProductRow) => void;
}

/** One page of products as a table. */
export function ProductTable({ rows, canWrite, selection, onDelete }: ProductTableProps) {
  const { t } = useTranslation('admin-products');
  return (
    <table className="admin-products-table">
      <thead>
        <tr>
          {canWrite && (
            <th scope="col">
              <span className="visually-hidden">{t('list.columns.select')}</span>
            </th>
          )}
          <th scope="col">{t('list.columns.product')}</th>
          <th scope="col">{t('list.columns.category')}</th>
          <th scope="col">{t('list.columns.price')}</th>
          <th scope="col">{t('list.columns.stock')}</th>
          <th scope="col">{t('list.columns.seoTitle')}</th>
          {canWrite && <th scope="col">{t('list.columns.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <ProductTableRow
            key={p.id}
            product={p}
            canWrite={canWrite}
            selected={selection.selected.has(p.id)}
            onToggle={() => selection.toggle(p.id)}
            onDelete={() => onDelete(p)}
          />
        ))}
      </tbody>
    </table>
  );
}

interface ProductTableRowProps {
  product: AdminProductRow;
  canWrite: boolean;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/** A product's row: picture, name and SKU, category, price, stock, SEO title and its actions. */
function ProductTableRow({ product: p, canWrite, selected, onToggle, onDelete }: ProductTableRowProps) {
  const { t, i18n } = useTranslation('admin-products');
  return (
    <tr className={canWrite ? 'admin-products-selectable' : undefined}>
      {canWrite && (
        // Named by class: on a phone this cell is pinned to the row's corner (admin-products.css).
        <td className="admin-products-pick">
          <input
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            aria-label={t('list.select', { name: p.name })}
          />
        </td>
      )}
      <td>
        <div className="admin-products-item">
          {p.mainImage ? (
            <img src={p.mainImage} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className="admin-products-noimage" aria-hidden="true">
              ◻
            </span>
          )}
          <div>
            <strong>{p.name}</strong>
            <div className="muted admin-products-sku">{skuOf(p)}</div>
          </div>
        </div>
      </td>
      <td data-label={t('list.columns.category')}>{p.category ?? '—'}</td>
      <td data-label={t('list.columns.price')}>{formatRwf(p.price, i18n.language)}</td>
      <td data-label={t('list.columns.stock')}>
        <StockBadge quantity={p.stockQuantity} />
      </td>
      <td data-label={t('list.columns.seoTitle')} className="admin-products-seo">
        {p.seoTitle || <span className="muted">{t('list.noSeo')}</span>}
      </td>
      {canWrite && (
        <td className="admin-products-actions">
          <Link
            to={`/admin/products/${p.id}`}
            className="btn btn-outline btn-small"
            aria-label={t('list.editName', { name: p.name })}
          >
            {t('list.edit')}
          </Link>
          <button
            type="button"
            className="btn btn-danger btn-small"
            onClick={onDelete}
            aria-label={t('list.deleteName', { name: p.name })}
          >
            {t('list.delete')}
          </button>
        </td>
      )}
    </tr>
  );
}
