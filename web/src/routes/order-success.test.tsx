import type { PaymentUpdatedEvent } from '@isoko/shared/payments/schema';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture as order, paymentFixture as payment } from '../features/checkout/order-fixtures';
import { getSocket } from '../realtime/socket';
import { apiFailure, fakeApi } from '../test/fake-api';
import { networkBack, networkGone } from '../test/network';
import { renderRoutes } from '../test/render';
import { Component as OrderSuccess } from './order-success';

const routes = [{ path: '/order-success', element: <OrderSuccess /> }];

afterEach(() => vi.unstubAllGlobals());

describe('Order Confirmed', () => {
  it('shows the order, its items, total, tracking number and the ways on', async () => {
    fakeApi({ 'GET /api/orders/o-1': () => ({ body: { success: true, data: order() } }) });
    await renderRoutes(routes, '/order-success?orderId=o-1');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('ISK-261122-7F3K2');
    expect(screen.getByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you, Aline! We received your order.')).toBeInTheDocument();
    expect(screen.getByText('Kitenge Dress')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('52,000 RWF');
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('TRK-AB12CD34');
    expect(screen.getByTestId('payment-badge')).toHaveTextContent('Payment pending');
    expect(screen.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      '/track/TRK-AB12CD34',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/orders');
  });

  it('turns the payment badge to Paid when MoMo confirms, without a reload', async () => {
    let current = order();
    const calls = fakeApi({ 'GET /api/orders/o-1': () => ({ body: { success: true, data: current } }) });
    await renderRoutes(routes, '/order-success?orderId=o-1');
    expect(await screen.findByTestId('payment-badge')).toHaveTextContent('Payment pending');

    current = order({
      paymentStatus: 'paid',
      status: 'confirmed',
      payment: { ...payment, status: 'successful' },
    });
    const event: PaymentUpdatedEvent = {
      orderId: 'o-1',
      orderNumber: 'ISK-261122-7F3K2',
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      payment: { ...payment, status: 'successful' },
    };
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('payment:updated').length).toBeGreaterThan(0));
    act(() => {
      for (const listener of socket.listeners('payment:updated')) listener(event);
    });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/orders/o-1').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows cash on delivery as paid on delivery', async () => {
    fakeApi({
      'GET /api/orders/o-1': () => ({
        body: {
          success: true,
          data: order({
            paymentMethod: 'cash_on_delivery',
            paymentStatus: 'unpaid',
            status: 'confirmed',
            payment: null,
          }),
        },
      }),
    });
    await renderRoutes(routes, '/order-success?orderId=o-1');
    expect(await screen.findByTestId('payment-badge')).toHaveTextContent('Pay on delivery');
  });

  it('says when the order cannot be found, without calling it confirmed', async () => {
    fakeApi({ 'GET /api/orders/nope': () => apiFailure(404, 'ORDER_NOT_FOUND', 'Order not found') });
    await renderRoutes(routes, '/order-success?orderId=nope');
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Confirmed/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('says there is no order without an id, with ways to My Orders and the shop', async () => {
    fakeApi({});
    // An old link's "?order=abc" is no order id either.
    await renderRoutes(routes, '/order-success?order=abc');
    expect(await screen.findByText('No order to show.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Confirmed/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('says no order was found in French and Kinyarwanda, not that one is confirmed', async () => {
    fakeApi({});
    try {
      await i18next.changeLanguage('fr');
      const { unmount } = await renderRoutes(routes, '/order-success');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Commande confirmée')).not.toBeInTheDocument();
      unmount();
      await i18next.changeLanguage('rw');
      await renderRoutes(routes, '/order-success');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Itumiza ntiryabonetse' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Itumiza ryemejwe')).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('does not call the order confirmed while it loads', async () => {
    // The order's answer waits until the loading screen has been read.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderRoutes(routes, '/order-success?orderId=o-1');
    expect(await screen.findByText('Loading your order…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your order' })).toBeInTheDocument();
    answer(
      new Response(JSON.stringify({ success: true, data: order() }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeInTheDocument();
  });
});

/** The order as the API words it for each Accept-Language: the stored colour stays Blue. */
const COLOR_LABELS: Record<string, string> = { en: 'Blue', fr: 'Bleu', rw: 'Ubururu' };

/** Stands in for the server: answers the order with its colour in the language the request asks for. */
function serveOrderByLanguage(): (string | null)[] {
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const language = new Headers(init?.headers).get('accept-language');
      if (url.pathname !== '/api/orders/o-1') {
        return new Response(JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: '' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }
      asked.push(language);
      const base = order();
      const items = base.items.map((i) => ({ ...i, colorLabel: COLOR_LABELS[language ?? 'en'] ?? i.color }));
      return new Response(JSON.stringify({ success: true, data: { ...base, items } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

describe('Order Confirmed in the shopper’s language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('names the ordered colour in French, and again in Kinyarwanda after a switch', async () => {
    const asked = serveOrderByLanguage();
    await renderRoutes(routes, '/order-success?orderId=o-1');
    await act(async () => {
      await i18next.changeLanguage('fr');
    });
    expect(await screen.findByText(/^M · Bleu · Qté 2$/)).toBeInTheDocument();
    expect(screen.queryByText(/Blue/)).not.toBeInTheDocument();
    await act(async () => {
      await i18next.changeLanguage('rw');
    });
    expect(await screen.findByText(/^M · Ubururu · Umubare: 2$/)).toBeInTheDocument();
    expect(asked).toContain('fr');
    expect(asked).toContain('rw');
  });
});

describe('the order page without a network', () => {
  it('says reading the order needs a connection, and shows it once the network is back', async () => {
    networkGone({ announced: true });
    await renderRoutes(routes, '/order-success?orderId=o-1', undefined, { retry: 1 });
    expect(
      await screen.findByText('This page needs an internet connection.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    fakeApi({ 'GET /api/orders/o-1': () => ({ body: { success: true, data: order() } }) });
    networkBack();
    expect(await screen.findByTestId('order-number', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
