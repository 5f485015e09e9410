import type { AdminOrderDetail } from '@isoko/shared/admin/orders-schema';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { OrderDetailsView } from './order-details-view';

const at = '2026-11-24T08:00:00.000Z';

/** An order whose history holds the system's notes (coded, or older ones stored as English only) and a person's. */
const order: AdminOrderDetail = {
  id: 'o1',
  orderNumber: 'ISK-261124-CCCC3',
  customerId: 'c1',
  status: 'cancelled',
  paymentStatus: 'failed',
  paymentMethod: 'mobile_money',
  createdAt: at,
  updatedAt: at,
  subtotal: 10_000,
  discount: 0,
  shippingCost: 2_000,
  shippingFee: 2_000,
  total: 12_000,
  totalAmount: 12_000,
  couponCode: null,
  itemCount: 1,
  items: [],
  timeline: [
    { status: 'pending', timestamp: at, note: 'Order placed', noteCode: 'order_placed', noteParams: null },
    // Written before codes were stored: the English text alone.
    { status: 'confirmed', timestamp: '2026-11-24T08:05:00.000Z', note: 'Order confirmed' },
    {
      status: 'processing',
      timestamp: '2026-11-24T08:10:00.000Z',
      note: 'Client rappelé, livrer après 17h',
      noteCode: null,
      noteParams: null,
    },
    {
      status: 'cancelled',
      timestamp: '2026-11-25T08:00:00.000Z',
      note: 'No payment within 24 hours',
      noteCode: 'no_payment',
      noteParams: { hours: 24 },
    },
  ],
  trackingId: 'ISK-TRK-1',
  shippingAddress: {
    receiverName: 'Eric M',
    phone: '+250788000000',
    province: 'Kigali',
    district: 'Kicukiro',
    sector: 'Niboye',
    street: 'KK 1 St',
    city: 'Kigali',
    country: 'Rwanda',
    firstName: 'Eric',
    lastName: 'M',
    email: null,
    postalCode: '',
  },
  customerInfo: { firstName: 'Eric', lastName: 'M', email: null, phone: '+250788000000' },
  payment: null,
  stockReleased: true,
  analysis: {
    score: 40,
    risk: 'Medium',
    customerValue: 'Standard',
    deliveryEstimate: '1-2 days',
    recommendations: [],
  },
  nextStatuses: [],
};

beforeEach(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** One item in the order, size M, in the colour `color` (stored English) and `colorLabel`. */
const withItem = (colour: { color: string | null; colorLabel?: string | null }): AdminOrderDetail => ({
  ...order,
  items: [
    {
      id: 'i1',
      productId: 'p1',
      variantId: 'v1',
      name: 'Kitenge dress',
      sku: 'KD-1',
      size: 'M',
      image: null,
      price: 10_000,
      quantity: 1,
      lineTotal: 10_000,
      ...colour,
    },
  ],
});

const renderView = (detail: AdminOrderDetail) =>
  renderRoutes([{ path: '/', element: <OrderDetailsView order={detail} showAnalysis={false} /> }], '/');

describe('the staff order details', () => {
  it('names an item’s colour in the staff member’s language, as the server worded it', async () => {
    await i18next.changeLanguage('fr');
    await renderView(withItem({ color: 'Yellow', colorLabel: 'Jaune' }));
    const items = await screen.findByRole('region', { name: 'Articles' });
    expect(within(items).getByText('Qté 1 · Taille : M · Couleur : Jaune')).toBeInTheDocument();
    expect(items).not.toHaveTextContent('Yellow');
  });

  it('says how the order is paid and whether the money came', async () => {
    await renderView(order);
    expect(await screen.findByTestId('ao-payment')).toHaveTextContent('Mobile Money · payment failed');
    expect(screen.getByTestId('ao-payment')).not.toHaveTextContent('Refund due');
  });

  it('marks a paid order that was cancelled as owing a refund, in the staff member’s language', async () => {
    await i18next.changeLanguage('fr');
    await renderView({ ...order, paymentStatus: 'paid' });
    expect(await screen.findByTestId('ao-payment')).toHaveTextContent('Remboursement dû');
  });

  it('shows the stored colour when an older server sends no label', async () => {
    await renderView(withItem({ color: 'Yellow' }));
    expect(await screen.findByText('Qty 1 · Size: M · Colour: Yellow')).toBeInTheDocument();
  });

  it('words the system’s history notes in the staff member’s language, a person’s note as written', async () => {
    await i18next.changeLanguage('fr');
    await renderRoutes(
      [{ path: '/', element: <OrderDetailsView order={order} showAnalysis={false} /> }],
      '/',
    );
    const steps = within(await screen.findByRole('region', { name: 'Historique' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.muted')?.textContent)).toEqual([
      ' · Commande passée',
      ' · Commande confirmée',
      ' · Client rappelé, livrer après 17h',
      ' · Aucun paiement reçu en 24 heures',
    ]);
  });
});
