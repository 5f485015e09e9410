import type { AdminProductRow, AdminProductsResponse } from '@isoko/shared/admin/products-schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination, PastLastPage } from '../../ui/pagination';
import { QueryError } from '../../ui/query-error';
import { ProductTable } from './product-table';
import type { ProductListAddress } from './use-product-list-address';
import type { RowSelection } from './use-row-selection';

export interface ProductListResultsProps {
  list: UseQueryResult<AdminProductsResponse>;
  address: ProductListAddress;
  canWrite: boolean;
  selection: RowSelection;
  onDelete: (product: AdminProductRow) => void;
}

/** What the list shows for the page asked: loading, the failure, an empty page, or the table. */
export function ProductListResults({
  list,
  address,
  canWrite,
  selection,
  onDelete,
}: ProductListResultsProps) {
  const { t } = useTranslation('admin-products');
  const { search, stock, page, hrefFor } = address;
  const rows = list.data?.data ?? [];
  const pages = list.data?.pagination.pages ?? 0;

  if (list.isPending) {
    return (
      <p className="muted" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (list.isError) {
    return <QueryError error={list.error} onRetry={() => void list.refetch()} title={t('list.loadFailed')} />;
  }
  if (rows.length === 0 && pages > 0 && page > pages) {
    return (
      <div className="card admin-products-empty">
        <PastLastPage page={page} pages={pages} hrefFor={hrefFor} />
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="card admin-products-empty">
        <p>
          {search ? t('list.noMatch', { search }) : stock !== 'all' ? t('list.noneAtLevel') : t('list.empty')}
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="admin-products-summary">
        {/* Outside the table head, which phones do not show: selecting a page works everywhere. */}
        {canWrite && (
          <label className="admin-option">
            <input type="checkbox" checked={selection.allOnPage} onChange={selection.toggleAll} />
            {t('list.selectPage')}
          </label>
        )}
        <p className="muted" aria-live="polite">
          {t('list.count', { total: list.data.pagination.total })}
          {list.isFetching ? ` · ${t('list.refreshing')}` : ''}
        </p>
      </div>
      <ProductTable rows={rows} canWrite={canWrite} selection={selection} onDelete={onDelete} />
      <Pagination page={page} pages={pages} hrefFor={hrefFor} />
    </>
  );
}
