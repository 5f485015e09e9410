import {
  offersStorageCapacities,
  SIZE_OPTIONS,
  STORAGE_OPTIONS,
  sizeChoices,
} from '@isoko/shared/catalog/admin-options';

export type SizeChoiceKind = 'clothing' | 'storage' | 'none';

export interface SizeChoice {
  kind: SizeChoiceKind;
  options: readonly string[];
}

/**
 * What the size field offers for a category (by slug) and subcategory, with the shared rule:
 * storage capacities for electronics storage, nothing for the size-less categories, clothing
 * sizes otherwise (also while no category is chosen). The kind names the field.
 */
export function sizeChoicesFor(
  categorySlug: string | null | undefined,
  subcategorySlug?: string | null,
): SizeChoice {
  const options = sizeChoices(categorySlug, subcategorySlug ?? null);
  if (offersStorageCapacities(categorySlug, subcategorySlug ?? null))
    return { kind: 'storage', options: STORAGE_OPTIONS };
  return options.length ? { kind: 'clothing', options: SIZE_OPTIONS } : { kind: 'none', options: [] };
}
