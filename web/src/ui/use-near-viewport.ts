import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the visible screen, and from then on.
 * Content far below the first screen (the lower rails of the home page) waits for it, so a phone
 * builds only what the shopper can see. Where the browser cannot tell (no IntersectionObserver),
 * the answer is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
