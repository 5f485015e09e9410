import { SEARCH_TEXT_MAX } from '@isoko/shared/catalog/constants';
import { type FormEvent, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../routing';
import { rememberSearch } from './recent-searches';
import type { PopupAria, PopupControl } from './search-popup';
import './header-search.css';
import { lazyPart } from '../../ui/lazy-part';
import { partOfflineNotice } from '../layout/part-offline';

// The suggestion list and its client load when the box is first focused, not with every page.
// Offline before it ever loaded, the popup's place says so while the box is open; submitting a
// term still works.
const SearchPopup = lazyPart(() => import('./search-popup').then((m) => m.SearchPopup), {
  unreachable: (props, retry) =>
    props.open && (
      // Pressing Retry must not blur the box, which would close the popup before the click.
      // biome-ignore lint/a11y/noStaticElementInteractions: mouse-only guard, no action of its own
      <div className="search-popup" onMouseDown={(e) => e.preventDefault()}>
        {partOfflineNotice(props, retry)}
      </div>
    ),
});

/**
 * The header's search box (a combobox): submitting a term goes to /shop?search= (an empty or
 * blank term does nothing); suggestions and recent searches open below it.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [aria, setAria] = useState<PopupAria>({ expanded: false });
  const control = useRef<PopupControl | null>(null);

  const go = useCallback(
    (path: string) => {
      setOpen(false);
      navigate(path);
    },
    [navigate],
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (open && control.current?.chooseActive()) return;
    const q = term.trim();
    if (!q) return;
    rememberSearch(q);
    go(`/shop?search=${encodeURIComponent(q)}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every phone browser
    <form role="search" className="header-search" onSubmit={handleSubmit}>
      <label className="visually-hidden" htmlFor="header-search-input">
        {t('search.label')}
      </label>
      <div className="search-field">
        <input
          id="header-search-input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={aria.expanded}
          aria-controls={listId}
          aria-activedescendant={aria.activeId}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            else if (control.current?.onKey(e.key)) {
              e.preventDefault();
              setOpen(true);
            }
          }}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('search.placeholder')}
          autoComplete="off"
        />
        {used && (
          <Suspense fallback={null}>
            <SearchPopup
              listId={listId}
              term={term}
              open={open}
              control={control}
              onAria={setAria}
              onTerm={setTerm}
              go={go}
            />
          </Suspense>
        )}
      </div>
      <button type="submit" className="btn btn-primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
