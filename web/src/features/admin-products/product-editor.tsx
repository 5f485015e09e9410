import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../routing';
import { QueryError } from '../../ui/query-error';
import { useToast } from '../../ui/toast';
import { useCanWriteCatalog } from '../admin/staff-session';
import { ProductForm } from './product-form';
import { toFormValues } from './product-form-values';
import { adminProductQuery } from './queries';

/**
 * The create screen (no id) or the edit screen of one product, with its loading and failure states.
 * A staff member whose role cannot change the catalogue is told so instead of getting a form the
 * server would refuse only when it is saved.
 */
export function ProductEditor({ productId }: { productId?: string }) {
  const { t } = useTranslation('admin-products');
  const canWrite = useCanWriteCatalog();
  const navigate = useNavigate();
  const toast = useToast();
  const stored = useQuery({ ...adminProductQuery(productId ?? ''), enabled: !!productId && canWrite });

  const handleSaved = () => {
    toast.show(productId ? t('form.updated') : t('form.created'));
    navigate('/admin/products');
  };

  return (
    <section className="admin-products" aria-labelledby="admin-product-title">
      <div className="admin-products-head">
        <h1 id="admin-product-title">{productId ? t('form.editTitle') : t('form.newTitle')}</h1>
        <Link to="/admin/products" className="btn btn-link">
          {t('form.back')}
        </Link>
      </div>
      {!canWrite ? (
        <p className="alert alert-info" role="alert">
          {t('form.readOnly')}
        </p>
      ) : !productId ? (
        <ProductForm onSaved={handleSaved} />
      ) : stored.isPending ? (
        <p className="muted" role="status">
          {t('form.loading')}
        </p>
      ) : stored.isError ? (
        <QueryError error={stored.error} onRetry={() => void stored.refetch()} title={t('form.loadFailed')} />
      ) : (
        <ProductForm
          key={productId}
          productId={productId}
          initial={toFormValues(stored.data)}
          onSaved={handleSaved}
        />
      )}
    </section>
  );
}
