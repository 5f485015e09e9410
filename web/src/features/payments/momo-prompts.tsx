import { formatTime } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money';
import type { DevMomoPrompt } from '@isoko/shared/payments/schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { momoPromptsQuery, useLiveMomoPrompts, useMomoDecision } from './queries';
import './momo-prompts.css';
import { ErrorText } from '../../ui/error-text';

function amountText(prompt: DevMomoPrompt, language: string): string {
  const n = Number(prompt.amount);
  if (prompt.currency === 'RWF' && Number.isFinite(n)) return formatRwf(n, language);
  return `${prompt.amount} ${prompt.currency}`;
}

/**
 * The demo handset's MTN MoMo screen: requests to pay addressed to `phone` arrive live; each
 * pending one is approved or declined here, as the shopper would with their PIN.
 */
export function MomoPrompts({ phone }: { phone: string }) {
  const { t, i18n } = useTranslation('payments');
  const prompts = useQuery(momoPromptsQuery(phone));
  useLiveMomoPrompts(phone);
  const decide = useMomoDecision(phone);
  const busyId = decide.isPending ? decide.variables?.referenceId : undefined;
  const list = prompts.data ?? [];
  const pending = list.filter((p) => p.status === 'pending');
  const settled = list.filter((p) => p.status !== 'pending').slice(0, 5);

  return (
    <div className="momo-prompts">
      {prompts.isPending && <p className="muted">{t('loading')}</p>}
      {prompts.isError && (
        <p className="alert alert-error">
          <ErrorText error={prompts.error} action="loadPayments" />
        </p>
      )}
      <ErrorBanner error={decide.error} action="momoDecision" />
      {prompts.isSuccess && pending.length === 0 && <p className="muted">{t('empty')}</p>}
      {pending.length > 0 && (
        <ul className="momo-list" aria-label={t('pendingLabel')}>
          {pending.map((p) => (
            <li key={p.referenceId} className="momo-prompt" data-testid="momo-prompt">
              <p className="momo-prompt-head">
                <span className="momo-logo" aria-hidden="true">
                  MoMo
                </span>
                <strong>{t('request')}</strong>
              </p>
              <p className="momo-prompt-text">
                {t('question', { merchant: 'Isoko', amount: amountText(p, i18n.language) })}
              </p>
              <p className="momo-amount" data-testid="momo-amount">
                {amountText(p, i18n.language)}
              </p>
              {p.payerMessage && <p className="muted momo-message">{p.payerMessage}</p>}
              <div className="momo-actions">
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busyId === p.referenceId}
                  onClick={() => decide.mutate({ referenceId: p.referenceId, decision: 'decline' })}
                >
                  {t('decline')}
                </button>
                <button
                  type="button"
                  className="btn btn-accent"
                  disabled={busyId === p.referenceId}
                  onClick={() => decide.mutate({ referenceId: p.referenceId, decision: 'approve' })}
                >
                  {t('approve')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {settled.length > 0 && (
        <>
          <h3 className="momo-history-title">{t('history')}</h3>
          <ul className="momo-history">
            {settled.map((p) => (
              <li key={p.referenceId}>
                <span>{amountText(p, i18n.language)}</span>
                <time className="muted" dateTime={p.createdAt}>
                  {formatTime(p.createdAt, i18n.language)}
                </time>
                <span className={`badge momo-status is-${p.status}`}>{t(`status.${p.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
