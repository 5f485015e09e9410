import type { CartLine } from '@isoko/shared/cart/lines';
import type { PriceCartBody, PricedCart } from '@isoko/shared/cart/schema';
import type { CreateOrderBody } from '@isoko/shared/checkout/schema';
import type { OrderDto } from '@isoko/shared/orders/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_DRAFT_KEY } from '../features/checkout/draft';
import type { SessionUser } from '../session/queries';
import { SIGNED_IN_NAME_KEY } from '../session/signed-in-name';
import { cartAtom } from '../state/cart';
import { lastShippingAtom } from '../state/checkout-shipping';
import { appliedCouponAtom } from '../state/coupon';
import { apiFailure, type FakeCall, fakeApi } from '../test/fake-api';
import { networkBack, networkGone } from '../test/network';
import { renderRoutes, withSession } from '../test/render';
import { Component as Checkout, EMPTY_REDIRECT_MS } from './checkout';

const dress: CartLine = {
  id: 'p-dress',
  name: 'Kitenge Dress',
  price: 25000,
  size: 'M',
  color: 'Blue',
  quantity: 2,
};
const aline: SessionUser = {
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  phone: '+250788123456',
  email: 'aline@example.rw',
};

function priced(body: PriceCartBody): PricedCart {
  const lines = body.items.map((item, index) => ({
    index,
    productId: item.productId,
    variantId: 'v1',
    name: 'Kitenge Dress',
    slug: 'kitenge-dress',
    sku: 'SKU1',
    image: null,
    size: item.size ?? null,
    color: item.color ?? null,
    quantity: item.quantity,
    unitPrice: 25000,
    listPrice: 25000,
    originalPrice: null,
    lineTotal: 25000 * item.quantity,
    available: 10,
    flashDeal: false,
    negotiated: false,
    freeShipping: false,
    problems: [],
  }));
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const kigali = body.district === 'Gasabo' || body.district === 'Kicukiro' || body.district === 'Nyarugenge';
  const shippingFee = kigali ? 0 : 2000;
  return {
    lines,
    itemCount: lines.length,
    subtotal,
    discount: 0,
    shippingFee,
    isFreeShipping: kigali,
    shippingReason: kigali ? 'kigali' : body.district ? 'standard' : 'unknown_district',
    total: subtotal + shippingFee,
    coupon: null,
    canCheckout: true,
  };
}

function order(body: CreateOrderBody, over: Partial<OrderDto> = {}): OrderDto {
  const momo = body.paymentMethod === 'mobile_money';
  const now = new Date().toISOString();
  return {
    id: 'o-1',
    orderNumber: 'ISK-261122-7F3K2',
    status: momo ? 'pending' : 'confirmed',
    paymentStatus: momo ? 'pending' : 'unpaid',
    createdAt: now,
    updatedAt: now,
    subtotal: 50000,
    discount: 0,
    shippingCost: 0,
    shippingFee: 0,
    total: 50000,
    totalAmount: 50000,
    paymentMethod: body.paymentMethod,
    couponCode: null,
    itemCount: 2,
    items: [],
    timeline: [],
    trackingId: 'TRK-AB12CD34',
    shippingAddress: {
      receiverName: 'Aline Uwase',
      phone: '+250788123456',
      province: 'City of Kigali',
      district: 'Gasabo',
      sector: 'Kimironko',
      street: 'KG 11 Ave 5',
      city: 'Kigali',
      country: 'Rwanda',
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.rw',
      postalCode: '0000',
    },
    customerInfo: {
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.rw',
      phone: '+250788123456',
    },
    payment: momo
      ? {
          id: 'pay-1',
          orderId: 'o-1',
          status: 'pending',
          reason: null,
          method: 'mobile_money',
          amount: 50000,
          currency: 'RWF',
          payerPhone: '+250788123456',
          createdAt: now,
          expiresAt: now,
          settledAt: null,
        }
      : null,
    stockReleased: false,
    ...over,
  };
}

interface Server {
  calls: FakeCall[];
  orderKeys: string[];
}

/** The API at the network boundary; records each order's Idempotency-Key. */
function server(handlers: Parameters<typeof fakeApi>[0] = {}): Server {
  let placed: OrderDto | undefined;
  const calls = fakeApi({
    'POST /api/cart/price': (call) => ({ body: { success: true, data: priced(call.body as PriceCartBody) } }),
    'GET /api/customers/me/addresses': () => ({ body: { success: true, data: { addresses: [] } } }),
    'POST /api/orders': (call) => {
      placed = order(call.body as CreateOrderBody);
      return { status: 201, body: { success: true, data: placed } };
    },
    'GET /api/orders/o-1': () => ({ body: { success: true, data: placed } }),
    ...handlers,
  });
  const orderKeys: string[] = [];
  const faked = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/orders') && init?.method === 'POST') {
      orderKeys.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
    }
    return faked(input, init);
  });
  return { calls, orderKeys };
}

function store({ session = aline as SessionUser | null, lines = [dress] } = {}) {
  const s = createStore();
  withSession(s, session);
  s.set(cartAtom, lines);
  return s;
}

const routes = [
  { path: '/checkout', element: <Checkout /> },
  { path: '/cart', element: <p>cart page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/order-success', element: <p>order success page</p> },
  { path: '/shop', element: <p>shop page</p> },
];

const next = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

async function fillShipping() {
  await userEvent.clear(screen.getByLabelText(/Address/));
  await userEvent.type(screen.getByLabelText(/Address/), 'KG 11 Ave 5');
  await userEvent.type(screen.getByLabelText('Sector'), 'Kimironko');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('checkout entry', () => {
  it('says the cart is empty and takes the shopper to /cart', async () => {
    server();
    // The message's 1.5 s pass on a fake clock (still ticking, for the screen's own waits).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderRoutes(routes, '/checkout', store({ lines: [] }));
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(EMPTY_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends a guest to the phone sign-in, to come back to checkout', async () => {
    server();
    const { router } = await renderRoutes(routes, '/checkout', store({ session: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=/checkout&action=buy');
  });

  it('keeps the language the address names on its way to sign-in', async () => {
    server();
    const { router } = await renderRoutes(routes, '/checkout?lang=rw', store({ session: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=/checkout&action=buy&lang=rw');
  });

  it('offline, says checkout needs a connection instead of sending anyone to sign in', async () => {
    server();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Signed in here before the network went: the session cannot be checked.
    localStorage.setItem(SIGNED_IN_NAME_KEY, 'Aline');
    const noAnswer = createStore();
    noAnswer.set(cartAtom, [dress]);
    const unchecked = await renderRoutes(routes, '/checkout', noAnswer);
    expect(await screen.findByText(/Checkout needs an internet connection/)).toBeInTheDocument();
    expect(unchecked.router.state.location.pathname).toBe('/checkout');
    unchecked.unmount();
    // A guest cannot sign in offline either.
    const guest = await renderRoutes(routes, '/checkout', store({ session: null }));
    expect(await screen.findByText(/Checkout needs an internet connection/)).toBeInTheDocument();
    expect(guest.router.state.location.pathname).toBe('/checkout');
  });
});

describe('the checkout wizard', () => {
  it('prefills step 1 from the session and goes on only when the customer details are valid', async () => {
    server();
    await renderRoutes(routes, '/checkout', store({ session: { ...aline, email: null } }));
    expect(await screen.findByRole('heading', { name: 'Customer Information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Aline');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+250 788 123 456');

    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await next();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText(/First name/), 'A');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Last name/), 'Uwase');
    await userEvent.type(screen.getByLabelText(/Email/), 'aline-at-example');
    await next();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Information' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Email/), 'aline@example.rw');
    await next();
    expect(await screen.findByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();
  });

  it('checks the shipping details, narrows districts by province, goes Back keeping them and saves them', async () => {
    const { calls } = server();
    const s = store();
    await renderRoutes(routes, '/checkout', s);
    await screen.findByRole('heading', { name: 'Customer Information' });
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline Uwase');
    expect(screen.getByLabelText(/City/)).toHaveValue('Kigali');
    expect(screen.getByLabelText('Country')).toHaveValue('Rwanda');
    // Rwanda has no postal codes in everyday use: the optional field starts empty, never "0000".
    expect(screen.getByLabelText('Postal code (optional)')).toHaveValue('');

    await userEvent.clear(screen.getByLabelText(/Receiver name/));
    await userEvent.clear(screen.getByLabelText(/Receiver's phone/));
    await userEvent.clear(screen.getByLabelText(/City/));
    await next();
    expect(await screen.findByText('Receiver name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Receiver name/), 'Jean');
    expect(screen.queryByText('Receiver name is required')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/Province/), 'Southern');
    const district = screen.getByLabelText(/District/);
    const options = within(district)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Huye');
    expect(options).not.toContain('Gasabo');
    await userEvent.selectOptions(district, 'Huye');
    expect(screen.getByLabelText(/City/)).toHaveValue('Huye');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/cart/price' && (c.body as PriceCartBody).district === 'Huye'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('summary-shipping')).toHaveTextContent('2,000 RWF'));

    await userEvent.type(screen.getByLabelText(/Receiver's phone/), '0788 000 111');
    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Customer Information' });
    await next();
    expect(await screen.findByLabelText(/Receiver name/)).toHaveValue('Jean');
    expect(screen.getByLabelText(/District/)).toHaveValue('Huye');

    await next();
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(s.get(lastShippingAtom)).toMatchObject({
      receiverName: 'Jean',
      district: 'Huye',
      address: 'KG 11 Ave 5',
    });
  });

  it('offers the delivery details saved last time', async () => {
    server();
    const s = store();
    s.set(lastShippingAtom, {
      receiverName: 'Eric',
      phoneNumber: '0788 000 111',
      province: 'Western',
      district: 'Rubavu',
      sector: 'Gisenyi',
      address: 'Lake road 3',
      city: 'Rubavu',
      country: 'Rwanda',
      postalCode: '0000',
    });
    await renderRoutes(routes, '/checkout', s);
    await screen.findByRole('heading', { name: 'Customer Information' });
    await next();
    expect(await screen.findByLabelText(/Receiver name/)).toHaveValue('Eric');
    expect(screen.getByLabelText(/Province/)).toHaveValue('Western');
    expect(screen.getByLabelText(/Address/)).toHaveValue('Lake road 3');
  });
});

describe('the checkout draft', () => {
  it('keeps what was typed through a reload and a trip to the cart, and forgets it once the order is placed', async () => {
    server();
    const first = await renderRoutes(routes, '/checkout', store());
    await screen.findByRole('heading', { name: 'Customer Information' });
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'keza@example.rw');
    // A reload: the page starts again from nothing but this tab's storage.
    first.unmount();
    const second = await renderRoutes(routes, '/checkout', store());
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('keza@example.rw');
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await fillShipping();
    await userEvent.clear(screen.getByLabelText(/Receiver name/));
    await userEvent.type(screen.getByLabelText(/Receiver name/), 'Keza Mutoni');

    // To the cart and back: the delivery step comes back as it was left.
    await second.router.navigate('/cart');
    await screen.findByText('cart page');
    await second.router.navigate('/checkout');
    expect(await screen.findByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Keza Mutoni');
    expect(screen.getByLabelText(/Address/)).toHaveValue('KG 11 Ave 5');
    expect(screen.getByLabelText('Sector')).toHaveValue('Kimironko');
    // Nothing about paying is ever kept.
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toMatch(/payerPhone|method|card/i);

    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await userEvent.click(screen.getByLabelText(/Cash on delivery/));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Payment Instructions' });
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    second.unmount();
    await renderRoutes(routes, '/checkout', store());
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('aline@example.rw');
  });

  it('brings a new customer back to the step they were on, with the e-mail, name and phone typed, and forgets them after ordering', async () => {
    const newcomer: SessionUser = { id: 'c-new', firstName: 'Keza', phone: '+250788555000', email: null };
    const s = () => store({ session: newcomer });
    const { calls } = server();
    const first = await renderRoutes(routes, '/checkout', s());
    await screen.findByRole('heading', { name: 'Customer Information' });
    await userEvent.type(screen.getByLabelText(/Last name/), 'Mutoni');
    await userEvent.type(screen.getByLabelText(/^Email/), 'keza@example.rw');
    await userEvent.clear(screen.getByLabelText(/Phone number/));
    await userEvent.type(screen.getByLabelText(/Phone number/), '0788 555 111');
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });

    // Reloaded on the delivery step: it opens again, and step 1 still holds what was typed.
    first.unmount();
    const second = await renderRoutes(routes, '/checkout', s());
    expect(await screen.findByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();
    await fillShipping();
    await next();
    await screen.findByRole('heading', { name: 'Payment' });

    // Reloaded on the payment step: back on it, the payment form afresh and nothing of it kept.
    second.unmount();
    await renderRoutes(routes, '/checkout', s());
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toMatch(/payerPhone|method/i);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Address/)).toHaveValue('KG 11 Ave 5');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('keza@example.rw');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Mutoni');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('0788 555 111');
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await userEvent.click(screen.getByLabelText(/Cash on delivery/));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Payment Instructions' });
    const ordered = calls.find((c) => c.path === '/api/orders')?.body as CreateOrderBody | undefined;
    expect(ordered?.shippingAddress).toMatchObject({
      firstName: 'Keza',
      lastName: 'Mutoni',
      email: 'keza@example.rw',
      street: 'KG 11 Ave 5',
    });
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('opens on the first step with missing details when the draft skipped ahead of them', async () => {
    server();
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        userId: 'c-new',
        step: 2,
        customer: { email: '' },
        shipping: { receiverName: 'Keza', district: 'Gasabo' },
        shippingOwned: true,
      }),
    );
    await renderRoutes(
      routes,
      '/checkout',
      store({ session: { id: 'c-new', firstName: 'Keza', phone: '+250788555000', email: null } }),
    );
    expect(await screen.findByRole('heading', { name: 'Customer Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shipping Details' })).not.toBeInTheDocument();
  });

  it('is not offered to another customer signed in on the same phone', async () => {
    server();
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        userId: 'someone-else',
        step: 1,
        customer: { email: 'other@example.rw' },
        shipping: null,
      }),
    );
    await renderRoutes(routes, '/checkout', store());
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('aline@example.rw');
  });
});

describe('placing the order', () => {
  async function toPayment() {
    await screen.findByRole('heading', { name: 'Customer Information' });
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await fillShipping();
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
  }

  it('orders with MoMo once for a double click, clears the cart and shows Payment Pending!', async () => {
    const { calls, orderKeys } = server();
    const s = store();
    s.set(appliedCouponAtom, null);
    await renderRoutes(routes, '/checkout', s);
    await toPayment();
    expect(screen.getByLabelText(/MoMo number to pay from/)).toHaveValue('+250 788 123 456');
    const place = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.dblClick(place);

    const dialog = await screen.findByRole('dialog', { name: 'Payment Instructions' });
    expect(within(dialog).getByRole('heading', { name: 'Payment Pending!' })).toBeInTheDocument();
    expect(within(dialog).getByText(/5-10 minutes/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('dialog-order-number')).toHaveTextContent('ISK-261122-7F3K2');
    expect(orderKeys).toHaveLength(1);
    expect(orderKeys[0]).toMatch(/.{8,}/);
    expect(s.get(cartAtom)).toEqual([]);

    const body = calls.find((c) => c.path === '/api/orders')?.body as CreateOrderBody;
    expect(body).toMatchObject({
      paymentMethod: 'mobile_money',
      payerPhone: '+250788123456',
      items: [{ productId: 'p-dress', quantity: 2, size: 'M', color: 'Blue' }],
      shippingAddress: {
        firstName: 'Aline',
        lastName: 'Uwase',
        email: 'aline@example.rw',
        phone: '+250788123456',
        receiverName: 'Aline Uwase',
        street: 'KG 11 Ave 5',
        district: 'Gasabo',
        province: 'City of Kigali',
        sector: 'Kimironko',
        city: 'Kigali',
        country: 'Rwanda',
        // Left blank, no postal code is sent: the server stores its default, never printed.
      },
    });
  });

  it('traps the focus in the payment dialog and, once it is closed, puts it on the placed order', async () => {
    server();
    await renderRoutes(routes, '/checkout', store());
    await toPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Instructions' });
    expect(dialog).toHaveFocus();
    for (let i = 0; i < 5; i++) await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: /ISK-261122-7F3K2/ })).toHaveFocus();
  });

  it('reuses the Idempotency-Key when the same order is placed again after a lost answer', async () => {
    let attempts = 0;
    const { orderKeys } = server({
      'POST /api/orders': (call) => {
        attempts += 1;
        return attempts === 1
          ? apiFailure(503, 'SERVICE_UNAVAILABLE', 'Try again')
          : { status: 200, body: { success: true, data: order(call.body as CreateOrderBody) } };
      },
    });
    await renderRoutes(routes, '/checkout', store());
    await toPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not place your order. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Payment Instructions' });
    expect(orderKeys).toHaveLength(2);
    expect(orderKeys[1]).toBe(orderKeys[0]);
  });

  it('offline, sends nothing and says so, keeps the form, and never sends it later by itself', async () => {
    server();
    await renderRoutes(routes, '/checkout', store());
    await toPayment();
    await userEvent.click(screen.getByLabelText(/Cash on delivery/));

    networkGone({ announced: true });
    act(() => void window.dispatchEvent(new Event('offline')));
    const offlineButton = screen.getByRole('button', { name: 'Needs a connection to place the order' });
    expect(offlineButton).toBeDisabled();
    expect(
      await screen.findByText(/Placing an order needs an internet connection\. Nothing has been sent/),
    ).toBeInTheDocument();
    await userEvent.click(offlineButton);
    // Enter in the form must not send it either.
    await userEvent.type(screen.getByLabelText(/Cash on delivery/), '{Enter}');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();

    // The network comes back: nothing goes out by itself, and the form is as it was.
    const back = server();
    networkBack();
    const place = await screen.findByRole('button', { name: 'Place Order' });
    expect(place).toBeEnabled();
    expect(screen.getByLabelText(/Cash on delivery/)).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(back.orderKeys).toHaveLength(0);

    // The shopper's own tap places it, once.
    await userEvent.click(place);
    await screen.findByRole('dialog', { name: 'Payment Instructions' });
    expect(back.orderKeys).toHaveLength(1);
  });

  it('a failed MoMo payment asked again offline fails at once and is never sent later by itself', async () => {
    const { calls } = server({
      'POST /api/orders': (call) => ({
        status: 201,
        body: { success: true, data: order(call.body as CreateOrderBody, { paymentStatus: 'failed' }) },
      }),
    });
    await renderRoutes(routes, '/checkout', store());
    await toPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Instructions' });
    networkGone({ announced: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Cannot connect to the server/);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();

    const back = server();
    networkBack();
    expect(back.calls.some((c) => c.path === '/api/orders/o-1/payments')).toBe(false);
    expect(calls.some((c) => c.path === '/api/orders/o-1/payments')).toBe(false);
  });

  it('asks MoMo only of an MTN number: an Airtel one is refused before anything is sent', async () => {
    const { calls } = server();
    await renderRoutes(routes, '/checkout', store());
    await toPayment();
    const payer = screen.getByLabelText(/MoMo number to pay from/);
    await userEvent.clear(payer);
    await userEvent.type(payer, '0722123456');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Enter an MTN number (078 or 079) for MoMo.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/orders')).toBe(false);

    await userEvent.clear(payer);
    await userEvent.type(payer, '079 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Payment Instructions' });
    const body = calls.find((c) => c.path === '/api/orders')?.body as CreateOrderBody;
    expect(body.payerPhone).toBe('+250791234567');
  });

  it('does not offer an Airtel sign-in phone as the MoMo number', async () => {
    server();
    await renderRoutes(routes, '/checkout', store({ session: { ...aline, phone: '+250722123456' } }));
    await toPayment();
    expect(screen.getByLabelText(/MoMo number to pay from/)).toHaveValue('');
  });

  it('confirms a cash-on-delivery order to be paid on delivery, and opens the order', async () => {
    const { calls } = server();
    const { router } = await renderRoutes(routes, '/checkout', store());
    await toPayment();
    await userEvent.click(screen.getByLabelText(/Cash on delivery/));
    expect(screen.queryByLabelText(/MoMo number to pay from/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Instructions' });
    expect(within(dialog).getByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Pay 50,000 RWF in cash when your order is delivered.'),
    ).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/api/orders')?.body as CreateOrderBody;
    expect(body.paymentMethod).toBe('cash_on_delivery');
    expect(body.payerPhone).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'View Order' }));
    expect(router.state.location.pathname).toBe('/order-success');
    expect(router.state.location.search).toBe('?orderId=o-1');
    expect(router.state.location.state).toMatchObject({ orderId: 'o-1', trackingId: 'TRK-AB12CD34' });
  });

  it('reads the account again after an order that gave it its first e-mail', async () => {
    const { calls } = server({
      'GET /api/auth/me': () => ({ body: { success: true, user: null } }),
    });
    await renderRoutes(routes, '/checkout', store({ session: { ...aline, email: undefined } }));
    await screen.findByRole('heading', { name: 'Customer Information' });
    await userEvent.type(screen.getByLabelText(/Email/), 'aline@example.rw');
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await fillShipping();
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await userEvent.click(screen.getByLabelText(/Cash on delivery/));
    expect(calls.some((c) => c.path === '/api/auth/me')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Payment Instructions' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/me')).toBe(true));
  });

  it('asks to review the cart when the order API says an item ran out', async () => {
    server({ 'POST /api/orders': () => apiFailure(409, 'OUT_OF_STOCK', 'Out of stock') });
    await renderRoutes(routes, '/checkout', store());
    await toPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some items are no longer available in the quantity you chose.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tries a failed MoMo payment again as a new attempt', async () => {
    const { calls } = server({
      'GET /api/orders/o-1': () => ({
        body: {
          success: true,
          data: order({ paymentMethod: 'mobile_money' } as CreateOrderBody, { paymentStatus: 'failed' }),
        },
      }),
      'POST /api/orders': (call) => ({
        status: 201,
        body: { success: true, data: order(call.body as CreateOrderBody, { paymentStatus: 'failed' }) },
      }),
      'POST /api/orders/o-1/payments': () => ({
        body: { success: true, data: order({ paymentMethod: 'mobile_money' } as CreateOrderBody) },
      }),
    });
    await renderRoutes(routes, '/checkout', store());
    await toPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Instructions' });
    expect(within(dialog).getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment Pending!' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/orders/o-1/payments')?.body).toEqual({
      payerPhone: '+250788123456',
    });
  });
});
