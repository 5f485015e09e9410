import { type ReactNode, useEffect, useState } from 'react';

/** The longest a busy page makes the parts below wait for a quiet moment. */
const LONGEST_WAIT_MS = 1500;

/**
 * False on the first render, true once the browser has painted it and has a quiet moment (or
 * after at most 1.5 s). Parts of the page that are not part of the first screen (the footer, the
 * assistant's button) start loading their code only then: on a phone's slow connection their
 * requests would otherwise share the line with the first screen's and push back its paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // The frame callback runs just before the paint; the next task runs after it.
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          idle = window.requestIdleCallback(() => setPainted(true), { timeout: LONGEST_WAIT_MS });
        } else {
          setPainted(true);
        }
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, []);
  return painted;
}

/** Draws its children (and so starts loading their code) once the first screen has painted. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
