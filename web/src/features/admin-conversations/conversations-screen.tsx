import type { ConversationSummary, NegotiationView } from '@isoko/shared/analytics/conversations';
import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/error-text';
import { QueryError } from '../../ui/query-error';
import { conversationsQuery, negotiationsQuery, transcriptQuery, useChatActions } from './queries';
import { useLiveConversations } from './use-live-conversations';
import './admin-conversations.css';

type Tab = 'chats' | 'negotiations';

/** /admin/conversations: assistant chats and negotiations as they happen; a chat can be taken over. */
export function ConversationsScreen({ staffId }: { staffId: string }) {
  const { t } = useTranslation('admin-conversations');
  const [tab, setTab] = useState<Tab>('chats');
  const [selected, setSelected] = useState<string | null>(null);
  const chats = useQuery(conversationsQuery());
  const held = chats.data?.find((c) => c.takenOverBy === staffId && c.sessionId)?.sessionId ?? null;
  useLiveConversations(held);

  return (
    <section className="conversations" aria-labelledby="conversations-title">
      <h1 id="conversations-title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <div className="conversations-tabs" role="tablist" aria-label={t('title')}>
        {(['chats', 'negotiations'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? 'btn btn-primary' : 'btn btn-outline'}
            onClick={() => setTab(k)}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'chats' ? (
        <div className="conversations-layout">
          <ChatList query={chats} selected={selected} onSelect={setSelected} staffId={staffId} />
          {selected ? (
            <Transcript conversationId={selected} staffId={staffId} />
          ) : chats.data?.length ? (
            <p className="conversations-empty muted">{t('pick')}</p>
          ) : null}
        </div>
      ) : (
        <NegotiationList />
      )}
    </section>
  );
}

function ChatList({
  query,
  selected,
  onSelect,
  staffId,
}: {
  query: ReturnType<typeof useQuery<ConversationSummary[]>>;
  selected: string | null;
  onSelect: (id: string) => void;
  staffId: string;
}) {
  const { t, i18n } = useTranslation('admin-conversations');
  if (query.isPending) return <p className="muted">{t('loading')}</p>;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="empty-state">{t('noChats')}</p>;
  return (
    <ul className="conversation-list" aria-label={t('tabs.chats')}>
      {query.data.map((c) => (
        <li key={c.conversationId}>
          <button
            type="button"
            className={`conversation-item${selected === c.conversationId ? ' is-selected' : ''}`}
            aria-current={selected === c.conversationId ? 'true' : undefined}
            onClick={() => onSelect(c.conversationId)}
          >
            <span className="conversation-who">
              {c.customerId ? t('customer') : t('guest')} ·{' '}
              {t(`language.${c.language}`, { defaultValue: c.language })}
              {c.takenOverBy && (
                <span className="badge">{c.takenOverBy === staffId ? t('heldByYou') : t('heldByOther')}</span>
              )}
            </span>
            <span className="conversation-last">{c.lastMessage ?? t('noMessages')}</span>
            <span className="muted conversation-meta">
              {c.productName ? `${c.productName} · ` : ''}
              {t('messages', { count: c.messages })} · {formatDate(c.updatedAt, i18n.language, 'time')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Transcript({ conversationId, staffId }: { conversationId: string; staffId: string }) {
  const { t, i18n } = useTranslation('admin-conversations');
  const { t: te } = useTranslation('errors');
  const query = useQuery(transcriptQuery(conversationId));
  const actions = useChatActions();
  const [text, setText] = useState('');
  if (query.isPending) return <p className="muted">{t('loading')}</p>;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { conversation: c, messages, negotiations } = query.data;
  const mine = c.takenOverBy === staffId;
  const failure = actions.takeOver.error ?? actions.release.error ?? actions.send.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message || !c.sessionId) return;
    actions.send.mutate({ sessionId: c.sessionId, text: message }, { onSuccess: () => setText('') });
  };
  return (
    <article className="transcript card" aria-labelledby="transcript-title">
      <header className="transcript-head">
        <div>
          <h2 id="transcript-title">{t('transcript')}</h2>
          <p className="muted">
            {t(`language.${c.language}`, { defaultValue: c.language })}
            {c.productName ? ` · ${c.productName}` : ''}
          </p>
        </div>
        {c.sessionId &&
          (mine ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => actions.release.mutate(c.sessionId!)}
            >
              {t('leave')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={Boolean(c.takenOverBy) || actions.takeOver.isPending}
              onClick={() => actions.takeOver.mutate(c.sessionId!)}
            >
              {t('takeOver')}
            </button>
          ))}
      </header>
      {mine && (
        <p role="status" className="transcript-held">
          {t('youAnswer')}
        </p>
      )}
      {failure && (
        <p role="alert" className="form-error">
          {errorText(te, failure, undefined, i18n.language)}
        </p>
      )}
      <ol className="transcript-log" aria-label={t('transcript')}>
        {messages.map((m) => (
          <li key={m.id} className={`transcript-line is-${m.from}`}>
            <span className="transcript-from">{t(`from.${m.from}`)}</span>
            <p>{m.text}</p>
            <time dateTime={m.at} className="muted">
              {formatDate(m.at, i18n.language, 'time')}
            </time>
          </li>
        ))}
      </ol>
      {mine && (
        <form className="transcript-reply" onSubmit={submit}>
          <label htmlFor="staff-reply">{t('replyLabel')}</label>
          <textarea
            id="staff-reply"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={!text.trim() || actions.send.isPending}>
            {t('send')}
          </button>
        </form>
      )}
      {negotiations.length > 0 && (
        <section aria-labelledby="transcript-negotiations">
          <h3 id="transcript-negotiations">{t('tabs.negotiations')}</h3>
          <NegotiationTable rows={negotiations} />
        </section>
      )}
    </article>
  );
}

function NegotiationList() {
  const { t } = useTranslation('admin-conversations');
  const query = useQuery(negotiationsQuery());
  if (query.isPending) return <p className="muted">{t('loading')}</p>;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="empty-state">{t('noNegotiations')}</p>;
  return <NegotiationTable rows={query.data} />;
}

function NegotiationTable({ rows }: { rows: NegotiationView[] }) {
  const { t, i18n } = useTranslation('admin-conversations');
  return (
    <div className="table-scroll">
      <table className="negotiation-table">
        <thead>
          <tr>
            <th scope="col">{t('table.product')}</th>
            <th scope="col">{t('table.language')}</th>
            <th scope="col">{t('table.price')}</th>
            <th scope="col">{t('table.rounds')}</th>
            <th scope="col">{t('table.outcome')}</th>
            <th scope="col">{t('table.when')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((n) => (
            <tr key={n.id}>
              <td>{n.productName ?? n.productId.slice(0, 8)}</td>
              <td>{t(`language.${n.language}`, { defaultValue: n.language })}</td>
              <td>{formatRwf(n.basePrice, i18n.language)}</td>
              <td>
                <ol className="negotiation-rounds">
                  {n.rounds.map((r) => {
                    const figures = {
                      round: r.round,
                      offer: r.offer === null ? '—' : formatRwf(r.offer, i18n.language),
                      counter: formatRwf(r.counter, i18n.language),
                      decision: t(`decision.${r.decision}`, { defaultValue: r.decision }),
                    };
                    // A move that used no round (a yes or no to the standing counter, an offer
                    // after the last round) is the shopper's answer, not another round.
                    return (
                      <li key={`${r.round}-${r.at}`}>
                        {r.counted === false && r.move ? t(`answer.${r.move}`, figures) : t('round', figures)}
                      </li>
                    );
                  })}
                </ol>
              </td>
              <td>
                {t(`status.${n.status}`, { defaultValue: n.status })}
                {n.finalPrice !== null ? ` · ${formatRwf(n.finalPrice, i18n.language)}` : ''}
              </td>
              <td>{formatDate(n.updatedAt, i18n.language, 'dateTime')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
