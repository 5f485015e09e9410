import type { AdminCustomerDetail } from '@isoko/shared/admin/customers-schema';
import type { AdminOrderDetail } from '@isoko/shared/admin/orders-schema';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CustomerDetailsDialog } from './customer-details-dialog';
import { OrderDetailsView } from './order-details-view';

/**
 * Orders and addresses store a province by its English key ("City of Kigali"); the back office
 * shows it in the staff member's language with the names the checkout's province select uses.
 */

const at = '2026-11-24T08:00:00.000Z';
const address = {
  receiverName: 'Eric M',
  phone: '+250788000000',
  province: 'City of Kigali',
  district: 'Gasabo',
  sector: 'Kimironko',
  street: 'KG 11 Ave',
  city: 'Kigali',
  country: 'Rwanda',
};

const order: AdminOrderDetail = {
  id: 'o1',
  orderNumber: 'ISK-261124-CCCC3',
  customerId: 'c1',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cash_on_delivery',
  createdAt: at,
  updatedAt: at,
  subtotal: 25_000,
  discount: 0,
  shippingCost: 0,
  shippingFee: 0,
  total: 25_000,
  totalAmount: 25_000,
  couponCode: null,
  itemCount: 0,
  items: [],
  timeline: [],
  trackingId: null,
  shippingAddress: { ...address, firstName: 'Eric', lastName: 'M', email: null, postalCode: '' },
  customerInfo: { firstName: 'Eric', lastName: 'M', email: null, phone: '+250788000000' },
  payment: null,
  stockReleased: false,
  analysis: {
    score: 40,
    risk: 'Medium',
    customerValue: 'Standard',
    deliveryEstimate: '1-2 days',
    recommendations: [],
  },
  nextStatuses: [],
};

const customer: AdminCustomerDetail = {
  id: 'c1',
  firstName: 'Eric',
  lastName: 'M',
  name: 'Eric M',
  email: null,
  phone: '+250788000000',
  createdAt: at,
  lastLogin: null,
  isActive: true,
  phoneVerified: true,
  emailVerified: false,
  totalOrders: 1,
  totalSpent: 25_000,
  averageOrder: 25_000,
  lastOrderAt: at,
  addresses: [{ ...address, id: 'a1', isDefault: true }],
  preferences: { favoriteCategories: [], favoriteColors: [], favoriteSizes: [] },
  smsOptIn: false,
};

beforeEach(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  vi.unstubAllGlobals();
});

const LANGUAGES = [
  ['en', 'City of Kigali'],
  ['fr', 'Ville de Kigali'],
  ['rw', 'Umujyi wa Kigali'],
] as const;

describe('the province in the back office', () => {
  it.each(LANGUAGES)('in %s, the order details name it %s', async (lang, kigali) => {
    await i18next.changeLanguage(lang);
    await renderRoutes(
      [{ path: '/', element: <OrderDetailsView order={order} showAnalysis={false} /> }],
      '/',
    );
    const shipping = await screen.findByText(`Kigali, Gasabo, ${kigali}`, { exact: false });
    expect(shipping).toBeInTheDocument();
    if (lang !== 'en') expect(shipping).not.toHaveTextContent('City of Kigali');
  });

  it.each(LANGUAGES)("in %s, a customer's addresses name it %s", async (lang, kigali) => {
    await i18next.changeLanguage(lang);
    fakeApi({ 'GET /api/admin/customers/c1': () => ({ body: { success: true, data: customer } }) });
    await renderRoutes(
      [{ path: '/', element: <CustomerDetailsDialog customerId="c1" onClose={() => {}} /> }],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eric M' });
    expect(
      await within(dialog).findByText(`KG 11 Ave, Kimironko, Gasabo, Kigali, ${kigali}, Rwanda`),
    ).toBeInTheDocument();
  });
});
