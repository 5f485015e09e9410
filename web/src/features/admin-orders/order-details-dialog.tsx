import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { Dialog } from '../../ui/dialog';
import { QueryError } from '../../ui/query-error';
import { type AnalysisPanelKind, OrderDetailsView } from './order-details-view';
import { adminOrderQuery } from './queries';

/**
 * The order-details modal: Close, and Print Order opens the printable page of the order. The full
 * back-office and the simple view share it; `analysisPanel` picks how the analysis is shown.
 */
export function OrderDetailsDialog({
  orderId,
  onClose,
  analysisPanel = 'insights',
}: {
  orderId: string;
  onClose: () => void;
  analysisPanel?: AnalysisPanelKind;
}) {
  const { t } = useTranslation('admin-orders');
  const query = useQuery(adminOrderQuery(orderId));
  const title = query.data ? t('details.title', { number: query.data.orderNumber }) : t('details.loading');
  return (
    <Dialog
      title={title}
      onClose={onClose}
      className="wide"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('details.close')}
          </button>
          {query.data && (
            <Link
              className="btn btn-primary"
              to={`/admin/orders/${encodeURIComponent(query.data.id)}/print`}
              target="_blank"
              rel="noopener"
            >
              {t('details.print')}
            </Link>
          )}
        </>
      }
    >
      {query.isPending ? (
        <p aria-busy="true">{t('details.loading')}</p>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <OrderDetailsView order={query.data} analysisPanel={analysisPanel} canRecordRefund />
      )}
    </Dialog>
  );
}
