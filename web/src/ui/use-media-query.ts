import { useEffect, useState } from 'react';

/**
 * Whether the screen matches a CSS media query, kept up to date as the window changes. Where the
 * browser cannot tell (no matchMedia), the answer is `unknown`.
 */
export function useMediaQuery(query: string, unknown = true): boolean {
  const [matches, setMatches] = useState(() =>
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : unknown,
  );
  useEffect(() => {
    const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
