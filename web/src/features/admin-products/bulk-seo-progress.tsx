import { useTranslation } from 'react-i18next';
import type { BulkSeoJob } from './use-bulk-seo-job';

/** The bulk job's live progress bar, then its end. */
export function BulkSeoProgress({ job, onDismiss }: { job: BulkSeoJob; onDismiss: () => void }) {
  const { t } = useTranslation('admin-products');
  return (
    <div className="card admin-products-job" role="status">
      <p>{job.done ? t('bulk.done', { count: job.count }) : t('bulk.running', { count: job.count })}</p>
      <progress max={100} value={job.progress} aria-label={t('bulk.progress')}>
        {job.progress} %
      </progress>
      <span className="muted">{job.progress} %</span>
      {job.done && (
        <button type="button" className="btn btn-link btn-small" onClick={onDismiss}>
          {t('bulk.dismiss')}
        </button>
      )}
    </div>
  );
}
