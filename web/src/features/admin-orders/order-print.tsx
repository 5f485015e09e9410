import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { QueryError } from '../../ui/query-error';
import { OrderDetailsView } from './order-details-view';
import { adminOrderQuery } from './queries';
import './order-print.css';

/** One order laid out for paper: the print stylesheet drops the back-office frame and the buttons. */
export function OrderPrint({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['admin-orders', 'common']);
  const query = useQuery(adminOrderQuery(orderId));
  const title = query.data ? t('print.title', { number: query.data.orderNumber }) : t('details.loading');
  useEffect(() => {
    document.title = `${title} · ${t('common:brand')}`;
  }, [title, t]);
  return (
    <article className="container ao-print">
      <div className="ao-print-actions">
        <Link to="/admin/orders" className="btn btn-outline btn-small">
          {t('print.back')}
        </Link>
        <button
          type="button"
          className="btn btn-primary btn-small"
          onClick={() => window.print()}
          disabled={!query.data}
        >
          {t('print.button')}
        </button>
      </div>
      <header className="ao-print-head">
        <p className="ao-print-shop">
          {t('common:brand')} · {t('print.shop')}
        </p>
        <h1>{title}</h1>
      </header>
      {query.isPending ? (
        <p aria-busy="true">{t('details.loading')}</p>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <OrderDetailsView order={query.data} showAnalysis={false} />
      )}
    </article>
  );
}
