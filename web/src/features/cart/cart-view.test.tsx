import type { CartLine } from '@isoko/shared/cart/lines';
import type { PriceCartBody, PricedCart, PricedCartLine } from '@isoko/shared/cart/schema';
import { shippingQuote } from '@isoko/shared/checkout/pricing';
import type { AddressDto } from '@isoko/shared/customers/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CartScreen } from '../../routes/cart';
import type { SessionUser } from '../../session/queries';
import { cartAtom } from '../../state/cart';
import { lastShippingAtom } from '../../state/checkout-shipping';
import { appliedCouponAtom } from '../../state/coupon';
import { apiFailure, type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes, withSession } from '../../test/render';
import { savedAddress } from '../../test/saved-address';
import { SHIPPING_RULES, shippingRulesAnswer } from '../../test/shipping-rules';

const dress: CartLine = {
  id: 'p-dress',
  name: 'Kitenge Dress',
  price: 25000,
  size: 'M',
  color: 'Blue',
  quantity: 2,
};
const shirt: CartLine = {
  id: 'p-shirt',
  name: 'Linen Shirt',
  price: 18000,
  size: 'L',
  color: 'White',
  quantity: 1,
};

function pricedLine(index: number, line: CartLine, over: Partial<PricedCartLine> = {}): PricedCartLine {
  const unitPrice = over.unitPrice ?? line.price;
  const quantity = over.quantity ?? line.quantity;
  return {
    index,
    productId: line.id,
    variantId: `v-${line.id}`,
    name: line.name,
    slug: line.id,
    sku: 'SKU',
    image: null,
    size: line.size ?? null,
    color: line.color ?? null,
    quantity,
    unitPrice,
    listPrice: unitPrice,
    originalPrice: null,
    lineTotal: unitPrice * quantity,
    available: 50,
    flashDeal: false,
    negotiated: false,
    freeShipping: false,
    problems: [],
    ...over,
  };
}

/**
 * Prices like the server: each line at `prices[productId]` (else its own), the coupon 10 % off,
 * the delivery quoted by the shared shipping rule under the demo shop's rules (no address yet).
 */
function pricer(
  prices: Record<string, number> = {},
  extra: (i: number) => Partial<PricedCartLine> = () => ({}),
) {
  return (call: FakeCall) => {
    const body = call.body as PriceCartBody;
    const lines = body.items.map((item, i) => {
      const unitPrice = prices[item.productId] ?? item.price ?? 0;
      const problems: PricedCartLine['problems'] =
        item.price !== undefined && unitPrice !== item.price
          ? [{ code: 'PRICE_CHANGED', previousPrice: item.price, price: unitPrice }]
          : [];
      return pricedLine(
        i,
        {
          id: item.productId,
          name: `Product ${item.productId}`,
          price: unitPrice,
          quantity: item.quantity,
          size: item.size ?? undefined,
          color: item.color ?? undefined,
        },
        { unitPrice, problems, ...extra(i) },
      );
    });
    const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
    const discount = body.couponCode === 'WELCOME10' ? Math.floor(subtotal / 10) : 0;
    const quote = shippingQuote(
      {
        standardFee: SHIPPING_RULES.standardShippingFee,
        freeShippingType: SHIPPING_RULES.freeShippingType,
        freeShippingThreshold: SHIPPING_RULES.freeShippingThreshold,
        selectedProducts: SHIPPING_RULES.selectedProducts,
        kigaliFree: SHIPPING_RULES.kigaliFree,
        freeAbove: SHIPPING_RULES.freeAbove,
      },
      { goodsTotal: subtotal - discount, lines },
    );
    const cart: PricedCart = {
      lines,
      itemCount: lines.reduce((s, l) => s + l.quantity, 0),
      subtotal,
      discount,
      shippingFee: quote.fee,
      isFreeShipping: quote.isFree,
      shippingReason: quote.reason,
      total: subtotal - discount + quote.fee,
      coupon: body.couponCode
        ? {
            success: true,
            code: body.couponCode,
            discount,
            type: 'percent',
            description: '10% off your first order',
            terms: { value: 10, minSubtotal: 0, firstOrderOnly: true },
            freeShipping: false,
            error: null,
          }
        : null,
      canCheckout: lines.every((l) => !l.problems.some((p) => p.code !== 'PRICE_CHANGED')),
    };
    return { body: { success: true, data: cart } };
  };
}

function storeWith(lines: CartLine[]) {
  const store = createStore();
  store.set(cartAtom, lines);
  return store;
}

const guestWith = (lines: CartLine[]) => withSession(storeWith(lines), null);
const aline: SessionUser = {
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  phone: '+250788123456',
  email: null,
};
const signedInWith = (lines: CartLine[]) => withSession(storeWith(lines), aline);

const addressesAnswer = (addresses: AddressDto[]) => () => ({
  body: { success: true, data: { addresses } },
});

const routes = [
  { path: '/cart', element: <CartScreen /> },
  { path: '/checkout', element: <p>checkout page</p> },
  { path: '/shop', element: <p>shop page</p> },
];

afterEach(() => vi.unstubAllGlobals());

describe('the cart', () => {
  it('says the cart is empty with a way back to the shop', async () => {
    fakeApi({});
    const { router } = await renderRoutes(routes, '/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('shows lines with choice, unit price, server totals and the shipping note', async () => {
    const calls = fakeApi({ 'POST /api/cart/price': pricer() });
    await renderRoutes(routes, '/cart', storeWith([dress, shirt]));
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Size: M')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Colour: Blue')).toBeInTheDocument();
    expect(within(lines[0]!).getByTestId('unit-price')).toHaveTextContent('25,000 RWF each');
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('68,000 RWF'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('68,000 RWF');
    expect(screen.getByText('Shipping fees will be calculated at checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    const body = calls.find((c) => c.path === '/api/cart/price')?.body as PriceCartBody;
    expect(body.items[0]).toEqual({
      productId: 'p-dress',
      size: 'M',
      color: 'Blue',
      quantity: 2,
      price: 25000,
    });
  });

  it('tells a guest that Kigali ships free and how far the goods are from free delivery elsewhere', async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'GET /api/shipping/settings': shippingRulesAnswer(),
    });
    const { unmount } = await renderRoutes(routes, '/cart', guestWith([shirt]));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      'Delivery is free in Kigali; elsewhere you are 32,000 RWF away from free delivery on orders over 50,000 RWF.',
    );
    unmount();
    await renderRoutes(routes, '/cart', guestWith([dress, shirt]));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      'Your order ships free anywhere in Rwanda.',
    );
  });

  it('words the guest’s hint in French and Kinyarwanda with their number formats', async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'GET /api/shipping/settings': shippingRulesAnswer(),
    });
    try {
      await i18next.changeLanguage('fr');
      const { unmount } = await renderRoutes(routes, '/cart', guestWith([shirt]));
      expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
        /^Livraison gratuite à Kigali ; ailleurs, plus que 32 000 RWF pour la livraison gratuite \(commandes de plus de 50 000 RWF\)\.$/,
      );
      unmount();
      await i18next.changeLanguage('rw');
      await renderRoutes(routes, '/cart', guestWith([shirt]));
      expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
        /^Kugeza ku buntu i Kigali; ahandi hasigaye 32\.000 RWF/,
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('tells a shopper whose default address is in Kigali that delivery there is free, not how much to add', async () => {
    const calls = fakeApi({
      'POST /api/cart/price': pricer(),
      'GET /api/shipping/settings': shippingRulesAnswer(),
      'GET /api/customers/me/addresses': addressesAnswer([
        savedAddress({ id: 'a1', province: 'Southern', district: 'Huye', city: 'Huye' }),
        savedAddress({ id: 'a2', district: 'Gasabo', isDefault: true }),
      ]),
    });
    await renderRoutes(routes, '/cart', signedInWith([shirt]));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      'Delivery to Gasabo in Kigali is free.',
    );
    expect(screen.queryByText(/away from free delivery/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/customers/me/addresses')).toBe(true);
  });

  it('tells a shopper whose default address is outside Kigali how far the goods are from free delivery', async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'GET /api/shipping/settings': shippingRulesAnswer(),
      'GET /api/customers/me/addresses': addressesAnswer([
        savedAddress({ id: 'a1', district: 'Kicukiro' }),
        savedAddress({ id: 'a2', province: 'Southern', district: 'Huye', city: 'Huye', isDefault: true }),
      ]),
    });
    await renderRoutes(routes, '/cart', signedInWith([shirt]));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      /^You are 32,000 RWF away from free delivery on orders over 50,000 RWF\.$/,
    );
  });

  it('follows the delivery details of the last checkout on this device first, as checkout does', async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'GET /api/shipping/settings': shippingRulesAnswer(),
      'GET /api/customers/me/addresses': addressesAnswer([
        savedAddress({ id: 'a2', province: 'Southern', district: 'Huye', city: 'Huye', isDefault: true }),
      ]),
    });
    const store = signedInWith([shirt]);
    store.set(lastShippingAtom, {
      receiverName: 'Aline Uwase',
      phoneNumber: '0788 123 456',
      province: 'City of Kigali',
      district: 'Nyarugenge',
      sector: '',
      address: 'KN 4 Ave 12',
      city: 'Kigali',
      country: 'Rwanda',
      postalCode: '',
    });
    await renderRoutes(routes, '/cart', store);
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      'Delivery to Nyarugenge in Kigali is free.',
    );
  });

  it('tells a signed-in shopper with no saved address what it tells a guest', async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'GET /api/shipping/settings': shippingRulesAnswer(),
      'GET /api/customers/me/addresses': addressesAnswer([]),
    });
    await renderRoutes(routes, '/cart', signedInWith([shirt]));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      'Delivery is free in Kigali; elsewhere you are 32,000 RWF away',
    );
  });

  it('tells a guest only what the shop’s rules promise when Kigali does not ship free', async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'GET /api/shipping/settings': shippingRulesAnswer({ kigaliFree: false }),
    });
    await renderRoutes(routes, '/cart', guestWith([shirt]));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      /^You are 32,000 RWF away from free delivery on orders over 50,000 RWF\.$/,
    );
  });

  it('says a cart of products sold with free shipping ships free, never how much more to add', async () => {
    fakeApi({
      'POST /api/cart/price': pricer({}, () => ({ freeShipping: true })),
      'GET /api/shipping/settings': shippingRulesAnswer(),
    });
    await renderRoutes(routes, '/cart', guestWith([shirt]));
    await waitFor(() =>
      expect(screen.getByTestId('cart-free-delivery')).toHaveTextContent(
        'Your order ships free anywhere in Rwanda.',
      ),
    );
    expect(screen.queryByText(/away from free delivery/)).not.toBeInTheDocument();
  });

  it('names the colour in the shopper’s language once the server has priced the line', async () => {
    fakeApi({ 'POST /api/cart/price': pricer({}, () => ({ colorLabel: 'Bleu' })) });
    await renderRoutes(routes, '/cart', storeWith([dress]));
    try {
      await i18next.changeLanguage('fr');
      const [line] = await screen.findAllByTestId('cart-line');
      expect(await within(line!).findByText('Couleur : Bleu')).toBeInTheDocument();
      expect(within(line!).queryByText(/Blue/)).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('names the stored colour in the shopper’s language while the cart cannot be priced (offline)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await i18next.changeLanguage('fr');
    try {
      await renderRoutes(routes, '/cart', storeWith([{ ...dress, size: 'Medium' }]));
      const [line] = await screen.findAllByTestId('cart-line');
      expect(within(line!).getByText('Couleur : Bleu')).toBeInTheDocument();
      expect(within(line!).getByText('Taille : Moyenne')).toBeInTheDocument();
      expect(within(line!).queryByText(/Blue/)).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('names a word size in the shopper’s language once the server has priced the line', async () => {
    const bag = { ...dress, size: 'Medium' };
    fakeApi({ 'POST /api/cart/price': pricer({}, () => ({ sizeLabel: 'Moyenne', colorLabel: 'Noir' })) });
    await renderRoutes(routes, '/cart', storeWith([bag]));
    try {
      await i18next.changeLanguage('fr');
      const [line] = await screen.findAllByTestId('cart-line');
      expect(await within(line!).findByText('Taille : Moyenne')).toBeInTheDocument();
      expect(within(line!).queryByText(/Medium/)).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('names a line added in French in English once the shopper switches, from the server’s names', async () => {
    // A cart kept from before lines kept their names: only the French name it was added under.
    const robe = { ...dress, name: 'Robe en kitenge' };
    fakeApi({
      'POST /api/cart/price': pricer({}, () => ({
        name: 'Kitenge Dress',
        names: { en: 'Kitenge Dress', fr: 'Robe en kitenge', rw: "Ikanzu y'igitenge" },
      })),
    });
    await renderRoutes(routes, '/cart', storeWith([robe]));
    const [line] = await screen.findAllByTestId('cart-line');
    expect(await within(line!).findByRole('link', { name: 'Kitenge Dress' })).toBeInTheDocument();
    expect(
      within(line!).getByRole('button', { name: 'Remove Kitenge Dress from the cart' }),
    ).toBeInTheDocument();
    try {
      await i18next.changeLanguage('rw');
      expect(await within(line!).findByRole('link', { name: "Ikanzu y'igitenge" })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('names a line in the language read now from its own names while the server cannot price it', async () => {
    const names = { en: 'Kitenge Dress', fr: 'Robe en kitenge' };
    fakeApi({ 'POST /api/cart/price': () => apiFailure(503, 'SERVICE_UNAVAILABLE', 'down') });
    await renderRoutes(routes, '/cart', storeWith([{ ...dress, name: 'Robe en kitenge', names }]));
    const [line] = await screen.findAllByTestId('cart-line');
    expect(within(line!).getByRole('link', { name: 'Kitenge Dress' })).toBeInTheDocument();
    try {
      await i18next.changeLanguage('fr');
      expect(await within(line!).findByRole('link', { name: 'Robe en kitenge' })).toBeInTheDocument();
      // No Kinyarwanda name: the product's own name, never an empty line.
      await i18next.changeLanguage('rw');
      expect(await within(line!).findByRole('link', { name: 'Kitenge Dress' })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('disables minus at 1, adds with plus and removes a line, repricing after the change', async () => {
    const calls = fakeApi({ 'POST /api/cart/price': pricer() });
    const { store } = await renderRoutes(routes, '/cart', storeWith([dress, shirt]));
    const shirtLine = (await screen.findAllByTestId('cart-line'))[1]!;
    expect(
      within(shirtLine).getByRole('button', { name: 'Decrease quantity of Linen Shirt' }),
    ).toBeDisabled();
    await userEvent.click(
      within(shirtLine).getByRole('button', { name: 'Increase quantity of Linen Shirt' }),
    );
    expect(within(shirtLine).getByTestId('quantity')).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('86,000 RWF'));
    expect(calls.filter((c) => c.path === '/api/cart/price').length).toBeGreaterThanOrEqual(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Kitenge Dress from the cart' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(store.get(cartAtom).map((l) => l.id)).toEqual(['p-shirt']);
  });

  it('shows a changed price as old → new and totals at the new price', async () => {
    fakeApi({ 'POST /api/cart/price': pricer({ 'p-dress': 22000 }) });
    await renderRoutes(routes, '/cart', storeWith([dress]));
    expect(await screen.findByTestId('price-changed')).toHaveTextContent(
      'Price changed: 25,000 RWF → 22,000 RWF',
    );
    expect(screen.getByTestId('unit-price')).toHaveTextContent('22,000 RWF each');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('44,000 RWF');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it('offers to set the quantity to what is left when stock is short, and blocks checkout until then', async () => {
    fakeApi({
      'POST /api/cart/price': pricer({}, () => ({
        available: 1,
        problems: [{ code: 'SHORT_STOCK', available: 1 }],
      })),
    });
    const { store } = await renderRoutes(routes, '/cart', storeWith([dress]));
    const notice = await screen.findByTestId('short-stock');
    expect(notice).toHaveTextContent('Only 1 left.');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Kitenge Dress' })).toBeDisabled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Set quantity to 1' }));
    expect(store.get(cartAtom)[0]?.quantity).toBe(1);
  });

  it('stops a line at the most units the shop takes in one line, however large the stock', async () => {
    const calls = fakeApi({ 'POST /api/cart/price': pricer({}, () => ({ available: 5000 })) });
    const { store } = await renderRoutes(routes, '/cart', storeWith([{ ...dress, quantity: 998 }]));
    const more = await screen.findByRole('button', { name: 'Increase quantity of Kitenge Dress' });
    await waitFor(() => expect(more).toBeEnabled());
    await userEvent.click(more);
    expect(store.get(cartAtom)[0]?.quantity).toBe(999);
    expect(more).toBeDisabled();
    // No request the server would refuse: every priced cart asked for at most 999.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/cart/price').at(-1)?.body).toMatchObject({
        items: [{ quantity: 999 }],
      }),
    );
  });

  it('marks a line that is gone and keeps checkout closed', async () => {
    fakeApi({
      'POST /api/cart/price': pricer({}, (i) =>
        i === 0 ? { available: 0, problems: [{ code: 'NOT_FOUND' }] } : {},
      ),
    });
    await renderRoutes(routes, '/cart', storeWith([dress, shirt]));
    expect(await screen.findByTestId('line-gone')).toHaveTextContent(
      'No longer available. Remove it to continue.',
    );
    const gone = screen.getAllByTestId('cart-line')[0]!;
    expect(within(gone).getByTestId('unit-price')).toHaveTextContent('25,000 RWF each');
    expect(within(gone).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Some items need your attention before checkout.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('asks for a size and colour on a line that has none, without saying they were withdrawn', async () => {
    const unchosen: CartLine = { id: 'p-top', name: 'Kitenge Crop Top', price: 15000, quantity: 1 };
    fakeApi({
      'POST /api/cart/price': pricer({}, (i) =>
        i === 0 ? { variantId: null, problems: [{ code: 'VARIANT_REQUIRED' }] } : {},
      ),
    });
    await renderRoutes(routes, '/cart', storeWith([unchosen, dress]));
    const notice = await screen.findByText(/No size or colour has been chosen for this item/);
    expect(within(notice).getByRole('link', { name: 'Choose them on the product page' })).toBeInTheDocument();
    expect(screen.queryByText(/not sold any more/)).toBeNull();
  });

  it('says a chosen size and colour is no longer sold', async () => {
    fakeApi({
      'POST /api/cart/price': pricer({}, (i) =>
        i === 0 ? { variantId: null, problems: [{ code: 'VARIANT_REQUIRED' }] } : {},
      ),
    });
    await renderRoutes(routes, '/cart', storeWith([dress]));
    expect(await screen.findByText(/This size and colour is not sold any more/)).toBeInTheDocument();
  });
});

describe('the coupon box', () => {
  it('words an applied coupon from its data in the shopper’s language, not the staff’s English', async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'POST /api/checkout/apply-coupon': () => ({
        body: {
          success: true,
          code: 'WELCOME10',
          discount: 5000,
          type: 'percent',
          description: '10% off your first order',
          terms: { value: 10, minSubtotal: 0, firstOrderOnly: true },
          freeShipping: false,
          orderTotal: 50000,
          error: null,
        },
      }),
    });
    await renderRoutes(routes, '/cart', storeWith([dress]));
    try {
      await i18next.changeLanguage('fr');
      await userEvent.type(await screen.findByLabelText('Code coupon'), 'WELCOME10');
      await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
      const applied = await screen.findByText('Coupon WELCOME10 appliqué');
      const box = applied.closest('p') as HTMLElement;
      await waitFor(() =>
        // Read as is: the narrow no-break space before % is part of the French wording.
        expect(box.textContent).toContain('— 10\u202f% de réduction, sur votre première commande uniquement'),
      );
      expect(box).not.toHaveTextContent('your first order');
      await i18next.changeLanguage('rw');
      await waitFor(() =>
        expect(box).toHaveTextContent('— Igabanywa rya 10%, ku itumiza ryawe rya mbere gusa'),
      );
      await i18next.changeLanguage('en');
      await waitFor(() => expect(box).toHaveTextContent('— 10% off, your first order only'));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('upper-cases the code, keeps Apply disabled while empty and applies the discount from the server', async () => {
    const calls = fakeApi({
      'POST /api/cart/price': pricer(),
      'POST /api/checkout/apply-coupon': () => ({
        body: {
          success: true,
          code: 'WELCOME10',
          discount: 5000,
          type: 'percent',
          description: '10% off',
          freeShipping: false,
          orderTotal: 50000,
          error: null,
        },
      }),
    });
    const { store } = await renderRoutes(routes, '/cart', storeWith([dress]));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    const box = screen.getByLabelText('Coupon code');
    await userEvent.type(box, '   ');
    expect(apply).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, ' welcome10 ');
    expect(box).toHaveValue(' WELCOME10 ');
    await userEvent.click(apply);

    expect(await screen.findByText('Coupon WELCOME10 applied')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/checkout/apply-coupon')?.body).toMatchObject({
      code: 'WELCOME10',
      orderTotal: 50000,
    });
    await waitFor(() => expect(screen.getByTestId('cart-discount')).toHaveTextContent('−5,000 RWF'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('45,000 RWF');
    expect(store.get(appliedCouponAtom)).toBe('WELCOME10');

    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(store.get(appliedCouponAtom)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('50,000 RWF'));
  });

  it("says 'Invalid coupon code' for an unknown code", async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'POST /api/checkout/apply-coupon': () => apiFailure(400, 'COUPON_INVALID', 'Invalid coupon code'),
    });
    await renderRoutes(routes, '/cart', storeWith([dress]));
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid coupon code');
  });

  it("words the minimum-total rejection with the server's amount", async () => {
    fakeApi({
      'POST /api/cart/price': pricer(),
      'POST /api/checkout/apply-coupon': () =>
        apiFailure(400, 'COUPON_MIN_TOTAL', 'This coupon needs an order above 100,000 RWF.', {
          minSubtotal: 100000,
        }),
    });
    await renderRoutes(routes, '/cart', storeWith([dress]));
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'SAVE20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This coupon needs an order above 100,000 RWF.',
    );
  });

  it.each([
    ['en', 'Coupon code', 'Apply', 'You have already used this coupon.'],
    ['fr', 'Code coupon', 'Appliquer', 'Vous avez déjà utilisé ce coupon.'],
    ['rw', 'Kode ya kupon', 'Koresha', 'Wamaze gukoresha iyi kupon.'],
  ])(
    'says in %s that the shopper already used a once-per-shopper coupon',
    async (language, label, apply, text) => {
      fakeApi({
        'POST /api/cart/price': pricer(),
        'POST /api/checkout/apply-coupon': () =>
          apiFailure(400, 'COUPON_USAGE_LIMIT', 'You have already used this coupon.', {
            limit: 'per_customer',
          }),
      });
      await renderRoutes(routes, '/cart', storeWith([dress]));
      try {
        await i18next.changeLanguage(language);
        await userEvent.type(await screen.findByLabelText(label), 'WELCOME10');
        await userEvent.click(screen.getByRole('button', { name: apply }));
        expect(await screen.findByRole('alert')).toHaveTextContent(text);
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );

  it('says the coupon could not be applied when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/cart/price': pricer() });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('apply-coupon')
        ? Promise.reject(new TypeError('offline'))
        : realFetch(input, init),
    );
    await renderRoutes(routes, '/cart', storeWith([dress]));
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply coupon. Please try again.');
  });

  it('shows Applying… and keeps Apply disabled while the check runs', async () => {
    let release: (() => void) | undefined;
    fakeApi({ 'POST /api/cart/price': pricer() });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('apply-coupon')
        ? new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                new Response(
                  JSON.stringify({ success: false, error: { code: 'COUPON_EXPIRED', message: 'x' } }),
                  {
                    status: 400,
                  },
                ),
              );
          })
        : realFetch(input, init),
    );
    await renderRoutes(routes, '/cart', storeWith([dress]));
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Applying…' })).toBeDisabled();
    release?.();
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired.');
  });
});
