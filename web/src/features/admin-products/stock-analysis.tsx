import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { FailureBanner } from './failure-banner';
import { useAnalyzeStock } from './queries';

/** How many low-stock products and reorder lines the dialog lists. */
const SHOWN = 10;

/**
 * 'AI Stock Analysis': runs the analysis now and shows its figures, the products running low and
 * what to reorder with its priority.
 */
export function StockAnalysis() {
  const { t } = useTranslation('admin-products');
  const analyze = useAnalyzeStock();
  const [open, setOpen] = useState(false);

  const handleRun = () => {
    setOpen(true);
    analyze.mutate();
  };
  const result = analyze.data;

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={handleRun} disabled={analyze.isPending}>
        {analyze.isPending ? t('stockAnalysis.running') : t('stockAnalysis.run')}
      </button>
      {open && (
        <Dialog
          title={t('stockAnalysis.title')}
          onClose={() => setOpen(false)}
          closeLabel={t('stockAnalysis.close')}
        >
          {analyze.isPending && (
            <p className="muted" role="status">
              {t('stockAnalysis.running')}
            </p>
          )}
          <FailureBanner error={analyze.error} lead={t('stockAnalysis.failed')} />
          {result && (
            <div className="admin-stock-analysis">
              <dl className="admin-stock-figures">
                {(['totalProducts', 'outOfStock', 'critical', 'low'] as const).map((key) => (
                  <div key={key}>
                    <dt>{t(`stockAnalysis.summary.${key}`)}</dt>
                    <dd>{result.report.summary[key]}</dd>
                  </div>
                ))}
              </dl>
              <h3>{t('stockAnalysis.lowStock')}</h3>
              {result.lowStock.length === 0 ? (
                <p className="muted">{t('stockAnalysis.noneLow')}</p>
              ) : (
                <ul className="admin-stock-list">
                  {result.lowStock.slice(0, SHOWN).map((p) => (
                    <li key={p.id}>
                      <span>{p.name}</span>
                      <strong>{t('stockAnalysis.units', { count: p.stockQuantity })}</strong>
                    </li>
                  ))}
                </ul>
              )}
              {result.report.reorderList.length > 0 && (
                <>
                  <h3>{t('stockAnalysis.reorder')}</h3>
                  <ul className="admin-stock-list">
                    {result.report.reorderList.slice(0, SHOWN).map((r) => (
                      <li key={r.product.id}>
                        <span>
                          <span
                            className={`badge badge-${r.priority === 'CRITICAL' || r.priority === 'HIGH' ? 'red' : 'yellow'}`}
                          >
                            {t(`stockAnalysis.priority.${r.priority}`)}
                          </span>{' '}
                          {r.product.name}
                        </span>
                        <strong>{t('stockAnalysis.orderQuantity', { count: r.orderQuantity })}</strong>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </Dialog>
      )}
    </>
  );
}
