import './scroll-restoration.css';

/**
 * The longest the page is waited for to grow tall enough to reach the place: its content may come
 * over a slow phone connection. The shopper's own move ends the wait sooner.
 */
export const REACH_LIMIT_MS = 10_000;
/** Once there, how long the page must stay the same height before the place is left to it. */
export const SETTLED_MS = 2000;

/** What a shopper does to scroll or tap themselves: any of these ends the restoring. */
const OWN_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Set on <html> while a place is restored: every part of the page is drawn (see the CSS). */
const DRAW_ALL = 'data-restoring-scroll';
/** Restorations under way; the attribute goes when the last one ends. */
let drawingAll = 0;

function drawAll(): () => void {
  drawingAll += 1;
  document.documentElement.setAttribute(DRAW_ALL, '');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    // After the next frame is drawn: the browser records the parts' real heights as it draws
    // them, and without those the parts off screen would shrink back to their guessed height.
    requestAnimationFrame(() =>
      setTimeout(() => {
        drawingAll -= 1;
        if (drawingAll === 0) document.documentElement.removeAttribute(DRAW_ALL);
      }, 0),
    );
  };
}

export interface Restoring {
  /** True while the place is still being kept (not given up, not left to the shopper). */
  readonly pending: boolean;
  /** Stops (a newer screen is on show). */
  stop(): void;
}

/**
 * Takes the window back down to `y`, where a page was left, and keeps it there while the page
 * settles. A page whose content arrives after it is drawn (a listing's results, a product's
 * reviews) is at first too short, and the browser stops higher up; its cards are first drawn as
 * shorter placeholders, so the page grows above the place as they are filled in. So the window
 * goes back to `y` each time the page changes height (a ResizeObserver on the body, or every
 * frame where there is none): until the page has kept its height for `SETTLED_MS` with the
 * window there, or `REACH_LIMIT_MS` in all. It ends at once when the shopper scrolls, taps,
 * clicks or presses a key: their own move wins. Meanwhile the parts of the page the browser
 * would skip off screen are drawn, so those above `y` have their real height.
 */
export function restoreScroll(y: number): Restoring {
  // The top needs no waiting: nothing above it can grow (and nothing off screen is drawn for it).
  if (y <= 0) {
    window.scrollTo(0, 0);
    return { pending: false, stop: () => {} };
  }
  const endDrawingAll = drawAll();
  let pending = true;
  let frame = 0;
  let height = -1;
  let observer: ResizeObserver | null = null;
  let settled: ReturnType<typeof setTimeout> | undefined;

  /** Scrolls to `y` unless the window is there already (a pixel either way: zoom rounds). */
  const keep = () => {
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    // There: left to the page once it has kept its height for a while.
    clearTimeout(settled);
    if (Math.abs(window.scrollY - y) <= 1) settled = setTimeout(stop, SETTLED_MS);
  };
  const everyFrame = () => {
    const now = document.documentElement.scrollHeight;
    if (now !== height) {
      height = now;
      keep();
    }
    frame = requestAnimationFrame(everyFrame);
  };
  const stop = () => {
    if (!pending) return;
    pending = false;
    endDrawingAll();
    observer?.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(limit);
    clearTimeout(settled);
    for (const type of OWN_MOVES) window.removeEventListener(type, stop, true);
  };

  for (const type of OWN_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  const limit = setTimeout(stop, REACH_LIMIT_MS);
  window.scrollTo(0, y);
  keep();
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver(keep);
    observer.observe(document.body);
  } else {
    frame = requestAnimationFrame(everyFrame);
  }
  return {
    get pending() {
      return pending;
    },
    stop,
  };
}
