/** What Tab can land on inside a dialog: enabled controls, links and anything tabbable by choice. */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements Tab visits inside `root`, in order (tabindex="-1" and hidden ones are skipped). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    // Read the attribute, not `tabIndex`: some DOMs report -1 for a button without one.
    const index = el.getAttribute('tabindex');
    if (index !== null && Number(index) < 0) return false;
    return !el.closest('[hidden], [inert]') && el.getAttribute('aria-hidden') !== 'true';
  });
}

/**
 * Keeps Tab and Shift+Tab cycling inside `root`: from the last element Tab goes to the first,
 * from the first (or the dialog itself) Shift+Tab goes to the last. Returns true when it moved
 * focus, so the caller stops the browser's own move.
 */
export function cycleFocus(root: HTMLElement, backwards: boolean): boolean {
  const items = tabbableIn(root);
  const active = document.activeElement;
  if (items.length === 0) {
    root.focus();
    return true;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = active instanceof Node && root.contains(active);
  if (backwards && (!inside || active === first || active === root)) {
    last.focus();
    return true;
  }
  if (!backwards && (!inside || active === last)) {
    first.focus();
    return true;
  }
  return false;
}
