import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sizeRankSql } from './size-order';

/** Sorts a value the product does not list after every listed one. */
const LAST = sql.raw('2147483647');

/**
 * Recomputes what products keep from other rows: rating average and count (from reviews),
 * stock total, sizes and colours (from the variants on offer, not retired ones), main image (the
 * first picture; a video only when there is no picture, since cards draw it as an image) and
 * the search words (brand, category, subcategory, materials, colours, tags, translated names). Call it in the
 * transaction that changed those rows, then `notifyCatalogChanged` after commit.
 *
 * Sizes and colours keep the order the product row already lists them in (the order staff gave,
 * written by the product's create or edit). One it does not list goes last: a size in the shop's
 * size order (XS before S before M), a colour in SKU order. Ordering by SKU text alone put a
 * size added later (XS after S, M, L) at the end, and mixed up seeded SKUs ending -1 … -12.
 */
export async function syncProductStats(db: DbOrTx, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    update products p set
      rating_avg = coalesce((select round(avg(r.rating)::numeric, 2) from reviews r where r.product_id = p.id), 0),
      review_count = (select count(*)::int from reviews r where r.product_id = p.id),
      stock_total = coalesce((select sum(v.stock)::int from product_variants v
        where v.product_id = p.id and v.retired_at is null), 0),
      sizes = coalesce((select array_agg(s order by coalesce(array_position(p.sizes, s), ${LAST}), ${sizeRankSql(sql`s`)}, o) from (
        select v.size as s, min(v.sku) as o from product_variants v
        where v.product_id = p.id and v.retired_at is null and coalesce(v.size, '') <> '' group by v.size) x), '{}'),
      colors = coalesce((select array_agg(c order by coalesce(array_position(p.colors, c), ${LAST}), o) from (
        select v.color as c, min(v.sku) as o from product_variants v
        where v.product_id = p.id and v.retired_at is null and coalesce(v.color, '') <> '' group by v.color) x), '{}'),
      main_image = coalesce((select m.url from product_media m where m.product_id = p.id
        order by m.kind <> 'image', m.position, m.id limit 1), ''),
      updated_at = now()
    where p.id in (${ids})`);
  // Second pass: the search words read the colours written above.
  await refreshSearchTerms(db, sql`p.id in (${ids})`);
}

/**
 * Rewrites the search words of the products matching `where` (a condition over `products p`),
 * e.g. every product of a category that was renamed. The product's French and Kinyarwanda names
 * are among them, so the listing's text search finds a product by the name a shopper reads it
 * under (the header's suggestions show that one); the name itself is the document's weight A.
 */
export async function refreshSearchTerms(db: DbOrTx, where: SQL): Promise<void> {
  await db.execute(sql`
    update products p set search_terms = concat_ws(' ',
        (select b.name from brands b where b.id = p.brand_id),
        (select c.name from categories c where c.id = p.category_id),
        (select c.name from categories c where c.id = p.subcategory_id),
        array_to_string(p.materials, ' '), array_to_string(p.colors, ' '), array_to_string(p.tags, ' '),
        case p.gender when 'male' then 'men mens' when 'female' then 'women womens' else '' end,
        nullif(p.name_i18n->>'fr', ''), nullif(p.name_i18n->>'rw', ''))
    where ${where}`);
}
