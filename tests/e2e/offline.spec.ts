import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { chooseVariant, registerShopper } from './support/shopper';

/**
 * A shopper on a flaky network: pages seen once (home, a product) and the cart still open with
 * the offline banner when the network is gone, and checkout works again once it is back.
 */

interface Product {
  id: string;
  name: string;
  variants: Array<{ size: string | null; color: string | null; stockQuantity: number }>;
}

/** An in-stock product and one of its variants with plenty of stock. */
async function stockedProduct(request: APIRequestContext) {
  const list = (await (await request.get('/api/products?limit=40&inStock=true')).json()) as {
    data: Array<{ id: string }>;
  };
  for (const card of list.data) {
    const product = ((await (await request.get(`/api/products/${card.id}`)).json()) as { data: Product })
      .data;
    const variant = product.variants.find((v) => v.stockQuantity >= 5);
    if (variant) return { product, variant };
  }
  throw new Error('The demo catalogue has no product in stock');
}

/** Waits until the service worker controls the page (it installs a few seconds after the load). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready;
      return !!navigator.serviceWorker.controller;
    },
    undefined,
    { timeout: 30_000 },
  );
}

const pictureShown = (page: Page) =>
  page
    .locator('.gallery-main img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('home, a product seen before and the cart open offline with the banner; checkout works once back online', async ({
  page,
  context,
  request,
}) => {
  const { product, variant } = await stockedProduct(request);

  await page.goto('/');
  await waitForServiceWorker(page);
  // Seen with the worker in charge: home and the product are kept for later.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect.poll(() => pictureShown(page)).toBe(true);
  await chooseVariant(page, variant);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  await expect.poll(() => pictureShown(page)).toBe(true);

  await page.goto('/');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(product.name);
  await expect(page.getByText('Checkout needs an internet connection.', { exact: false })).toBeVisible();

  // Back online: the banner goes and the order goes through.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // Signed in beside the page: the checkout opens on a fresh load that reads the new session.
  await registerShopper(page.request, 'Keza');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  await page.getByLabel(/^Email/).fill('keza.offline@example.rw');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
  // The saved address may not have arrived yet: the street is typed either way.
  await page.getByLabel(/^Address/).fill('KG 11 Ave 5, Kimironko');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await page.getByLabel(/Cash on delivery/).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^ISK-/);
});
