import { useEffect, useState } from 'react';

/**
 * Long lists of product cards are drawn a few cards per browser task instead of all at once.
 *
 * On a mid-range phone one product card takes a few milliseconds to build; forty of them arriving
 * together (the home rails, a listing page) make one long task that freezes taps and scrolling
 * for a quarter of a second. Here every list asks a shared queue for its next batch, and the
 * queue grants one batch per task, so the browser can paint and answer the shopper between
 * batches. On a fast computer the whole list is there within a frame or two.
 */
const waiting: Array<() => void> = [];
let pending = false;

function runOneBatch() {
  pending = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleBatch();
}

function scheduleBatch() {
  if (pending) return;
  pending = true;
  setTimeout(runOneBatch, 0);
}

function askForBatch(grant: () => void): () => void {
  waiting.push(grant);
  scheduleBatch();
  return () => {
    const at = waiting.indexOf(grant);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * How many of `items` to draw now: `first` at once, then `step` more per granted task until all
 * are drawn. A new list (another page, other filters) starts again from `first`; the same list
 * refetched unchanged keeps what it shows.
 */
export function useProgressiveCount<T>(items: readonly T[], first: number, step: number): number {
  const [state, setState] = useState({ items, shown: first });
  const shown = state.items === items ? Math.max(state.shown, first) : first;
  const total = items.length;
  useEffect(() => {
    if (shown >= total) return;
    return askForBatch(() => setState({ items, shown: shown + step }));
  }, [items, shown, total, step]);
  return Math.min(shown, total);
}
