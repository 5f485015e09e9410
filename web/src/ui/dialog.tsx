import { type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cycleFocus } from './focus-trap';
import './dialog.css';

export interface DialogProps {
  /** The dialog's name: shown as its heading and read out when it opens. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * Label of the × button in the corner. Without one there is no corner button: the dialog's
   * own actions close it (and Escape always does).
   */
  closeLabel?: string;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** `sheet`: bottom sheet on a phone, centred above; `drawer`: slides in from the side. */
  variant?: 'sheet' | 'drawer';
  /** `wide` for two-column content such as Quick View; any extra class goes on the panel. */
  className?: string;
  /** A click on the dimmed page closes it (default). Turn off where closing loses nothing visible. */
  closeOnBackdrop?: boolean;
}

/** Open dialogs, innermost last: only the innermost answers Escape and keeps focus. */
const openDialogs: HTMLElement[] = [];
const isInnermost = (panel: HTMLElement) => openDialogs[openDialogs.length - 1] === panel;

/**
 * The one modal dialog of the app. While open: focus moves into it and Tab / Shift+Tab cycle
 * inside, focus that escapes (a click outside) is brought back, Escape closes it, the page
 * behind does not scroll; on close focus returns to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  closeLabel,
  footer,
  variant = 'sheet',
  className = '',
  closeOnBackdrop = true,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The effect below runs once per opening; the latest onClose is read through this ref.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(root);
    root.focus();

    const handleKey = (event: KeyboardEvent) => {
      if (!isInnermost(root)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab' && cycleFocus(root, event.shiftKey)) {
        event.preventDefault();
      }
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (isInnermost(root) && event.target instanceof Node && !root.contains(event.target)) root.focus();
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('focusin', handleFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('focusin', handleFocusIn);
      openDialogs.splice(openDialogs.indexOf(root), 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const classes = ['dialog', `dialog-${variant}`, className].filter(Boolean).join(' ');
  return createPortal(
    // Escape is the keyboard's way out; the backdrop click is a pointer convenience beside it.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className={`dialog-backdrop is-${variant}`}
      onMouseDown={(e) => closeOnBackdrop && e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={classes}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {closeLabel && (
            <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {/* Content that waits (a namespace of texts loading the first time it is used) waits in
            here: without this boundary the screen's own one took over, the page and this dialog
            were taken out and put back, and focus fell to the page's body instead of the opener. */}
        <div className="dialog-body">
          <Suspense fallback={<div className="dialog-waiting" aria-busy="true" />}>{children}</Suspense>
        </div>
        {footer && <div className="dialog-foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  title: string;
  /** The button that leaves things as they are; Escape and the backdrop answer the same. */
  keepLabel: string;
  /** The button that goes ahead, naming what it does ("Delete", "Record 8,700 RWF"). */
  confirmLabel: string;
  /** `danger` (red) for what removes or gives money back; `primary` otherwise. */
  tone?: 'danger' | 'primary';
  /** The go-ahead waits while the step is under way. */
  busy?: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A question before a step that cannot be taken back: the keep button first, then the go-ahead. */
export function ConfirmDialog({
  title,
  keepLabel,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onKeep,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onKeep}>
            {keepLabel}
          </button>
          <button type="button" className={`btn btn-${tone}`} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
