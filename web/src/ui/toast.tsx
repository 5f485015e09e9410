import {
  createContext,
  type ReactNode,
  type RefCallback,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import './toast.css';

/** How long a toast stays when the caller does not say. */
export const TOAST_MS = 3000;

export interface ToastApi {
  /** Shows `message` (already translated) for `ms`; a newer toast replaces the one showing. */
  show: (message: string, options?: { ms?: number }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
/** Sets (or, with null, takes back) the element toasts show in instead of the screen's bottom. */
const ToastHostContext = createContext<RefCallback<HTMLElement> | null>(null);

interface Shown {
  message: string;
  ms: number;
  /** Tells two equal messages in a row apart, so the second restarts the timer. */
  serial: number;
}

/**
 * Holds the app's one toast and its live region. The region is always in the page, so screen
 * readers announce each message politely when it appears. While a panel that covers the screen
 * lends its own place for toasts (see useToastHost), the toast shows there instead, in that
 * panel's live region: floating at the screen's bottom it would lie over the panel's message box.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const show = useCallback<ToastApi['show']>((message, options) => {
    setShown((prev) => ({ message, ms: options?.ms ?? TOAST_MS, serial: (prev?.serial ?? 0) + 1 }));
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.ms);
    return () => clearTimeout(timer);
  }, [shown]);
  const api = useMemo(() => ({ show }), [show]);
  const toast = shown && (
    <p key={shown.serial} className="toast">
      {shown.message}
    </p>
  );
  return (
    <ToastContext.Provider value={api}>
      <ToastHostContext.Provider value={setHost}>{children}</ToastHostContext.Provider>
      <div className="toast-region" role="status" aria-live="polite">
        {!host && toast}
      </div>
      {host && toast && createPortal(toast, host)}
    </ToastContext.Provider>
  );
}

/** The app's toast. Needs a ToastProvider above (the app and the test harness both have one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}

/**
 * A ref for an element that takes the toasts while it is in the page, given only while it should
 * (a panel covering the screen, open). The element must be an empty polite live region of its own
 * (role="status"), kept in the page, so a toast shown in it is announced as at the screen's bottom.
 */
export function useToastHost(): RefCallback<HTMLElement> {
  const host = useContext(ToastHostContext);
  if (!host) throw new Error('useToastHost needs a ToastProvider above it');
  return host;
}
