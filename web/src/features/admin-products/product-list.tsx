import type { AdminProductRow } from '@isoko/shared/admin/products-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { useCanWriteCatalog } from '../admin/staff-session';
import { BulkSeoProgress } from './bulk-seo-progress';
import { ConfirmDialog } from './confirm-dialog';
import { FailureBanner } from './failure-banner';
import { ProductListResults } from './product-list-results';
import { ProductListTools } from './product-list-tools';
import { adminProductsQuery } from './queries';
import { useBulkSeoJob } from './use-bulk-seo-job';
import { type PendingDelete, usePendingDelete } from './use-pending-delete';
import { useProductListAddress } from './use-product-list-address';
import { useRowSelection } from './use-row-selection';
import './admin-products.css';

/**
 * The products table: searched and paged by the server (the address holds both, so Back and
 * reload keep the page), rows selectable for the bulk search-engine job, edit and delete.
 */
export function ProductList() {
  const { t } = useTranslation('admin-products');
  const address = useProductListAddress();
  const { search, stock, page } = address;
  const list = useQuery(adminProductsQuery({ search, stock, page }));
  const selection = useRowSelection(list.data?.data ?? []);
  const pendingDelete = usePendingDelete(selection.unselect);
  const bulk = useBulkSeoJob();
  const [notice, setNotice] = useState<string | null>(null);
  // Staff who may only read see the table without its selection, edit, delete and AI actions.
  const canWrite = useCanWriteCatalog();

  const handleBulkSeo = async () => {
    if (selection.selected.size === 0) {
      setNotice(t('list.selectFirst'));
      return;
    }
    setNotice(null);
    try {
      await bulk.run([...selection.selected]);
      selection.clear();
    } catch {
      // shown in the banner below
    }
  };

  return (
    <section className="admin-products" aria-labelledby="admin-products-title">
      <ProductListHead canWrite={canWrite} />
      <ProductListTools
        address={address}
        canWrite={canWrite}
        selectedCount={selection.selected.size}
        bulkStarting={bulk.starting}
        onBulkSeo={handleBulkSeo}
      />

      {notice && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      <FailureBanner error={bulk.error} lead={t('bulk.failed')} />
      {bulk.job && <BulkSeoProgress job={bulk.job} onDismiss={bulk.dismiss} />}

      <ProductListResults
        list={list}
        address={address}
        canWrite={canWrite}
        selection={selection}
        onDelete={pendingDelete.ask}
      />

      {pendingDelete.product && (
        <DeleteProductDialog product={pendingDelete.product} pending={pendingDelete} />
      )}
    </section>
  );
}

/** The page title with the add button, or the notice that this staff member may only read. */
function ProductListHead({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('admin-products');
  return (
    <>
      <div className="admin-products-head">
        <h1 id="admin-products-title">{t('list.title')}</h1>
        {canWrite && (
          <Link to="/admin/products/new" className="btn btn-primary">
            {t('list.add')}
          </Link>
        )}
      </div>
      {!canWrite && <p className="alert alert-info">{t('list.readOnly')}</p>}
    </>
  );
}

/** The question asked before a product is deleted, with the failure if the delete is refused. */
function DeleteProductDialog({ product, pending }: { product: AdminProductRow; pending: PendingDelete }) {
  const { t } = useTranslation('admin-products');
  return (
    <ConfirmDialog
      title={t('list.deleteTitle', { name: product.name })}
      message={t('list.deleteConfirm')}
      confirmLabel={t('list.delete')}
      danger
      busy={pending.busy}
      problem={<FailureBanner error={pending.error} lead={t('list.deleteFailed')} />}
      onConfirm={pending.confirm}
      onCancel={pending.cancel}
    />
  );
}
