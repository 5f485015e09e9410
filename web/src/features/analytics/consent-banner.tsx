import type { AnalyticsEventName } from '@isoko/shared/analytics/schema';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../routing';
import { assistantOpenAtom } from '../../state/assistant-open';
import { useHeightProperty } from '../../ui/use-height-property';
import { useMediaQuery } from '../../ui/use-media-query';
import { initAnalytics, track } from './client';
import { onConsentSettingsOpened, readConsent, setConsent, subscribeConsent } from './consent';
import './analytics.css';

/** Screens whose opening is itself a step of the event list (the funnel's begin_checkout). */
const SCREEN_EVENTS: Record<string, AnalyticsEventName> = {
  '/cart': 'view_cart',
  '/checkout': 'begin_checkout',
  '/shop': 'view_item_list',
  '/search': 'view_item_list',
  '/category': 'view_item_list',
};

/** Search pages and the text parameter each uses (the listing's own names). */
const SEARCH_PARAM: Record<string, string> = { '/search': 'q', '/shop': 'search', '/category': 'search' };

/**
 * Screens too narrow for the banner (bottom left, up to 560 px) beside the open assistant panel
 * (bottom right, 380 px): there the two would cover each other.
 */
export const BANNER_BESIDE_ASSISTANT_TOO_NARROW = '(max-width: 979px)';

/** Page views and searches, one each time the address changes. */
function useRouteEvents() {
  const location = useLocation();
  const last = useRef('');
  useEffect(() => {
    const key = location.pathname + location.search;
    if (key === last.current) return;
    last.current = key;
    track('page_view');
    const base = `/${location.pathname.split('/')[1] ?? ''}`;
    const step = SCREEN_EVENTS[base];
    if (step) track(step);
    const param = SEARCH_PARAM[base];
    const params = new URLSearchParams(location.search);
    const term = param ? (params.get(param) ?? (param === 'q' ? params.get('search') : null)) : null;
    if (term?.trim()) track('search', { search_term: term.trim().slice(0, 200) });
  }, [location.pathname, location.search]);
}

/**
 * Starts the web-vitals measurements once the shopper has accepted analytics: at the first quiet
 * moment when they already had, or as soon as they accept. Until then the library is not even
 * downloaded (3 KB a first visit on a phone's data did not need: its figures could not be sent).
 * Its observers read the page's buffered entries, so a page accepted late still reports its
 * paint and layout-shift figures. Returns a function that stops waiting.
 */
function startWebVitalsOnConsent(): () => void {
  let handle: number | undefined;
  // Once stopped, a library still on its way starts nothing: the page it was for has gone.
  let stopped = false;
  const stillWanted = () => !stopped;
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
  const startWhenGranted = () => {
    if (handle !== undefined || readConsent() !== 'granted') return;
    handle = idle(
      () => void import('./vitals').then((m) => (stillWanted() ? m.startWebVitals(stillWanted) : undefined)),
    ) as number;
  };
  startWhenGranted();
  const unsubscribe = subscribeConsent(startWhenGranted);
  return () => {
    stopped = true;
    unsubscribe();
    if (handle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(handle);
  };
}

/**
 * The cookie and analytics consent banner, fixed over the bottom of the page so it never moves
 * the layout. It shows while the choice is pending and when opened again from the footer or
 * the privacy page. It yields while the assistant's chat is open where the two cannot sit side
 * by side. Mounting it also starts the analytics client and, once analytics is accepted,
 * the web-vitals measurements.
 */
export function ConsentBanner() {
  const { t } = useTranslation('analytics');
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => 'pending' as const);
  const [reopened, setReopened] = useState(false);
  const dialog = useRef<HTMLElement | null>(null);
  // While it shows, its height is the room a phone's page leaves at its bottom and how far the
  // assistant's button rises (analytics.css, assistant-launcher.css).
  const trackHeight = useHeightProperty('--consent-banner-height');
  const bannerRef = useCallback(
    (element: HTMLElement | null) => {
      dialog.current = element;
      trackHeight(element);
    },
    [trackHeight],
  );
  const assistantOpen = useAtomValue(assistantOpenAtom);
  const tooNarrowForBoth = useMediaQuery(BANNER_BESIDE_ASSISTANT_TOO_NARROW);
  useRouteEvents();

  useEffect(() => onConsentSettingsOpened(() => setReopened(true)), []);
  useEffect(() => {
    initAnalytics();
    return startWebVitalsOnConsent();
  }, []);
  const open = consent === 'pending' || reopened;
  useEffect(() => {
    if (reopened) dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [reopened]);

  // The shopper opened the chat on purpose: while it is open on a screen too narrow for both, the
  // banner steps aside so it does not cover the chat's message box, and comes back (unanswered
  // still) when the chat closes.
  if (!open || (assistantOpen && tooNarrowForBoth)) return null;
  const choose = (choice: 'granted' | 'denied') => {
    setConsent(choice);
    setReopened(false);
  };
  return (
    <section ref={bannerRef} className="consent-banner" aria-labelledby="consent-title">
      <div className="consent-text">
        <h2 id="consent-title">{t('banner.title')}</h2>
        <p>
          {t('banner.body')} <Link to="/privacy">{t('banner.privacyLink')}</Link>
        </p>
        {consent !== 'pending' && (
          <p className="muted">
            {t(consent === 'granted' ? 'banner.currentGranted' : 'banner.currentDenied')}
          </p>
        )}
      </div>
      <div className="consent-actions">
        <button type="button" className="btn btn-outline" onClick={() => choose('denied')}>
          {t('banner.decline')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => choose('granted')}>
          {t('banner.accept')}
        </button>
      </div>
    </section>
  );
}
