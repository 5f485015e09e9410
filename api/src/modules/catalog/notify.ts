import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';

/** Something in this process that caches catalogue data read from `database`. */
export interface CatalogListener {
  database: Database;
  invalidate(): void;
}

const listeners = new Set<CatalogListener>();

export function addCatalogListener(listener: CatalogListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const catalogChannel = (prefix: string) => `${prefix}:catalog:changed`;

/**
 * Call after committing any change to products, variants, stock, prices, media, reviews,
 * categories, brands or flash deals: this process's caches drop at once, other API processes
 * hear it on Redis. Caches also expire on their own within seconds, so a missed message only
 * delays a change.
 */
export async function notifyCatalogChanged(
  deps: Pick<AppDeps, 'database' | 'redis' | 'config'>,
): Promise<void> {
  for (const listener of listeners) if (listener.database === deps.database) listener.invalidate();
  await deps.redis.publish(catalogChannel(deps.config.redis.prefix), String(Date.now())).catch(() => {});
}
