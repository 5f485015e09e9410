import type { FilterOptions } from '@isoko/shared/catalog/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { FilterPanel } from './filter-panel';
import { changeListing, clearFilters, type ListingState } from './filters';

/** The phone's slide-in filters: changes wait for 'Apply Filters'. */
export function FilterDrawer({
  state,
  options,
  fixedCategory,
  onApply,
  onClose,
}: {
  state: ListingState;
  options: FilterOptions | undefined;
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
        options={options}
        fixedCategory={fixedCategory}
        onChange={(patch) => setDraft((d) => changeListing(d, patch))}
      />
    </Dialog>
  );
}
