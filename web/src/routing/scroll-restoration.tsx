import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocationStore, useShown } from './location-context';
import { type Restoring, restoreScroll } from './restore-scroll';
import { savedPosition, savePosition } from './scroll-positions';

/**
 * Scrolls as react-router's <ScrollRestoration /> did: a new navigation goes to the top (or to
 * the element the #hash names, or nowhere when it asked to keep the scroll), back and forward
 * return to where that entry was left, and a reload keeps its place. Returning keeps the place
 * while the page settles (its results may still be loading or being filled in), and leaves it to
 * the shopper as soon as they scroll themselves (restore-scroll.ts).
 */
export function ScrollRestoration() {
  const store = useLocationStore();
  const shown = useShown();
  // The entry being brought back to its place, while the page settles.
  const restoring = useRef<{ key: string; y: number; restore: Restoring } | null>(null);

  useEffect(() => {
    // The app puts each entry back itself, on reload too: the browser's own attempt comes before
    // the content and would only fight it.
    window.history.scrollRestoration = 'manual';
    // Where an entry was: its place on the page, or, when left while it was still being taken
    // back there (the page still too short), that place (so it is not lost on the way).
    const positionOf = (key: string) => {
      const current = restoring.current;
      return current?.key === key && current.restore.pending ? current.y : window.scrollY;
    };
    // Leaving an entry records how far down it was, before the next screen is drawn.
    const stopSaving = store.onLeave((leaving) => savePosition(leaving.key, positionOf(leaving.key)));
    // On reload or closing, the record keeps the place for when the page opens again.
    const onPageHide = () => {
      const current = store.shown();
      if (current) savePosition(current.location.key, positionOf(current.location.key));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopSaving();
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [store]);

  useLayoutEffect(() => {
    if (!shown) return;
    const { location, action, preventScrollReset, initial } = shown;
    if (action === 'POP') {
      const y = savedPosition(location.key);
      if (y !== undefined) {
        const restore = restoreScroll(y);
        restoring.current = { key: location.key, y, restore };
        return () => {
          restore.stop();
          restoring.current = null;
        };
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (initial || preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [shown]);

  return null;
}
