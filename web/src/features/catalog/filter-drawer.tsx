import type { ListingFacets } from '@isoko/shared/catalog/search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { FilterPanel, readPrice, type TypedPrice } from './filter-panel';
import { changeListing, clearFilters, type ListingState } from './filters';

/**
 * The phone's slide-in filters: changes wait for 'Apply Filters', which applies every field,
 * prices typed but not yet applied with 'Apply price' included (a minimum above the maximum is
 * refused with a message).
 */
export function FilterDrawer({
  state,
  facets,
  fixedCategory,
  onApply,
  onClose,
}: {
  state: ListingState;
  facets: ListingFacets | undefined;
  fixedCategory?: boolean;
  onApply: (next: ListingState) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['listing', 'catalog']);
  const [draft, setDraft] = useState(state);
  const [typed, setTyped] = useState<TypedPrice | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const handleApply = () => {
    if (!typed) {
      onApply(draft);
      return;
    }
    const minPrice = readPrice(typed.min);
    const maxPrice = readPrice(typed.max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setPriceError(t('filters.minAboveMax'));
      return;
    }
    onApply(changeListing(draft, { minPrice, maxPrice }));
  };
  return (
    <Dialog
      title={t('filters.title')}
      onClose={onClose}
      closeLabel={t('catalog:actions.close')}
      variant="drawer"
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setDraft(clearFilters(draft, fixedCategory));
              setTyped(null);
              setPriceError(null);
            }}
          >
            {t('filters.clearAll')}
          </button>
          <button type="button" className="btn btn-primary" onClick={handleApply}>
            {t('filters.apply')}
          </button>
        </>
      }
    >
      <FilterPanel
        state={draft}
        facets={facets}
        fixedCategory={fixedCategory}
        onChange={(patch) => {
          setDraft((d) => changeListing(d, patch));
          // 'Apply price' took the typed prices (ordered) into the draft.
          if ('minPrice' in patch || 'maxPrice' in patch) setTyped(null);
        }}
        onPriceTyped={(next) => {
          setTyped(next);
          setPriceError(null);
        }}
        priceError={priceError}
      />
    </Dialog>
  );
}
