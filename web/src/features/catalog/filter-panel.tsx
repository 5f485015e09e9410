import type { FacetValue, ListingFacets } from '@isoko/shared/catalog/search';
import { formatDecimal } from '@isoko/shared/money-format';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_OPTIONS, type ListingState, RATING_OPTIONS } from './filters';

const BRANDS_SHOWN = 10;

export interface FilterPanelProps {
  state: ListingState;
  onChange: (patch: Partial<ListingState>) => void;
  /** The values present in the current results, with counts (from the server). */
  facets: ListingFacets | undefined;
  /** The category is fixed by the page (category page): no category choice. */
  fixedCategory?: boolean;
  /** Told what is typed in the price fields as it is typed (the drawer applies it with the rest). */
  onPriceTyped?: (typed: TypedPrice) => void;
  /** Why the typed prices cannot be applied, shown under them. */
  priceError?: string | null;
}

/** The text of the Min and Max price fields. */
export interface TypedPrice {
  min: string;
  max: string;
}

/** A typed price in RWF: blank, negative or not a number is no bound. */
export function readPrice(v: string): number | undefined {
  const n = Number(v);
  return v.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.floor(n);
}

function PriceFields({
  state,
  onChange,
  range,
  onPriceTyped,
  priceError,
}: Pick<FilterPanelProps, 'state' | 'onChange' | 'onPriceTyped' | 'priceError'> & {
  range?: { min: number; max: number };
}) {
  const { t } = useTranslation('listing');
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [seen, setSeen] = useState([state.minPrice, state.maxPrice]);
  if (seen[0] !== state.minPrice || seen[1] !== state.maxPrice) {
    setSeen([state.minPrice, state.maxPrice]);
    setMin(state.minPrice?.toString() ?? '');
    setMax(state.maxPrice?.toString() ?? '');
  }
  const type = (next: TypedPrice) => {
    setMin(next.min);
    setMax(next.max);
    onPriceTyped?.(next);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    let minPrice = readPrice(min);
    let maxPrice = readPrice(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      [minPrice, maxPrice] = [maxPrice, minPrice];
    onChange({ minPrice, maxPrice });
  };
  const id = useId();
  return (
    <form className="price-fields" onSubmit={handleSubmit}>
      <div>
        <label htmlFor={`${id}-min`}>{t('filters.min')}</label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          placeholder={range && range.max > 0 ? String(range.min) : undefined}
          value={min}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `${id}-error` : undefined}
          onChange={(e) => type({ min: e.target.value, max })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-max`}>{t('filters.max')}</label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          placeholder={range && range.max > 0 ? String(range.max) : undefined}
          value={max}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `${id}-error` : undefined}
          onChange={(e) => type({ min, max: e.target.value })}
        />
      </div>
      <button type="submit" className="btn btn-outline btn-small">
        {t('filters.applyPrice')}
      </button>
      {priceError && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {priceError}
        </p>
      )}
    </form>
  );
}

/** Values to offer: those present (most products first), and any chosen one that no longer is. */
function offered(values: readonly FacetValue[] | undefined, chosen: readonly string[]): FacetValue[] {
  const list = [...(values ?? [])];
  for (const value of chosen) {
    if (!list.some((v) => v.value === value)) list.push({ value, name: value, count: 0 });
  }
  return list;
}

/** A checkbox list of one facet (colours, sizes, materials) with counts. */
function FacetChecks({
  legend,
  values,
  chosen,
  onChange,
}: {
  legend: string;
  values: FacetValue[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  if (values.length === 0) return null;
  const toggle = (value: string) =>
    onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v.value} className="check">
          <input type="checkbox" checked={chosen.includes(v.value)} onChange={() => toggle(v.value)} />
          {v.name} <span className="muted">({v.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Price, category, brand, colour, size, material, rating, discount and shipping filters. The
 * category, brand, colour, size and material lists hold only what the current results contain,
 * with the server's counts.
 */
export function FilterPanel({
  state,
  onChange,
  facets,
  fixedCategory,
  onPriceTyped,
  priceError,
}: FilterPanelProps) {
  const { t, i18n } = useTranslation('listing');
  const [allBrands, setAllBrands] = useState(false);
  const name = useId();
  const brands = offered(facets?.brands, state.brands);
  const shownBrands = allBrands
    ? brands
    : brands.filter((b, i) => i < BRANDS_SHOWN || state.brands.includes(b.value));
  const toggleBrand = (slug: string) =>
    onChange({
      brands: state.brands.includes(slug) ? state.brands.filter((b) => b !== slug) : [...state.brands, slug],
    });

  return (
    <div className="filter-panel">
      <fieldset>
        <legend>{t('filters.price')}</legend>
        <PriceFields
          state={state}
          onChange={onChange}
          range={facets?.priceRange}
          onPriceTyped={onPriceTyped}
          priceError={priceError}
        />
      </fieldset>

      {!fixedCategory && facets && (
        <fieldset>
          <legend>{t('filters.category')}</legend>
          <label className="check">
            <input
              type="radio"
              name={`${name}-cat`}
              checked={!state.category}
              onChange={() => onChange({ category: '', subcategory: '' })}
            />
            {t('filters.all')}
          </label>
          {state.category === 'deals' && (
            <label className="check">
              <input type="radio" name={`${name}-cat`} checked readOnly />
              {t('filters.deals')}
            </label>
          )}
          {facets.categories.map((c) => (
            <label key={c.value} className="check">
              <input
                type="radio"
                name={`${name}-cat`}
                checked={state.category === c.value}
                onChange={() => onChange({ category: c.value, subcategory: '' })}
              />
              {c.name} <span className="muted">({c.count})</span>
            </label>
          ))}
        </fieldset>
      )}

      {brands.length > 0 && (
        <fieldset>
          <legend>{t('filters.brand')}</legend>
          {shownBrands.map((b) => (
            <label key={b.value} className="check">
              <input
                type="checkbox"
                checked={state.brands.includes(b.value)}
                onChange={() => toggleBrand(b.value)}
              />
              {b.name} <span className="muted">({b.count})</span>
            </label>
          ))}
          {brands.length > BRANDS_SHOWN && (
            <button type="button" className="btn-link" onClick={() => setAllBrands((v) => !v)}>
              {allBrands ? t('filters.fewerBrands') : t('filters.allBrands', { n: brands.length })}
            </button>
          )}
        </fieldset>
      )}

      <FacetChecks
        legend={t('filters.color')}
        values={offered(facets?.colors, state.colors)}
        chosen={state.colors}
        onChange={(colors) => onChange({ colors })}
      />
      <FacetChecks
        legend={t('filters.size')}
        values={offered(facets?.sizes, state.sizes)}
        chosen={state.sizes}
        onChange={(sizes) => onChange({ sizes })}
      />
      <FacetChecks
        legend={t('filters.material')}
        values={offered(facets?.materials, state.materials)}
        chosen={state.materials}
        onChange={(materials) => onChange({ materials })}
      />

      <fieldset>
        <legend>{t('filters.rating')}</legend>
        <label className="check">
          <input
            type="radio"
            name={`${name}-rating`}
            checked={state.minRating === undefined}
            onChange={() => onChange({ minRating: undefined })}
          />
          {t('filters.any')}
        </label>
        {RATING_OPTIONS.map((r) => (
          <label key={r} className="check">
            <input
              type="radio"
              name={`${name}-rating`}
              checked={state.minRating === r}
              onChange={() => onChange({ minRating: r })}
            />
            {t('filters.ratingAtLeast', {
              rating: formatDecimal(r, i18n.language, { decimals: 1, fixed: true }),
            })}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>{t('filters.discount')}</legend>
        <label className="check">
          <input
            type="radio"
            name={`${name}-discount`}
            checked={state.minDiscount === undefined}
            onChange={() => onChange({ minDiscount: undefined })}
          />
          {t('filters.any')}
        </label>
        {DISCOUNT_OPTIONS.map((d) => (
          <label key={d} className="check">
            <input
              type="radio"
              name={`${name}-discount`}
              checked={state.minDiscount === d}
              onChange={() => onChange({ minDiscount: d })}
            />
            {t('filters.discountAtLeast', { percent: d })}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>{t('filters.shipping')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={state.freeShipping}
            onChange={(e) => onChange({ freeShipping: e.target.checked })}
          />
          {t('filters.freeShipping')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={state.inStock}
            onChange={(e) => onChange({ inStock: e.target.checked })}
          />
          {t('filters.inStock')}
        </label>
      </fieldset>
    </div>
  );
}
