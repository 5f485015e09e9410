import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import './toast.css';

/** How long a toast stays when the caller does not say. */
export const TOAST_MS = 3000;

export interface ToastApi {
  /** Shows `message` (already translated) for `ms`; a newer toast replaces the one showing. */
  show: (message: string, options?: { ms?: number }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

interface Shown {
  message: string;
  ms: number;
  /** Tells two equal messages in a row apart, so the second restarts the timer. */
  serial: number;
}

/**
 * Holds the app's one toast and its live region. The region is always in the page, so screen
 * readers announce each message politely when it appears.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback<ToastApi['show']>((message, options) => {
    setShown((prev) => ({ message, ms: options?.ms ?? TOAST_MS, serial: (prev?.serial ?? 0) + 1 }));
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.ms);
    return () => clearTimeout(timer);
  }, [shown]);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {shown && (
          <p key={shown.serial} className="toast">
            {shown.message}
          </p>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/** The app's toast. Needs a ToastProvider above (the app and the test harness both have one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
