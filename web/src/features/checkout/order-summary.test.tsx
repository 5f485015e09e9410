import type { PricedCart, PricedCartLine } from '@isoko/shared/cart/schema';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { OrderSummary } from './order-summary';

const line = (over: Partial<PricedCartLine> = {}): PricedCartLine => ({
  index: 0,
  productId: 'p1',
  variantId: 'v1',
  name: 'Robe en kitenge',
  slug: 'robe-kitenge',
  sku: 'KIT-M-YEL',
  image: null,
  size: 'M',
  color: 'Yellow',
  colorLabel: 'Jaune',
  quantity: 2,
  unitPrice: 12_000,
  listPrice: 12_000,
  originalPrice: null,
  lineTotal: 24_000,
  available: 10,
  flashDeal: false,
  negotiated: false,
  freeShipping: false,
  problems: [],
  ...over,
});

const priced = (lines: PricedCartLine[]): PricedCart => ({
  lines,
  itemCount: lines.reduce((n, l) => n + l.quantity, 0),
  subtotal: 24_000,
  discount: 0,
  shippingFee: 2_000,
  isFreeShipping: false,
  shippingReason: 'standard',
  total: 26_000,
  coupon: null,
  canCheckout: true,
});

const summary = (cart: PricedCart) => [
  { path: '/checkout', element: <OrderSummary priced={cart} error={null} updating={false} /> },
];

beforeEach(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the checkout order summary', () => {
  it('names the chosen colour in the shopper’s language', async () => {
    await i18next.changeLanguage('fr');
    await renderRoutes(summary(priced([line()])), '/checkout');
    const items = await screen.findByRole('list', { name: 'Articles' });
    expect(items).toHaveTextContent('M · Jaune · Qté 2');
    expect(items).not.toHaveTextContent('Yellow');
  });

  it('names each item in the language read now, following a switch', async () => {
    const names = { en: 'Kitenge Dress', fr: 'Robe en kitenge', rw: "Ikanzu y'igitenge" };
    await i18next.changeLanguage('fr');
    await renderRoutes(summary(priced([line({ name: 'Kitenge Dress', names })])), '/checkout');
    expect(await screen.findByText('Robe en kitenge')).toBeInTheDocument();
    await i18next.changeLanguage('rw');
    expect(await screen.findByText("Ikanzu y'igitenge")).toBeInTheDocument();
    await i18next.changeLanguage('en');
    expect(await screen.findByText('Kitenge Dress')).toBeInTheDocument();
    expect(screen.queryByText('Robe en kitenge')).not.toBeInTheDocument();
  });

  it('names a word size in the shopper’s language', async () => {
    await i18next.changeLanguage('fr');
    await renderRoutes(summary(priced([line({ size: 'Medium', sizeLabel: 'Moyenne' })])), '/checkout');
    const items = await screen.findByRole('list', { name: 'Articles' });
    expect(items).toHaveTextContent('Moyenne · Jaune · Qté 2');
    expect(items).not.toHaveTextContent('Medium');
  });

  it('shows the stored colour when the server words none (an older server)', async () => {
    await renderRoutes(summary(priced([line({ colorLabel: undefined })])), '/checkout');
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('M · Yellow · Qty 2');
  });
});
