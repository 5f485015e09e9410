import { useEffect, useLayoutEffect } from 'react';
import { useLocationStore, useShown } from './location-context';
import { savedPosition, savePosition } from './scroll-positions';

/**
 * Scrolls as react-router's <ScrollRestoration /> did: a new navigation goes to the top (or to
 * the element the #hash names, or nowhere when it asked to keep the scroll), back and forward
 * return to where that entry was left, and a reload keeps its place.
 */
export function ScrollRestoration() {
  const store = useLocationStore();
  const shown = useShown();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving an entry records how far down it was, before the next screen is drawn.
    const stopSaving = store.onLeave((leaving) => savePosition(leaving.key, window.scrollY));
    // On reload or closing, the browser keeps the place itself (and so does the record).
    const onPageHide = () => {
      const current = store.shown();
      if (current) savePosition(current.location.key, window.scrollY);
      window.history.scrollRestoration = 'auto';
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
        window.scrollTo(0, y);
        return;
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
