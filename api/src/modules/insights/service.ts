import {
  type DistrictRevenue,
  FUNNEL_STEPS,
  type FunnelDay,
  type TopProduct,
  VITAL_TARGETS,
  type VitalRow,
} from '@isoko/shared/analytics/schema';
import { nameIn } from '@isoko/shared/catalog/product-names';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { ratioOf } from '@isoko/shared/ratio';
import type { AppDeps } from '../../deps';
import { productEventCounts } from '../analytics/history';
import { eventsPerDay, trackedCustomers, utcDay, vitalsP75 } from '../analytics/reports';
import { flushAnalytics } from '../analytics/service';
import { everListedProductNames } from '../catalog/read';
import { listSearchMisses } from '../catalog/search-misses';
import { cardsByIds } from '../catalog/service';
import { negotiationStats } from '../negotiation/stats';
import {
  coPurchasedProducts,
  orderedItemNames,
  ordersPerDay,
  revenueByDistrict,
} from '../orders/analytics-reads';
import { unitsSoldSince } from '../orders/units-sold';

/**
 * Reads that join the analytics events with orders, the catalogue and negotiations: "Customers
 * also bought" on the product page and the staff analytics screen.
 */
type Deps = Pick<AppDeps, 'db' | 'log' | 'catalog'>;

const DAY_MS = 86_400_000;
/** The first day of a period of `days` whole days ending today (UTC). */
export const periodStart = (days: number, now = new Date()) =>
  utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));

/** Products bought in the same orders as this one, the most shared first (in stock only). */
export async function alsoBought(
  deps: Deps,
  productId: string,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  // Ask for more than needed: some may be sold out or removed.
  const rows = await coPurchasedProducts(deps.db, productId, limit * 2);
  const cards = await cardsByIds(
    deps.catalog,
    rows.map((r) => r.productId),
    lang,
  );
  return cards.filter((c) => c.stockQuantity > 0).slice(0, limit);
}

/**
 * view_item → add_to_cart → begin_checkout → purchase per day. Purchases are real orders (a
 * browser's purchase event could be forged), placed by the shoppers whose browsing the other steps
 * counted (trackedCustomers).
 */
export async function funnel(deps: Deps, days: number, now = new Date()) {
  await flushAnalytics(deps);
  const from = periodStart(days, now);
  const [events, orders] = await Promise.all([
    eventsPerDay(deps.db, ['view_item', 'add_to_cart', 'begin_checkout'], from),
    trackedCustomers(deps.db, from).then((customers) => ordersPerDay(deps.db, from, customers)),
  ]);
  const byDay = new Map<string, FunnelDay>();
  for (let i = 0; i < days; i++) {
    const day = utcDay(new Date(Date.parse(`${from}T00:00:00Z`) + i * DAY_MS));
    byDay.set(day, { day, view_item: 0, add_to_cart: 0, begin_checkout: 0, purchase: 0, conversion: null });
  }
  for (const e of events) {
    const row = byDay.get(e.day);
    if (row && e.name !== 'purchase')
      row[e.name as Exclude<(typeof FUNNEL_STEPS)[number], 'purchase'>] += e.events;
  }
  for (const o of orders) {
    const row = byDay.get(o.day);
    if (row) row.purchase += o.orders;
  }
  const list = [...byDay.values()];
  const totals: Omit<FunnelDay, 'day'> = {
    view_item: 0,
    add_to_cart: 0,
    begin_checkout: 0,
    purchase: 0,
    conversion: null,
  };
  // A day (or period) without product views has no conversion rate: null, shown "n/a".
  for (const row of list) {
    row.conversion = ratioOf(row.purchase, row.view_item);
    for (const step of FUNNEL_STEPS) totals[step] += row[step];
  }
  totals.conversion = ratioOf(totals.purchase, totals.view_item);
  return { days: list, totals };
}

/** The most viewed products of the period, with cart adds and units sold (from orders). */
export async function topProducts(
  deps: Deps,
  days: number,
  { lang = 'en', limit = 10, now = new Date() }: { lang?: ShopLanguage; limit?: number; now?: Date } = {},
): Promise<TopProduct[]> {
  await flushAnalytics(deps);
  const since = new Date(`${periodStart(days, now)}T00:00:00Z`);
  const [counts, sold] = await Promise.all([
    productEventCounts(deps.db, since, limit * 2),
    unitsSoldSince(deps.db, since),
  ]);
  // Best sellers without views still belong in the list.
  const ids = [...new Set([...counts.map((c) => c.productId!), ...[...sold.keys()]])];
  // Named in the staff member's language, as the shop's own screens name them. A deleted product
  // keeps its names (and its sales count); a product the catalogue never had is named as its
  // order lines sold it.
  const names = await everListedProductNames(deps.db, ids);
  const missing = ids.filter((id) => !names.has(id));
  const soldAs = missing.length > 0 ? await orderedItemNames(deps.db, missing) : new Map<string, string>();
  const nameOf = (id: string) => nameIn(names.get(id), lang) ?? soldAs.get(id) ?? null;
  const byId = new Map(counts.map((c) => [c.productId!, c]));
  return ids
    .filter((id) => nameOf(id) !== null)
    .map((id) => ({
      productId: id,
      name: nameOf(id)!,
      views: byId.get(id)?.views ?? 0,
      addsToCart: byId.get(id)?.adds ?? 0,
      unitsSold: sold.get(id) ?? 0,
    }))
    .sort((a, b) => b.views - a.views || b.unitsSold - a.unitsSold || b.addsToCart - a.addsToCart)
    .slice(0, limit);
}

export const searchMisses = (deps: Deps, limit = 20) => listSearchMisses(deps.catalog, { limit });

export async function negotiationSummary(deps: Deps, days: number, now = new Date()) {
  const stats = await negotiationStats(deps.db, {
    from: new Date(`${periodStart(days, now)}T00:00:00Z`),
    to: new Date(now.getTime() + 1),
  });
  return {
    negotiations: stats.negotiations,
    deals: stats.deals,
    dealRate: stats.dealRate,
    meanDiscountPercent: stats.meanDiscountPercent,
  };
}

/** p75 of each web vital per route against the targets. */
export async function webVitals(deps: Deps, days: number, now = new Date()): Promise<VitalRow[]> {
  await flushAnalytics(deps);
  const rows = await vitalsP75(deps.db, new Date(`${periodStart(days, now)}T00:00:00Z`));
  return rows.map((r) => ({
    route: r.route,
    metric: r.metric,
    p75: r.p75,
    samples: r.samples,
    target: VITAL_TARGETS[r.metric],
    withinTarget: r.p75 <= VITAL_TARGETS[r.metric],
  }));
}

export const districtRevenue = (deps: Deps, days: number, now = new Date()): Promise<DistrictRevenue[]> =>
  revenueByDistrict(deps.db, periodStart(days, now));
