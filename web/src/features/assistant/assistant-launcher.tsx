import { useAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantOpenAtom } from '../../state/assistant-open';
import type { OfferRequest } from '../catalog/product-view';
import './assistant-launcher.css';
import { lazyPart } from '../../ui/lazy-part';
import { PartOfflineClosed } from '../layout/part-offline';

/** The button starts to pulse if the shopper has not opened the chat by then. */
export const NUDGE_AFTER_MS = 5000;
/** The invitation beside it then shows this long, so it does not keep covering the page. */
const INVITATION_MS = 8000;

// The chat itself (and the socket client it uses) loads on first open, never with a page.
// Offline before it ever loaded, opening the chat says it needs the network and closes again.
const AssistantPanel = lazyPart(() => import('./assistant-panel').then((m) => m.AssistantPanel), {
  unreachable: ({ hidden, onClose }) => !hidden && <PartOfflineClosed onClose={() => onClose(false)} />,
});

export interface AssistantLauncherProps {
  /** The bargaining widget for a product chosen in the chat (composed by the layout). */
  renderOffer?: (offer: OfferRequest, onClose: () => void) => ReactNode;
  /**
   * True while something else asks the shopper a question in the same corner (the consent
   * banner on a phone): the invitation waits, and its few seconds start once this is false.
   */
  holdInvitation?: boolean;
}

/**
 * The floating assistant button, bottom right on every shop page. It pulses with a short
 * invitation after a few seconds, and opens the chat panel (also when another screen sets
 * `assistantOpenAtom`, like tracking's "Live chat").
 */
export function AssistantLauncher({ renderOffer, holdInvitation = false }: AssistantLauncherProps) {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useAtom(assistantOpenAtom);
  const [nudge, setNudge] = useState(false);
  const [invitation, setInvitation] = useState(false);
  const [opened, setOpened] = useState(false);
  const fab = useRef<HTMLButtonElement>(null);
  const alertShown = useAlertShown();

  useEffect(() => {
    if (open) {
      setOpened(true);
      setNudge(false);
      return;
    }
    if (opened || holdInvitation) return;
    const timer = setTimeout(() => {
      setNudge(true);
      setInvitation(true);
    }, NUDGE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open, opened, holdInvitation]);

  // Held again (the shopper reached a form): an invitation already showing goes.
  useEffect(() => {
    if (holdInvitation) setInvitation(false);
  }, [holdInvitation]);

  useEffect(() => {
    if (!invitation) return;
    const timer = setTimeout(() => setInvitation(false), INVITATION_MS);
    return () => clearTimeout(timer);
  }, [invitation]);

  return (
    // The button comes first in the page's order and the chat right after it (CSS shows the chat
    // above): Tab from the button goes straight into the chat, Shift+Tab from the chat back to it.
    <div className="assistant-root">
      <button
        ref={fab}
        type="button"
        className={`assistant-fab${nudge && !open ? ' is-nudging' : ''}`}
        aria-label={open ? t('closeChat') : t('openChat')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
              fill="currentColor"
            />
          )}
        </svg>
      </button>
      {/* An error or warning on the page comes first: on a phone the bubble would lie over it. */}
      {invitation && !open && !alertShown && (
        <p className="assistant-nudge" role="status">
          {t('nudge')}
        </p>
      )}
      {/* Once opened, the chat stays mounted while hidden: a reply on its way is not lost. */}
      {(open || opened) && (
        <Suspense fallback={null}>
          <AssistantPanel
            hidden={!open}
            onClose={(dismissed) => {
              setOpen(false);
              // Closed by the shopper (Escape, ×): focus goes back to the button that opens it,
              // not to the top of the page. When the chat led to another page, that page keeps it.
              if (dismissed) fab.current?.focus();
            }}
            renderOffer={renderOffer}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Errors and warnings on the page: the app's alert boxes and anything with role="alert". */
const ALERTS = '[role="alert"], .alert-error';

/**
 * True while the page shows an error or warning (a form's "Please select a size…", a failed
 * request). Watched as the page changes, so the invitation steps aside when one appears.
 */
function useAlertShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () =>
      setShown(
        // An empty live region kept for later messages, or one in a hidden part, shows nothing.
        [...document.querySelectorAll(ALERTS)].some(
          (el) => el.closest('.assistant-root, [hidden]') === null && (el.textContent ?? '').trim() !== '',
        ),
      );
    check();
    const watcher = new MutationObserver(check);
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => watcher.disconnect();
  }, []);
  return shown;
}
