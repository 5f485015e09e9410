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
    const write = () => root.setProperty(property, `${element.getBoundingClientRect().height}px`);
    write();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(property);
    };
  }, [element, property]);
  return setElement;
}
