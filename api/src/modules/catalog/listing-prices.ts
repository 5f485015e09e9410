import { type SQL, sql } from 'drizzle-orm';

/**
 * A listing's price conditions by the price shoppers see (shared/src/catalog/shown-price.ts): a
 * running flash deal's price when lower than the list price. Running deals are few (tens) and
 * products many, so each condition stays on the list price (and its indexes) for the products in
 * no deal and reaches the few in one by their ids, taken from the running deals the service reads
 * once per deal or catalogue change (the same ones the cards show). No statement reads
 * flash_deals per product; a deal that cannot change a listing's answer is left out of it.
 */

/** A product in a running flash deal, as the service's activeDeals read it with the product. */
export interface FlashDeal {
  productId: string;
  /** The lowest running deal's price. */
  dealPrice: number;
  endsAt: Date;
  /** The product's list price and categories when the deals were read. */
  listPrice: number;
  categoryId: string;
  subcategoryId: string | null;
}

export interface FlashPrices {
  /** Products in a running flash deal, in id order. */
  ids: readonly string[];
  /** Each one's deal price, at the same position. */
  prices: readonly number[];
  /** Each one's list price, at the same position. */
  listPrices: readonly number[];
}

export const NO_FLASH: FlashPrices = { ids: [], prices: [], listPrices: [] };

/**
 * The running deals a listing reads: those of products `inScope` may list (its categories), and
 * not ended since they were read.
 */
export function flashPrices(
  deals: readonly FlashDeal[],
  inScope: (deal: FlashDeal) => boolean = () => true,
  now = Date.now(),
): FlashPrices {
  const running = deals
    .filter((d) => d.endsAt.getTime() > now && inScope(d))
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  return {
    ids: running.map((d) => d.productId),
    prices: running.map((d) => d.dealPrice),
    listPrices: running.map((d) => d.listPrice),
  };
}

/** Ids as one parameter (the statement's text does not change with their number). */
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const priceArray = (prices: readonly number[]) => sql`${`{${prices.join(',')}}`}::bigint[]`;

/** One condition of a listing, as ListPart (listing.ts) holds it. */
export interface PriceCondition {
  /** Exact for every product. */
  sql: SQL;
  /** The same rows as conditions no two rows share, the first on the list price alone. */
  arms?: readonly SQL[];
  /** The condition for a product in no running deal, when `sql` says more. */
  regular?: SQL;
  /** The rows `regular` holds and `sql` leaves out: counted as `regular` less these. */
  minus?: SQL;
}

/**
 * A shown price of at most `max`: the list price is, or a running deal's price is (the shown
 * price is the lower of the two). Only a deal at most `max` on a product listed above it adds one.
 */
export function maxPriceCondition(max: number, flash: FlashPrices): PriceCondition {
  const list = sql`p.price <= ${max}`;
  const cheap = flash.ids.filter((_, i) => flash.prices[i]! <= max && flash.listPrices[i]! > max);
  if (cheap.length === 0) return { sql: list };
  const byDeal = sql`p.id = any(${idArray(cheap)})`;
  return {
    sql: sql`(${list} or ${byDeal})`,
    arms: [list, sql`p.price > ${max} and ${byDeal}`],
    regular: list,
  };
}

/**
 * A shown price of at least `min`: the list price is, and no running deal below `min` lowers it.
 * Only a deal below `min` on a product listed at `min` or more takes one away.
 */
export function minPriceCondition(min: number, flash: FlashPrices): PriceCondition {
  const list = sql`p.price >= ${min}`;
  const low = flash.ids.filter((_, i) => flash.prices[i]! < min && flash.listPrices[i]! >= min);
  if (low.length === 0) return { sql: list };
  return {
    sql: sql`${list} and p.id <> all(${idArray(low)})`,
    regular: list,
    minus: sql`${list} and p.id = any(${idArray(low)})`,
  };
}

/** The deal price of a product known to be in a running deal. */
const dealPriceOf = (flash: FlashPrices) =>
  sql`(${priceArray(flash.prices)})[array_position(${idArray(flash.ids)}, p.id)]`;

/**
 * The percent a product in a running deal shows, as shownPrice computes it: against the higher of
 * its list and original prices, in double precision and rounded half up like Math.round.
 */
function dealPercent(flash: FlashPrices): SQL {
  const highest = sql`greatest(p.price, coalesce(p.original_price, 0))`;
  return sql`floor((${highest} - least(p.price, ${dealPriceOf(flash)}))::float8 / ${highest} * 100 + 0.5)`;
}

/**
 * A shown discount of at least `percent`: the stored discount is (a deal only lowers the price
 * further), or a running deal's price makes it.
 */
export function minDiscountCondition(percent: number, flash: FlashPrices): PriceCondition {
  const list = sql`p.discount_pct >= ${percent}`;
  if (flash.ids.length === 0) return { sql: list };
  const byDeal = sql`p.id = any(${idArray(flash.ids)}) and ${dealPercent(flash)} >= ${percent}`;
  return {
    sql: sql`(${list} or (${byDeal}))`,
    arms: [list, sql`p.discount_pct < ${percent} and ${byDeal}`],
    regular: list,
  };
}

/**
 * Every product's shown price over `products p`, for a pass that reads its rows anyway (the
 * facets' shared pass): one hashed look-up of the id per row, the deal's price only for the few.
 */
export function shownPriceColumn(flash: FlashPrices): SQL {
  if (flash.ids.length === 0) return sql`p.price`;
  return sql`case when p.id = any(${idArray(flash.ids)}) then least(p.price, ${dealPriceOf(flash)}) else p.price end`;
}

/**
 * The products in a running deal, over `products p` (to follow with `and` the listing's
 * conditions): reached by id, a primary-key look-up each. Their shown price is dealShown. One
 * relation, not a join of the ids with the products: PostgreSQL plans a price-sorted page with
 * deals (pricePageStatement) in 5-35% less time (measured at 50,000 products, same rows).
 */
export const inDeal = (flash: FlashPrices) => sql`p.id = any(${idArray(flash.ids)})`;

/** The shown price of a product known to be in a running deal (see inDeal). */
export const dealShown = (flash: FlashPrices) => sql`least(p.price, ${dealPriceOf(flash)})`;

/** Products in no running deal. */
export const notInDeal = (flash: FlashPrices) => sql`p.id <> all(${idArray(flash.ids)})`;
