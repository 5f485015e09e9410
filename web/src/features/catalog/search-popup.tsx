import { AUTOCOMPLETE_MAX_CHARS, AUTOCOMPLETE_MIN_CHARS } from '@isoko/shared/catalog/constants';
import type { SearchSuggestion } from '@isoko/shared/catalog/schema';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSuggestions } from './queries';
import { readRecentSearches, rememberSearch, saveRecentSearches } from './recent-searches';

/** Suggestions are asked from 2 characters, 300 ms after the last key. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export interface PopupAria {
  expanded: boolean;
  activeId?: string;
}

/** What the search box asks of the list: move the highlight, choose the highlighted option. */
export interface PopupControl {
  onKey: (key: string) => boolean;
  chooseActive: () => boolean;
}

type Option = { kind: 'recent'; value: string } | ({ kind: 'suggestion' } & SearchSuggestion);

export interface SearchPopupProps {
  listId: string;
  term: string;
  open: boolean;
  control: RefObject<PopupControl | null>;
  onAria: (aria: PopupAria) => void;
  onTerm: (term: string) => void;
  go: (path: string) => void;
}

/**
 * Recent searches (under 2 characters) or suggestions (debounced): a product fills the query,
 * a category or brand sets that filter and clears the query. A failed request only clears them.
 */
export function SearchPopup({ listId, term, open, control, onAria, onTerm, go }: SearchPopupProps) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [recent, setRecent] = useState(readRecentSearches);
  const [active, setActive] = useState(-1);
  // Suggestions look at the start of a long term.
  const q = term.trim().slice(0, AUTOCOMPLETE_MAX_CHARS).trim();

  useEffect(() => {
    setActive(-1);
    if (q.length < AUTOCOMPLETE_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, controller.signal).then(setSuggestions, () => {
        if (!controller.signal.aborted) setSuggestions([]);
      });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  useEffect(() => {
    if (open) setRecent(readRecentSearches());
  }, [open]);

  const options: Option[] =
    q.length >= AUTOCOMPLETE_MIN_CHARS
      ? suggestions.map((s) => ({ kind: 'suggestion', ...s }))
      : recent.map((value) => ({ kind: 'recent', value }));
  const expanded = open && options.length > 0;

  const choose = (option: Option) => {
    setActive(-1);
    if (option.kind === 'recent' || option.type === 'product') {
      onTerm(option.value);
      rememberSearch(option.value);
      go(`/shop?search=${encodeURIComponent(option.value)}`);
      return;
    }
    onTerm('');
    const key = option.type === 'category' ? 'category' : 'brand';
    go(`/shop?${key}=${encodeURIComponent(option.slug ?? option.id ?? option.value)}`);
  };

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  useEffect(() => onAria({ expanded, activeId }), [expanded, activeId, onAria]);

  useEffect(() => {
    control.current = {
      onKey: (key) => {
        if ((key !== 'ArrowDown' && key !== 'ArrowUp') || !options.length) return false;
        const step = key === 'ArrowDown' ? 1 : -1;
        // -1 is the text box itself; the highlight cycles through it.
        setActive((i) => {
          const next = i + step;
          return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
        });
        return true;
      },
      chooseActive: () => {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        return !!option;
      },
    };
  });

  if (!expanded) return null;
  const isRecent = options[0]?.kind === 'recent';
  return (
    // Keeps the focus in the text box while a suggestion is clicked; keys work from the box.
    // biome-ignore lint/a11y/noStaticElementInteractions: mouse-only guard, no action of its own
    <div className="search-popup" onMouseDown={(e) => e.preventDefault()}>
      <p className="search-popup-title">{isRecent ? t('search.recent') : t('search.suggestions')}</p>
      <div id={listId} role="listbox" aria-label={t('search.suggestions')}>
        {options.map((option, i) => (
          // The combobox pattern: options are chosen with the arrow keys and Enter in the text box.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
          <div
            key={`${option.kind}-${option.value}-${i}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            className={i === active ? 'search-option is-active' : 'search-option'}
            onClick={() => choose(option)}
          >
            <span>{option.value}</span>
            <span className="search-kind">
              {option.kind === 'recent' ? t('search.kind.recent') : t(`search.kind.${option.type}`)}
            </span>
          </div>
        ))}
      </div>
      {isRecent && (
        <button
          type="button"
          className="btn-link"
          onClick={() => {
            saveRecentSearches([]);
            setRecent([]);
          }}
        >
          {t('search.clearRecent')}
        </button>
      )}
    </div>
  );
}
