import { useTranslation } from 'react-i18next';

export interface AiStatusProps {
  ready: boolean;
  failed: boolean;
  backend: string | null;
  loadMs: number | null;
  keypoints: number | null;
  captureMs: number | null;
  resultMs: number | null;
}

/** What the in-browser models are doing: loaded or not, on which backend, how fast, what they found. */
export function AiStatus(p: AiStatusProps) {
  const { t } = useTranslation('tryon');
  return (
    <div
      className="tryon-panel"
      data-testid="ai-status"
      data-backend={p.backend ?? ''}
      data-load-ms={p.loadMs ?? ''}
      data-keypoints={p.keypoints ?? ''}
      data-capture-ms={p.captureMs ?? ''}
      data-result-ms={p.resultMs ?? ''}
    >
      <h3>{t('ml.status.title')}</h3>
      <dl className="tryon-rows">
        <div>
          <dt>{t('ml.status.models')}</dt>
          <dd>
            {p.failed ? t('ml.status.failed') : p.ready ? t('ml.status.ready') : t('ml.status.loading')}
          </dd>
        </div>
        {p.backend && (
          <div>
            <dt>{t('ml.status.backend')}</dt>
            <dd>{p.backend}</dd>
          </div>
        )}
        {p.loadMs !== null && (
          <div>
            <dt>{t('ml.status.loadTime')}</dt>
            <dd>{t('ml.status.ms', { ms: p.loadMs })}</dd>
          </div>
        )}
        {p.keypoints !== null && (
          <div>
            <dt>{t('ml.status.keypoints')}</dt>
            <dd>{t('ml.status.keypointsOf', { count: p.keypoints })}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
