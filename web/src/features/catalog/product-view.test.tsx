import type { ShippingSettingsDto } from '@isoko/shared/shipping/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { routes } from '../../router';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { shippingRulesAnswer } from '../../test/shipping-rules';
import { ok, productFixture } from './catalog-fixtures';

function serve(product = productFixture(), rules: Partial<ShippingSettingsDto> = {}) {
  return fakeApi({
    'GET /api/products/p1': () => ok({ data: product }),
    'POST /api/intelligent-search/track': () => ok({}),
    'GET /api/shipping/settings': shippingRulesAnswer(rules),
  });
}

const categoryTree = {
  success: true,
  categories: [{ id: 'c1', name: 'Dresses', slug: 'dresses', productCount: 4, subcategories: [] }],
};

/** The first screen of a test pays for loading lazy chunks and translations. */
const slow = { timeout: 5000 };

const sizeButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}( \\(sold out\\))?$`) });

describe('product page', () => {
  it('shows the product, tracks the view and marks sold-out sizes and colours', async () => {
    // Views are tracked only with the shopper's analytics consent.
    localStorage.setItem('analytics_consent', 'granted');
    const calls = serve();
    await renderRoutes(routes, '/product/p1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow),
    ).toBeInTheDocument();
    expect(sizeButton('L')).toBeDisabled();
    expect(sizeButton('S')).toBeEnabled();
    // Choosing S leaves only Gold: Green has no stock in S.
    await userEvent.click(sizeButton('S'));
    expect(screen.getByRole('button', { name: 'Green (sold out)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Gold' })).toBeEnabled();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/intelligent-search/track')?.body).toMatchObject({
        eventType: 'view',
        productId: 'p1',
      }),
    );
    expect(document.title).toBe('Kitenge Wrap Dress | Isoko');
  });

  it('asks for a size before adding to the cart or buying', async () => {
    serve();
    await renderRoutes(routes, '/product/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }, slow));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size before adding to cart.');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size before proceeding.');
  });

  it('takes price and stock from the chosen variant and refuses more than the stock', async () => {
    serve();
    await renderRoutes(routes, '/product/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'M' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Gold' }));
    expect(screen.getByText('32,000 RWF')).toBeInTheDocument();
    expect(screen.getByText(/Variant price/)).toBeInTheDocument();
    // Two left: the stepper stops at 2.
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    expect(plus).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Successfully Added', { exact: false }, slow)).toBeInTheDocument();
    // Two more would exceed the two in stock.
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 items available in stock.');
  });

  it('a typed quantity above the stock comes back to the stock and says so; Add to Cart adds what the box shows', async () => {
    serve();
    const { store } = await renderRoutes(routes, '/product/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'S' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Gold' }));
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(box);
    await userEvent.type(box, '5');
    expect(box).toHaveValue(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 items available in stock.');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Successfully Added', { exact: false }, slow)).toBeInTheDocument();
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toMatchObject([{ id: 'p1', size: 'S', color: 'Gold', quantity: 2 }]);
  });

  it('adds the chosen variant to the cart and the header badge counts it', async () => {
    localStorage.setItem('analytics_consent', 'granted');
    // The line keeps every language's name: the cart names it in the one read then.
    const names = { en: 'Kitenge Wrap Dress', fr: 'Robe portefeuille en kitenge' };
    const calls = serve(productFixture({ names }));
    const { store } = await renderRoutes(routes, '/product/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'M' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Green' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(within(screen.getByRole('banner')).getByTestId('cart-badge')).toHaveTextContent('2');
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toEqual([
      {
        id: 'p1',
        name: 'Kitenge Wrap Dress',
        names,
        price: 30000,
        mainImage: '/media/catalog/dress-green-0.svg',
        size: 'M',
        color: 'Green',
        quantity: 2,
      },
    ]);
    await waitFor(() =>
      expect(
        calls.some((c) => (c.body as { eventType?: string } | undefined)?.eventType === 'add_to_cart'),
      ).toBe(true),
    );
  });

  it('Buy Now puts the chosen variant in the cart and goes to checkout', async () => {
    serve();
    const { router, store } = await renderRoutes(routes, '/product/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'S' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Gold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toMatchObject([{ id: 'p1', size: 'S', color: 'Gold', quantity: 1 }]);
  });

  it('shows the details table with the SKU rule and the shipping promises', async () => {
    serve();
    await renderRoutes(routes, '/product/p1');
    const details = await screen.findByRole('region', { name: 'Product details' }, slow);
    expect(within(details).getByRole('row', { name: /SKU/ })).toHaveTextContent('P1');
    expect(within(details).getByRole('row', { name: /Subcategory/ })).toHaveTextContent('Dresses');
    expect(
      await screen.findByText(/Free delivery anywhere in Rwanda on orders above 50,000 RWF/),
    ).toBeInTheDocument();
    expect(screen.getByText('Free delivery in Kigali (Gasabo, Kicukiro, Nyarugenge).')).toBeInTheDocument();
    expect(
      screen.getByText('Delivery in 1-2 business days in Kigali, 2-5 business days elsewhere in Rwanda.'),
    ).toBeInTheDocument();
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld['@graph'][0]).toMatchObject({ '@type': 'Product', name: 'Kitenge Wrap Dress' });
    expect(ld['@graph'][0].offers).toMatchObject({ priceCurrency: 'RWF', price: 30000 });
    expect(ld['@graph'][1]).toMatchObject({ '@type': 'Store', currenciesAccepted: 'RWF' });
  });

  it('promises only the free delivery the shop offers now', async () => {
    serve(productFixture(), { kigaliFree: false, freeAbove: 75000 });
    await renderRoutes(routes, '/product/p1');
    expect(
      await screen.findByText(/Free delivery anywhere in Rwanda on orders above 75,000 RWF/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Free delivery in Kigali/)).toBeNull();
  });

  it('promises no free delivery when the shop has switched it off', async () => {
    serve(productFixture(), { kigaliFree: false, freeAbove: null });
    await renderRoutes(routes, '/product/p1');
    const shipping = await screen.findByRole('region', { name: 'Shipping & returns' }, slow);
    await waitFor(() => expect(within(shipping).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(shipping).queryByText(/Free delivery/)).toBeNull();
  });

  it('shows no Description section for a product without one', async () => {
    serve(productFixture({ description: '  ' }));
    await renderRoutes(routes, '/product/p1');
    await screen.findByRole('region', { name: 'Product details' }, slow);
    expect(screen.queryByRole('heading', { name: 'Description' })).toBeNull();
  });

  it('renders the description as headings and bullets, never as HTML', async () => {
    serve(productFixture({ description: '**Care**\n- <b>Cold</b> wash\nDry flat.' }));
    await renderRoutes(routes, '/product/p1');
    expect(await screen.findByRole('heading', { name: 'Care' }, slow)).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByRole('listitem').textContent).toBe('Cold wash');
    expect(within(description).getByText('Dry flat.').tagName).toBe('SPAN');
    expect(description.querySelector('b')).toBeNull();
  });

  it('opens the offer chat for the chosen size and colour, asking for a size first', async () => {
    serve();
    await renderRoutes(routes, '/product/p1');
    const makeOffer = await screen.findByRole('button', { name: 'Chat & Make Offer' }, slow);
    expect(makeOffer).toBeEnabled();
    await userEvent.click(makeOffer);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size before proceeding.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    await userEvent.click(screen.getByRole('button', { name: 'Green' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chat & Make Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' }, slow);
    expect(within(dialog).getByText('Round 1/3')).toBeInTheDocument();
    expect(within(dialog).getByText('30,000 RWF')).toBeInTheDocument();
  });

  it('has no offer button for a product the shop does not bargain on', async () => {
    serve(productFixture({ negotiable: false }));
    await renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    expect(screen.queryByRole('button', { name: 'Chat & Make Offer' })).toBeNull();
  });

  it('says Product not found, in the tab too, with ways back to the shop and its categories', async () => {
    fakeApi({
      'GET /api/products/nope': () => apiFailure(404, 'PRODUCT_NOT_FOUND', 'Product not found'),
      'GET /api/categories/hierarchical/all': () => ({ body: categoryTree }),
    });
    const { router } = await renderRoutes(routes, '/product/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }, slow),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/nope');
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    const list = await screen.findByRole('navigation', { name: 'Our categories' });
    expect(within(list).getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/category/dresses');
    await waitFor(() => expect(document.title).toBe('Product not found | Isoko'));
  });

  it('says Product not found for an id too long for any product, not a failure', async () => {
    const id = 'x'.repeat(201);
    fakeApi({
      [`GET /api/products/${id}`]: () => apiFailure(400, 'VALIDATION_FAILED', 'Invalid params'),
    });
    await renderRoutes(routes, `/product/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([
    ['fr', 'Produit introuvable', 'Retour à la boutique', 'Nos catégories'],
    ['rw', 'Igicuruzwa ntikibonetse', 'Subira mu iduka', 'Ibyiciro byacu'],
  ])('says Product not found in %s', async (language, title, back, others) => {
    fakeApi({
      'GET /api/products/nope': () => apiFailure(404, 'PRODUCT_NOT_FOUND', 'Product not found'),
      'GET /api/categories/hierarchical/all': () => ({ body: categoryTree }),
    });
    await i18next.changeLanguage(language);
    try {
      await renderRoutes(routes, '/product/nope');
      expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/shop');
      expect(await screen.findByRole('navigation', { name: others })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} | Isoko`));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows an honest error with Retry when the server fails', async () => {
    fakeApi({
      'GET /api/products/p1': () => ({
        status: 500,
        body: { success: false, error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    await renderRoutes(routes, '/product/p1');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'The server had a problem answering.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
  it('offers "Try it on" for a garment, opening the try-on with the product', async () => {
    serve();
    await renderRoutes(routes, '/product/p1');
    const link = await screen.findByRole('link', { name: 'Try it on' }, slow);
    expect(link).toHaveAttribute('href', '/advanced-tryon?product=p1');
  });

  it('offers no try-on for something not worn', async () => {
    serve(productFixture({ name: 'Bluetooth Speaker', subcategory: null }));
    await renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' }, slow);
    expect(screen.queryByRole('link', { name: 'Try it on' })).toBeNull();
  });
});

describe('product page address', () => {
  const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

  it('opens with the size and colour the address asks for', async () => {
    serve();
    const { store } = await renderRoutes(routes, '/product/p1?size=M&color=Gold');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    expect(pressed('M')).toBe('true');
    expect(pressed('Gold')).toBe('true');
    expect(screen.getByText('32,000 RWF')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toMatchObject([{ id: 'p1', size: 'M', color: 'Gold', price: 32_000 }]);
  });

  it('leaves a size or colour to choose when the one asked for is sold out or not sold', async () => {
    serve();
    await renderRoutes(routes, '/product/p1?size=L&color=Purple');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    expect(sizeButton('L').getAttribute('aria-pressed')).toBe('false');
    expect(pressed('Green')).toBe('false');
    expect(pressed('Gold')).toBe('false');
  });
});
