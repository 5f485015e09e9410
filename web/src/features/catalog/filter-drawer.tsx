import type { ListingFacets } from '@isoko/shared/catalog/search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { FilterPanel } from './filter-panel';
import { changeListing, clearFilters, type ListingState } from './filters';

/** The phone's slide-in filters: changes wait for 'Apply Filters'. */
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
            onClick={() => setDraft(clearFilters(draft, fixedCategory))}
          >
            {t('filters.clearAll')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onApply(draft)}>
            {t('filters.apply')}
          </button>
        </>
      }
    >
      <FilterPanel
        state={draft}
        facets={facets}
        fixedCategory={fixedCategory}
        onChange={(patch) => setDraft((d) => changeListing(d, patch))}
      />
    </Dialog>
  );
}
