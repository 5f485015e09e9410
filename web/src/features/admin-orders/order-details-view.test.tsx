import type { AdminOrderDetail } from '@isoko/shared/admin/orders-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { OrderDetailsDialog } from './order-details-dialog';
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
  vi.unstubAllGlobals();
});

/**
 * One item in the order, size M unless given, in the colour `color` (stored English) and
 * `colorLabel`.
 */
const withItem = (choice: {
  color: string | null;
  colorLabel?: string | null;
  size?: string | null;
  sizeLabel?: string | null;
}): AdminOrderDetail => ({
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
      ...choice,
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

  it('names an item’s size in the staff member’s language, as the server worded it', async () => {
    await i18next.changeLanguage('fr');
    await renderView(
      withItem({ size: 'Medium', sizeLabel: 'Moyenne', color: 'Yellow', colorLabel: 'Jaune' }),
    );
    const items = await screen.findByRole('region', { name: 'Articles' });
    expect(within(items).getByText('Qté 1 · Taille : Moyenne · Couleur : Jaune')).toBeInTheDocument();
    expect(items).not.toHaveTextContent('Medium');
  });

  it('says the stored size when an older server sends no words for it', async () => {
    await renderView(withItem({ size: 'Queen', color: 'White' }));
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('Qty 1 · Size: Queen · Colour: White')).toBeInTheDocument();
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

  it('shows the receiver’s phone with the shipping address, apart from the customer’s own', async () => {
    const detail: AdminOrderDetail = {
      ...order,
      shippingAddress: { ...order.shippingAddress, receiverName: 'Grace K', phone: '+250722123456' },
    };
    await renderView(detail);
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText("Customer's phone")).toBeInTheDocument();
    expect(within(customer).getByText('+250 788 000 000')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Grace K');
    expect(shipping).toHaveTextContent("Receiver's phone: +250 722 123 456");
    expect(shipping).not.toHaveTextContent('788 000 000');
  });

  it('words the receiver’s phone in the staff member’s language', async () => {
    await i18next.changeLanguage('rw');
    await renderView(order);
    expect(await screen.findByTestId('ao-receiver-phone')).toHaveTextContent(
      "Telefoni y'uwakira: +250 788 000 000",
    );
  });

  it('prints no postal code line for none, nor for the "0000" older checkouts stored', async () => {
    await renderView({ ...order, shippingAddress: { ...order.shippingAddress, postalCode: '0000' } });
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    expect(shipping).not.toHaveTextContent('Postal code');
    await renderView({ ...order, shippingAddress: { ...order.shippingAddress, postalCode: '  ' } });
    expect(screen.getAllByRole('region', { name: 'Shipping address' }).at(-1)).not.toHaveTextContent(
      'Postal code',
    );
  });

  it('prints a postal code somebody did type', async () => {
    await renderView({ ...order, shippingAddress: { ...order.shippingAddress, postalCode: '00250' } });
    expect(await screen.findByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      'Postal code: 00250',
    );
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

describe('refunds in the staff order history', () => {
  it('shows a refund recorded as its note, not as the order’s status a second time', async () => {
    await i18next.changeLanguage('fr');
    const refund = {
      status: 'cancelled',
      timestamp: '2026-11-26T09:00:00.000Z',
      note: 'Refund of 12,000 RWF sent by MTN MoMo',
      noteCode: 'refund_momo',
      noteParams: { amount: '12,000 RWF' },
    };
    await renderView({ ...order, paymentStatus: 'paid', timeline: [...order.timeline, refund] });
    const steps = within(await screen.findByRole('region', { name: 'Historique' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps.filter((s) => s.querySelector('strong')?.textContent === 'Annulée')).toHaveLength(1);
    expect(steps[4]?.querySelector('strong')).toHaveTextContent(
      'Remboursement de 12 000 RWF envoyé par MTN MoMo',
    );
  });
});

describe('refunds in the staff order details', () => {
  /** Paid, then cancelled by staff, and a second MoMo payment came in: 24,000 RWF to give back. */
  const owing: AdminOrderDetail = {
    ...order,
    paymentStatus: 'paid',
    refunds: {
      due: [{ paymentId: 'p2', amount: 12_000, why: 'paid_twice', reference: 'ref-momo-2' }],
      settled: [],
    },
  };
  const given = (amount: number, method: 'mobile_money' | 'cash', reference: string | null) => ({
    amount,
    method,
    reference,
    at: '2026-11-26T09:00:00.000Z',
    by: 'staff-1',
  });

  /** The modal over a fake server that keeps the order's refunds and checks them as the API does. */
  function serve(detail: AdminOrderDetail) {
    let current = detail;
    return fakeApi({
      'GET /api/admin/orders/o1': () => ({ body: { success: true, data: current } }),
      'POST /api/admin/orders/o1/refunds': (call) => {
        const body = call.body as {
          amount: number;
          method: 'mobile_money' | 'cash';
          reference: string | null;
        };
        const refunds = current.refunds!;
        current = {
          ...current,
          refunds: {
            ...refunds,
            settled: [...refunds.settled, given(body.amount, body.method, body.reference)],
          },
        };
        return { body: { success: true, data: { orderId: 'o1', refunds: current.refunds, outstanding: 0 } } };
      },
    });
  }
  const openDialog = () =>
    renderRoutes([{ path: '/', element: <OrderDetailsDialog orderId="o1" onClose={() => {}} /> }], '/');
  /** Presses "Record refund" and says yes to the question that follows. */
  async function recordAndConfirm() {
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    const question = await screen.findByRole('dialog', {
      name: 'Record a refund for order ISK-261124-CCCC3?',
    });
    fireEvent.click(within(question).getByRole('button', { name: /^Record \d/ }));
  }

  it('asks before recording, naming the amount and the order; Go back and Escape record nothing', async () => {
    const calls = serve(owing);
    await openDialog();
    const amount = await screen.findByLabelText('Amount (RWF)');
    fireEvent.change(amount, { target: { value: '8700' } });
    const submit = screen.getByRole('button', { name: 'Record refund' });
    submit.focus();
    fireEvent.click(submit);
    const question = await screen.findByRole('dialog', {
      name: 'Record a refund for order ISK-261124-CCCC3?',
    });
    expect(question).toHaveTextContent('Record a refund of 8,700 RWF (MTN MoMo) for order ISK-261124-CCCC3?');
    expect(question).toHaveTextContent('Once recorded, a refund cannot be changed or removed.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Go back: nothing is sent, the form keeps what was typed and focus is back on its button.
    fireEvent.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog', { name: /^Record a refund/ })).not.toBeInTheDocument();
    expect(amount).toHaveValue(8_700);
    expect(submit).toHaveFocus();
    fireEvent.click(submit);
    await screen.findByRole('dialog', { name: /^Record a refund/ });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: /^Record a refund/ })).not.toBeInTheDocument();
    // Only the question closed: the order stays open behind it.
    expect(screen.getByRole('dialog', { name: 'Order ISK-261124-CCCC3' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Yes: the refund named is recorded, and focus goes to the line saying what is still owed.
    fireEvent.click(submit);
    const again = await screen.findByRole('dialog', { name: /^Record a refund/ });
    fireEvent.click(within(again).getByRole('button', { name: 'Record 8,700 RWF' }));
    const standing = screen.getByTestId('ao-refund-outstanding');
    expect(standing).toHaveFocus();
    await waitFor(() => expect(standing).toHaveTextContent('Still owed: 15,300 RWF'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { amount: 8_700, method: 'mobile_money', reference: null },
    ]);
  });

  it('asks in the staff member’s language', async () => {
    await i18next.changeLanguage('fr');
    serve(owing);
    await openDialog();
    fireEvent.change(await screen.findByLabelText('Montant (RWF)'), { target: { value: '8700' } });
    fireEvent.change(screen.getByLabelText('Moyen'), { target: { value: 'cash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le remboursement' }));
    const question = await screen.findByRole('dialog', {
      name: 'Enregistrer un remboursement pour la commande ISK-261124-CCCC3\u00a0?',
    });
    // As written, with French's no-break spaces (the matcher would fold them into plain ones).
    expect(question.textContent).toContain(
      `Enregistrer un remboursement de ${formatRwf(8_700, 'fr')} (Espèces) pour la commande ISK-261124-CCCC3\u00a0?`,
    );
    expect(within(question).getByRole('button', { name: 'Revenir' })).toBeInTheDocument();
  });

  it('lists every sum owed with its reason and MoMo reference, and prefills what is still owed', async () => {
    serve(owing);
    await openDialog();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Paid, then the order was cancelled12,000 RWF');
    expect(refunds).toHaveTextContent('Paid a second time');
    expect(refunds).toHaveTextContent('MoMo reference ref-momo-2');
    expect(screen.getByTestId('ao-refund-outstanding')).toHaveTextContent('Still owed: 24,000 RWF');
    expect(screen.getByLabelText('Amount (RWF)')).toHaveValue(24_000);
    expect(screen.getByTestId('ao-payment')).toHaveTextContent('Refund due');
  });

  it('records a refund of everything owed: the sum owed is settled and the marker is gone', async () => {
    const calls = serve(owing);
    await openDialog();
    await screen.findByRole('region', { name: 'Refunds' });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'cash' } });
    fireEvent.change(screen.getByLabelText('Reference (optional)'), { target: { value: 'Receipt 12' } });
    await recordAndConfirm();
    await waitFor(() =>
      expect(screen.getByTestId('ao-refund-outstanding')).toHaveTextContent(
        'Everything owed has been refunded.',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 24_000,
      method: 'cash',
      reference: 'Receipt 12',
    });
    expect(screen.getByTestId('ao-payment')).not.toHaveTextContent('Refund due');
    expect(screen.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent('Refunded in cash');
  });

  it('keeps the method chosen after a partial refund and prefills what is still owed', async () => {
    const calls = serve(owing);
    await openDialog();
    await screen.findByRole('region', { name: 'Refunds' });
    fireEvent.change(screen.getByLabelText('Amount (RWF)'), { target: { value: '10000' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'cash' } });
    fireEvent.change(screen.getByLabelText('Reference (optional)'), { target: { value: 'Receipt 7' } });
    await recordAndConfirm();
    await waitFor(() =>
      expect(screen.getByTestId('ao-refund-outstanding')).toHaveTextContent('Still owed: 14,000 RWF'),
    );
    expect(screen.getByLabelText('Method')).toHaveValue('cash');
    expect(screen.getByLabelText('Amount (RWF)')).toHaveValue(14_000);
    await waitFor(() => expect(screen.getByLabelText('Reference (optional)')).toHaveValue(''));

    await recordAndConfirm();
    await waitFor(() =>
      expect(screen.getByTestId('ao-refund-outstanding')).toHaveTextContent(
        'Everything owed has been refunded.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { amount: 10_000, method: 'cash', reference: 'Receipt 7' },
      { amount: 14_000, method: 'cash', reference: null },
    ]);
  });

  it('takes only a whole amount above 0, before asking the server', async () => {
    const calls = serve(owing);
    await openDialog();
    const amount = await screen.findByLabelText('Amount (RWF)');
    for (const typed of ['12.5', '-5', '0', '']) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
      expect(await screen.findByRole('alert'), typed).toHaveTextContent('Enter a whole amount above 0.');
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('leaves the rest shown after a partial refund', async () => {
    serve({ ...owing, refunds: { ...owing.refunds!, settled: [given(10_000, 'mobile_money', 'MP1')] } });
    await openDialog();
    expect(await screen.findByTestId('ao-refund-outstanding')).toHaveTextContent('Still owed: 14,000 RWF');
    expect(screen.getByLabelText('Amount (RWF)')).toHaveValue(14_000);
    expect(screen.getByTestId('ao-payment')).toHaveTextContent('Refund due');
  });

  it('refuses more than is still owed before asking the server, and words the server’s refusal', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders/o1': () => ({ body: { success: true, data: owing } }),
      'POST /api/admin/orders/o1/refunds': () => apiFailure(409, 'REFUND_NOTHING_OWED', 'Nothing owed'),
    });
    await openDialog();
    const amount = await screen.findByLabelText('Amount (RWF)');
    fireEvent.change(amount, { target: { value: '24001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 24,000 RWF is still owed.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(amount, { target: { value: '500' } });
    await recordAndConfirm();
    expect(await screen.findByText('Nothing is owed back on this order any more.')).toBeInTheDocument();
  });

  it('says how much is still owed when someone else refunded meanwhile', async () => {
    let current = owing;
    fakeApi({
      'GET /api/admin/orders/o1': () => ({ body: { success: true, data: current } }),
      'POST /api/admin/orders/o1/refunds': () => {
        // Another staff member gave 10,000 back a moment earlier.
        current = { ...owing, refunds: { ...owing.refunds!, settled: [given(10_000, 'cash', null)] } };
        return apiFailure(409, 'REFUND_OVER_OWED', 'Only 14000 RWF is still owed.', { outstanding: 14_000 });
      },
    });
    await openDialog();
    await screen.findByLabelText('Amount (RWF)');
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'cash' } });
    await recordAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 14,000 RWF is still owed.');
    await waitFor(() => expect(screen.getByLabelText('Amount (RWF)')).toHaveValue(14_000));
    expect(screen.getByLabelText('Method')).toHaveValue('cash');
  });

  it('shows nothing about refunds for an order that owes nothing, and no form on the print page', async () => {
    await renderView(order);
    await screen.findByTestId('ao-payment');
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    await renderView(owing);
    expect(screen.getAllByRole('region', { name: 'Refunds' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
  });
});
