import { ADMIN_SEARCH_MAX } from '@isoko/shared/admin/list-search';
import { ADMIN_PRODUCT_STOCK_FILTERS } from '@isoko/shared/admin/products-schema';
import { useTranslation } from 'react-i18next';
import { StockAnalysis } from './stock-analysis';
import type { ProductListAddress } from './use-product-list-address';

export interface ProductListToolsProps {
  address: ProductListAddress;
  /** Staff who may only read get the search and filter without the AI actions. */
  canWrite: boolean;
  selectedCount: number;
  bulkStarting: boolean;
  onBulkSeo: () => void;
}

/** The toolbar over the products: search, stock level filter, bulk SEO job and stock analysis. */
export function ProductListTools({
  address,
  canWrite,
  selectedCount,
  bulkStarting,
  onBulkSeo,
}: ProductListToolsProps) {
  const { t } = useTranslation('admin-products');
  return (
    <div className="admin-products-tools">
      <div className="field admin-products-search">
        <label htmlFor="admin-products-q">{t('list.search')}</label>
        <input
          id="admin-products-q"
          type="search"
          value={address.typed}
          placeholder={t('list.searchPlaceholder')}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => address.setTyped(e.target.value)}
        />
      </div>
      <div className="field admin-products-stock">
        <label htmlFor="admin-products-stock">{t('list.stockFilter')}</label>
        <select
          id="admin-products-stock"
          value={address.stock}
          onChange={(e) => address.setStock(e.target.value)}
        >
          {ADMIN_PRODUCT_STOCK_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`list.stockFilters.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {canWrite && (
        <>
          <button type="button" className="btn btn-outline" onClick={onBulkSeo} disabled={bulkStarting}>
            {t('list.bulkSeo', { count: selectedCount })}
          </button>
          <StockAnalysis />
        </>
      )}
    </div>
  );
}
