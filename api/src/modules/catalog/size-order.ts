import { type SQL, sql } from 'drizzle-orm';

/**
 * The shop's order of sizes, where a product or a filter gives none: clothing sizes from the
 * smallest, then numbers (shoe sizes, ages: "6-12M" reads as 6), then the rest in `known` order.
 */
const CLOTHING_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

export function sizeRank(size: string, known: readonly string[]): number {
  const clothing = CLOTHING_SIZES.indexOf(size.toUpperCase());
  if (clothing >= 0) return clothing;
  const n = Number.parseFloat(size);
  if (Number.isFinite(n)) return 100 + n;
  return 10_000 + Math.max(0, known.indexOf(size));
}

/** The same rank in SQL for a size column or expression (the rest all rank 10,000). */
export function sizeRankSql(size: SQL): SQL {
  const clothing = sql.raw(`array[${CLOTHING_SIZES.map((s) => `'${s}'`).join(', ')}]::text[]`);
  return sql`coalesce(array_position(${clothing}, upper(${size})) - 1,
    100 + substring(${size} from '^[0-9]+(?:[.][0-9]+)?')::numeric, 10000)`;
}
