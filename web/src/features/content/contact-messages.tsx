import { formatDateTime } from '@isoko/shared/date-format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../routing';
import { Pagination } from '../../ui/pagination';
import { QueryError } from '../../ui/query-error';
import { contactMessagesQuery } from './queries';

/** Messages sent from the Contact page, newest first, with how to answer each. */
export function ContactMessages() {
  const { t, i18n } = useTranslation('admin-content');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(contactMessagesQuery(page));
  if (query.isPending)
    return (
      <p className="muted" role="status">
        {t('messages.loading')}
      </p>
    );
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  const { messages, pages, total } = query.data;
  if (messages.length === 0) return <p className="empty-state">{t('messages.empty')}</p>;
  return (
    <>
      <p className="muted">{t('messages.count', { count: total })}</p>
      <ul className="message-list">
        {messages.map((m) => (
          <li key={m.id} className="card message-card">
            <div className="message-head">
              <strong>{m.name}</strong>
              <time className="muted" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt, i18n.language)}
              </time>
            </div>
            <p className="message-reach">
              {m.phone && <a href={`tel:${m.phone}`}>{m.phone}</a>}
              {m.phone && m.email && ' · '}
              {m.email && <a href={`mailto:${m.email}`}>{m.email}</a>}
            </p>
            <p className="message-text">{m.message}</p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pagination
          page={page}
          pages={pages}
          hrefFor={(p) => `/admin/messages${p > 1 ? `?page=${p}` : ''}`}
        />
      )}
    </>
  );
}
