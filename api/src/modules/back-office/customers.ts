import {
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type AdminCustomersQuery,
  type AdminCustomersResponse,
  CUSTOMER_ACTIVE_DAYS,
} from '@isoko/shared/admin/customers-schema';
import { cityOf } from '@isoko/shared/customers/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import { averageRwf } from '@isoko/shared/ratio';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { categoryNamesOfProducts } from '../catalog/category-names';
import { termLabels } from '../catalog/color-labels';
import { listAddressRows } from '../customers/addresses';
import { type AdminCustomerRecord, adminCustomerPage } from '../customers/admin-queries';
import { findCustomer } from '../customers/service';
import {
  type CustomerOrderTotals,
  orderedVariantTraits,
  orderTotalsByCustomer,
} from '../orders/admin-queries';
import { adminPagination } from './orders';

/** The customers tab: accounts from customers, their Orders and Total Spent from orders. */

const NO_ORDERS: CustomerOrderTotals = { orders: 0, spent: 0, paidOrders: 0, lastOrderAt: null };

function toRow(c: AdminCustomerRecord, totals: CustomerOrderTotals, now: number): AdminCustomerRow {
  const activeSince = now - CUSTOMER_ACTIVE_DAYS * 86_400_000;
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    phone: c.phone,
    createdAt: c.createdAt.toISOString(),
    lastLogin: c.lastLoginAt?.toISOString() ?? null,
    isActive: Boolean(c.lastLoginAt && c.lastLoginAt.getTime() >= activeSince),
    phoneVerified: true,
    emailVerified: false,
    totalOrders: totals.orders,
    totalSpent: totals.spent,
  };
}

export async function adminCustomers(
  deps: AppDeps,
  query: AdminCustomersQuery,
): Promise<AdminCustomersResponse> {
  const page = await adminCustomerPage(deps.db, query.search, query);
  const totals = await orderTotalsByCustomer(
    deps.db,
    page.rows.map((r) => r.id),
  );
  const now = Date.now();
  const rows = page.rows.map((c) => toRow(c, totals.get(c.id) ?? NO_ORDERS, now));
  return {
    success: true,
    customers: rows,
    data: rows,
    pagination: adminPagination(query, page.total),
  };
}

/** Category names in `lang` by units ordered, most first. */
async function favoriteCategories(
  deps: AppDeps,
  unitsByProduct: Map<string, number>,
  lang: ShopLanguage,
): Promise<string[]> {
  const names = await categoryNamesOfProducts(deps.db, [...unitsByProduct.keys()], lang);
  const tally = new Map<string, number>();
  for (const [productId, units] of unitsByProduct) {
    const name = names.get(productId);
    if (name) tally.set(name, (tally.get(name) ?? 0) + units);
  }
  return [...tally].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/**
 * One customer with addresses, order figures and what they tend to order. The categories they
 * order from are named in the staff member's language (`lang`, English without one); the colours
 * and sizes keep their stored words and add their names in that language.
 */
export async function adminCustomerDetail(
  deps: AppDeps,
  id: string,
  lang: ShopLanguage = 'en',
): Promise<AdminCustomerDetail> {
  const customer = isUuid(id) ? await findCustomer(deps.db, id.toLowerCase()) : undefined;
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', 'Customer not found.');
  const [totals, addresses, traits, label] = await Promise.all([
    orderTotalsByCustomer(deps.db, [customer.id]),
    listAddressRows(deps.db, customer.id),
    orderedVariantTraits(deps.db, customer.id),
    termLabels({ lang, catalog: deps.catalog }),
  ]);
  const mine = totals.get(customer.id) ?? NO_ORDERS;
  return {
    ...toRow(customer, mine, Date.now()),
    averageOrder: averageRwf(mine.spent, mine.paidOrders),
    lastOrderAt: mine.lastOrderAt?.toISOString() ?? null,
    addresses: addresses.map((a) => ({
      id: a.id,
      receiverName: a.receiverName,
      phone: a.phone,
      province: a.province,
      district: a.district,
      sector: a.sector,
      street: a.street,
      city: cityOf(a.district),
      country: a.country,
      isDefault: a.isDefault,
    })),
    preferences: {
      favoriteCategories: await favoriteCategories(deps, traits.unitsByProduct, lang),
      favoriteColors: traits.colors,
      favoriteColorLabels: traits.colors.map((c) => label('color', c) ?? c),
      favoriteSizes: traits.sizes,
      favoriteSizeLabels: traits.sizes.map((s) => label('size', s) ?? s),
    },
    smsOptIn: customer.smsOptIn,
  };
}
