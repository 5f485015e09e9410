import { useLayoutEffect, useState } from 'react';

/**
 * Keeps an element's height (in px) in a CSS custom property on the document's root while the
 * element is on the page, and takes the property away when it leaves. Stylesheets then size
 * other things after it: how far the sticky header slides up to hide the top bar, the room the
 * page leaves at its bottom for the consent banner. The height follows the element as it wraps
 * or changes language (a ResizeObserver). Returns the ref to put on the element; an element shown
 * only at times (rendered conditionally) is followed each time it comes and goes.
 */
export function useHeightProperty(property: `--${string}`) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement.style;
    const write = (height: number) => root.setProperty(property, `${height}px`);
    // The observer reports the height once the browser lays the page out anyway, before it
    // paints, so nothing shows at a wrong offset. Asking for the height here instead would force
    // a layout of the whole page in the middle of the first render (tens of milliseconds of a
    // phone's main thread). Without ResizeObserver the height is read once.
    if (typeof ResizeObserver === 'undefined') {
      write(element.getBoundingClientRect().height);
      return () => root.removeProperty(property);
    }
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.borderBoxSize?.[0];
      write(box ? box.blockSize : element.getBoundingClientRect().height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  }, [element, property]);
  return setElement;
}
