import { TRACKING_ID_MAX_LENGTH } from '@isoko/shared/tracking/schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useUnreachable } from '../api/unreachable';
import { useOnline } from '../features/layout/network-status';
import { OfflineRetry } from '../features/layout/offline-banner';
import { trackingQuery } from '../features/tracking/queries';
import { NeedHelp, TrackingView } from '../features/tracking/tracking-view';
import { useLiveTracking } from '../features/tracking/use-live-tracking';
import { useNavigate, useParams } from '../routing';
import { ErrorText } from '../ui/error-text';

/** /track and /track/:trackingId: find a parcel and follow it live. */
export function Component() {
  const { t } = useTranslation('tracking');
  const { trackingId } = useParams();
  const navigate = useNavigate();
  const [input, setInput] = useState(trackingId ?? '');
  useEffect(() => setInput(trackingId ?? ''), [trackingId]);
  // A number longer than any the shop issues is unknown: it is not asked for (the server would
  // refuse it as malformed) and the page says it was not found.
  const impossible = (trackingId?.trim().length ?? 0) > TRACKING_ID_MAX_LENGTH;
  const query = useQuery({ ...trackingQuery(trackingId ?? ''), enabled: Boolean(trackingId) && !impossible });
  useLiveTracking(trackingId, query.data?.trackingId);
  // Offline a parcel cannot be looked up (the phone keeps no tracking answers): it says so.
  const online = useOnline();
  const needsConnection = useUnreachable(query) && !online;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const id = input.trim();
    if (!id) return;
    navigate(`/track/${encodeURIComponent(id.toUpperCase())}`);
  };

  useEffect(() => {
    document.title = `${t('title')} — Isoko`;
  }, [t]);

  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="container track-page">
      <div className="track-head">
        <h1>{t('title')}</h1>
        <form className="track-search" onSubmit={handleSubmit}>
          <label className="visually-hidden" htmlFor="track-input">
            {t('inputLabel')}
          </label>
          <input
            id="track-input"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('placeholder')}
            autoCapitalize="characters"
            maxLength={TRACKING_ID_MAX_LENGTH}
          />
          <button type="submit" className="btn btn-primary" disabled={!input.trim()}>
            {t('track')}
          </button>
        </form>
      </div>
      <div>
        {!trackingId && <p className="muted">{t('intro')}</p>}
        {needsConnection && <OfflineRetry reason="needsConnection" onRetry={() => void query.refetch()} />}
        {impossible && (
          <div className="alert alert-error" role="alert">
            <p>
              <ErrorText error={{ code: 'TRACKING_NOT_FOUND' }} action="loadTracking" />
            </p>
          </div>
        )}
        {trackingId && !impossible && query.isPending && !needsConnection && (
          <div className="card" aria-busy="true">
            <div className="skeleton skeleton-title" />
            <div className="skeleton skeleton-line" />
          </div>
        )}
        {query.isError && !needsConnection && (
          <div className="alert alert-error" role="alert">
            <p>
              <ErrorText error={query.error} action="loadTracking" />
            </p>
            {!notFound && (
              <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
                {t('retry')}
              </button>
            )}
          </div>
        )}
        {query.data && <TrackingView tracking={query.data} />}
      </div>
      <NeedHelp trackingId={trackingId} />
    </div>
  );
}
