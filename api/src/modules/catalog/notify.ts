import type { AppDeps } from '../../deps';

export const catalogChannel = (prefix: string) => `${prefix}:catalog:changed`;

/**
 * Call after committing any change to products, variants, stock, prices, media, reviews,
 * categories, brands or flash deals: this process's catalogue caches drop at once and other API
 * processes hear it on Redis (see CatalogState.changed).
 */
export async function notifyCatalogChanged(deps: Pick<AppDeps, 'catalog'>): Promise<void> {
  await deps.catalog.changed();
}
