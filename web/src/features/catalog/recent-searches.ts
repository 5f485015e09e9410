/** Browser storage key of the shopper's last searches (at most RECENT_SEARCHES_MAX). */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 8;

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value)
      ? value
          .map((v) => (typeof v === 'string' ? v : typeof v?.term === 'string' ? (v.term as string) : ''))
          .filter(Boolean)
          .slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Newest first, without repeats (case-insensitive), at most 8. */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  const t = term.trim();
  if (!t) return [...list];
  return [t, ...list.filter((s) => s.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
}

export function saveRecentSearches(list: readonly string[]) {
  try {
    if (list.length) localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // storage full or blocked: recent searches are a convenience
  }
}

/** Puts a search on top of the recent list. */
export function rememberSearch(term: string) {
  saveRecentSearches(withRecentSearch(readRecentSearches(), term));
}
