import { HealthDto } from '@isoko/shared/health';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WithErrorText } from '../ui/error-text';
import './diagnostics.css';

async function fetchHealth(): Promise<HealthDto> {
  // 503 still carries the health body: read it either way.
  const res = await fetch('/api/health', { credentials: 'same-origin' });
  return HealthDto.parse(await res.json());
}

/** /test: calls the health endpoint on load and on demand, and shows what it says. */
export function Component() {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: fetchHealth });
  const { mutate } = check;
  useEffect(() => mutate(), [mutate]);
  const h = check.data;
  return (
    <div className="container narrow">
      <h1>{t('diagnostics.title')}</h1>
      <p className="muted">{t('diagnostics.intro')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => check.mutate()}
        disabled={check.isPending}
      >
        {check.isPending ? t('diagnostics.testing') : t('diagnostics.test')}
      </button>
      <section className="card diagnostics" aria-live="polite">
        {check.isError && (
          <WithErrorText error={check.error} action="healthCheck">
            {(text) => <p role="alert">{text}</p>}
          </WithErrorText>
        )}
        {h && (
          <dl>
            <dt>{t('diagnostics.status')}</dt>
            <dd data-testid="health-status" className={h.status === 'ok' ? 'ok' : 'bad'}>
              {t(`diagnostics.${h.status}`)}
            </dd>
            <dt>{t('diagnostics.database')}</dt>
            <dd data-testid="health-database">
              {t(`diagnostics.${h.database.status}`)} ({h.database.driver}
              {h.database.latencyMs !== undefined ? `, ${h.database.latencyMs} ms` : ''})
            </dd>
            <dt>{t('diagnostics.redis')}</dt>
            <dd>
              {t(`diagnostics.${h.redis.status}`)}
              {h.redis.latencyMs !== undefined ? ` (${h.redis.latencyMs} ms)` : ''}
            </dd>
            <dt>{t('diagnostics.queues')}</dt>
            <dd>
              <ul>
                {Object.entries(h.queues).map(([name, c]) => (
                  <li key={name}>{t('diagnostics.queueLine', { name, ...c })}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('diagnostics.outbox')}</dt>
            <dd>{h.outbox.pending}</dd>
            <dt>{t('diagnostics.version')}</dt>
            <dd>{h.version}</dd>
            <dt>{t('diagnostics.mode')}</dt>
            <dd>{h.mode}</dd>
          </dl>
        )}
      </section>
    </div>
  );
}
