import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { orderFixture } from '../checkout/order-fixtures';
import { OrderDetail } from './order-detail';

const order = (items: CustomerOrderDto['items']): CustomerOrderDto => orderFixture({ items });

const item = (over: Partial<CustomerOrderDto['items'][number]>) => ({
  id: 'i1',
  productId: 'p1',
  variantId: 'v1',
  name: 'Robe en kitenge',
  sku: 'KIT-M-YEL',
  size: 'M',
  color: 'Yellow',
  image: null,
  price: 12_000,
  quantity: 2,
  lineTotal: 24_000,
  ...over,
});

const detail = (o: CustomerOrderDto) => [{ path: '/orders', element: <OrderDetail order={o} /> }];

beforeEach(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the order details of My Orders', () => {
  it('names each item’s colour in the shopper’s language', async () => {
    await i18next.changeLanguage('fr');
    await renderRoutes(detail(order([item({ colorLabel: 'Jaune' })])), '/orders');
    expect(await screen.findByText('· M / Jaune', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Yellow/)).not.toBeInTheDocument();
  });

  it('names a word size in the shopper’s language', async () => {
    await i18next.changeLanguage('fr');
    const bag = item({ size: 'Medium', sizeLabel: 'Moyenne', colorLabel: 'Jaune' });
    await renderRoutes(detail(order([bag])), '/orders');
    expect(await screen.findByText('· Moyenne / Jaune', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Medium/)).not.toBeInTheDocument();
  });

  it('writes the amounts and the date in the shopper’s language', async () => {
    await i18next.changeLanguage('fr');
    const o = { ...order([item({})]), createdAt: '2026-11-24T12:05:00.000Z', total: 1_234_567 };
    const { container } = await renderRoutes(detail(o), '/orders');
    const line = (await screen.findByText('Robe en kitenge', { exact: false })).closest('li')!;
    const total = () => container.querySelector('dd.order-total')?.textContent;
    // French groups with a narrow no-break space (U+202F), as Intl.NumberFormat('fr') does.
    expect(total()).toBe('1\u202f234\u202f567 RWF');
    expect(line.querySelector('strong')?.textContent).toBe('24\u202f000 RWF');
    expect(screen.getByText(/24 nov\. 2026/)).toBeInTheDocument();

    await i18next.changeLanguage('rw');
    await waitFor(() => expect(total()).toBe('1.234.567 RWF'));
    expect(line.querySelector('strong')?.textContent).toBe('24.000 RWF');
    expect(screen.getByText(/24 Ugushyingo 2026/)).toBeInTheDocument();
  });

  it('shows the stored colour when the server words none (an older server)', async () => {
    await renderRoutes(detail(order([item({})])), '/orders');
    expect(await screen.findByText('· M / Yellow', { exact: false })).toBeInTheDocument();
  });
});

describe('the history of My Orders', () => {
  /** Paid by MoMo, cancelled by staff, then the money sent back: the refund is a note, not a status. */
  const refunded: CustomerOrderDto = orderFixture({
    status: 'cancelled',
    paymentStatus: 'paid',
    timeline: [
      {
        status: 'pending',
        timestamp: '2026-11-22T08:00:00.000Z',
        note: 'Order placed',
        noteCode: 'order_placed',
      },
      { status: 'cancelled', timestamp: '2026-11-23T08:00:00.000Z', note: '' },
      {
        status: 'cancelled',
        timestamp: '2026-11-24T08:00:00.000Z',
        note: 'Refund of 24,400 RWF sent by MTN MoMo',
        noteCode: 'refund_momo',
        noteParams: { amount: '24,400 RWF' },
      },
      {
        status: 'cancelled',
        timestamp: '2026-11-24T09:00:00.000Z',
        note: 'Refund of 600 RWF given back in cash',
        noteCode: 'refund_cash',
        noteParams: { amount: '600 RWF' },
      },
    ],
  });
  const historyOf = async () => {
    const heading = await screen.findByRole('heading', { name: 'History' });
    return within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
  };

  it('shows a refund as its own line, not as the order being cancelled again', async () => {
    await renderRoutes(detail(refunded), '/orders');
    const steps = await historyOf();
    expect(steps).toHaveLength(4);
    expect(steps.filter((s) => s.textContent?.includes('Cancelled'))).toHaveLength(1);
    expect(steps[2]).toHaveTextContent(/^Refund of 24,400 RWF sent by MTN MoMo/);
    expect(steps[3]).toHaveTextContent(/^Refund of 600 RWF given back in cash/);
  });

  it('words the refund in the shopper’s language', async () => {
    await i18next.changeLanguage('fr');
    const fr = await renderRoutes(detail(refunded), '/orders');
    expect(await screen.findByText('Remboursement de 24 400 RWF envoyé par MTN MoMo')).toBeInTheDocument();
    expect(screen.getByText('Remboursement de 600 RWF rendu en espèces')).toBeInTheDocument();
    fr.unmount();
    await i18next.changeLanguage('rw');
    await renderRoutes(detail(refunded), '/orders');
    expect(await screen.findByText('Wasubijwe 24.400 RWF kuri MTN MoMo')).toBeInTheDocument();
    expect(screen.getByText('Wasubijwe 600 RWF mu ntoki')).toBeInTheDocument();
  });
});
