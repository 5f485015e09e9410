import { type ReactNode, useEffect, useState } from 'react';

/** The longest a busy page makes the parts below wait for a quiet moment. */
const LONGEST_WAIT_MS = 1500;

/** Callbacks waiting for the next quiet moment after a paint; all run in the same task. */
let waiting: (() => void)[] = [];
let scheduled = false;

function runWaiting() {
  scheduled = false;
  const due = waiting;
  waiting = [];
  for (const callback of due) callback();
}

/**
 * Calls back once the browser has painted and has a quiet moment (at most 1.5 s later). Every
 * part that asks during one render is called back in the same task, so they appear together in
 * one commit rather than one after the other (a later one would push an earlier one down).
 * Returns a function that takes the request back.
 */
function afterPaintAndQuiet(callback: () => void): () => void {
  waiting.push(callback);
  if (!scheduled) {
    scheduled = true;
    // The frame callback runs just before the paint; the task after it runs after the paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          window.requestIdleCallback(runWaiting, { timeout: LONGEST_WAIT_MS });
        } else {
          runWaiting();
        }
      }, 0),
    );
  }
  return () => {
    waiting = waiting.filter((c) => c !== callback);
  };
}

/**
 * False on the first render, true once the browser has painted it and has a quiet moment.
 * Parts of the page that are not part of the first screen (the footer, the assistant's button,
 * lower sections) start loading their code only then: on a phone's slow connection their
 * requests would otherwise share the line with the first screen's and push back its paint.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintAndQuiet(() => setPainted(true)), []);
  return painted;
}

/** Draws its children (and so starts loading their code) once the first screen has painted. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
