import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { CatalogState } from './state';

/** A listed product for the sitemap: its page address and when it last changed. */
export interface ProductSitemapEntry {
  id: string;
  updatedAt: Date;
}

/** Every listed product (not deleted), most recently changed first (the sitemap splits them into files). */
export async function productSitemapEntries(state: CatalogState): Promise<ProductSitemapEntry[]> {
  const rows = await queryRows<{ id: string; updated_at: Date | string }>(
    state.deps.db,
    sql`select id, updated_at from products where deleted_at is null order by updated_at desc, id`,
  );
  return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
}
