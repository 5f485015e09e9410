import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerShopper } from './support/shopper';

/**
 * What the shopper chose is what they see: choosing Blue on a product sold in blue and orange
 * shows the blue picture on the product page, in the cart, on the order's confirmation and in
 * My Orders.
 */

interface Variant {
  size: string | null;
  color: string | null;
  stockQuantity: number;
  image?: string | null;
}
interface Product {
  id: string;
  name: string;
  mainImage: string;
  variants: Variant[];
}

/** A demo product with a blue and an orange variant in stock (the seed draws a picture for each). */
async function blueAndOrange(request: APIRequestContext) {
  for (let page = 1; page <= 15; page++) {
    const list = (await (await request.get(`/api/products?limit=50&page=${page}&inStock=true`)).json()) as {
      data: Array<{ id: string }>;
    };
    if (!list.data.length) break;
    for (const card of list.data) {
      const product = ((await (await request.get(`/api/products/${card.id}`)).json()) as { data: Product })
        .data;
      const blue = product.variants.find((v) => v.color === 'Blue' && v.stockQuantity >= 3);
      const orange = product.variants.some((v) => v.color === 'Orange');
      if (blue && orange) return { product, blue };
    }
  }
  throw new Error('The demo catalogue has no product in blue and orange');
}

const shownSrc = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname);

test('choosing Blue shows the blue picture on the product page, in the cart and on the order-success page', async ({
  page,
  request,
}) => {
  const { product, blue } = await blueAndOrange(request);
  expect(blue.image).toMatch(/-blue-\d\.svg$/);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page
    .getByRole('group', { name: /^Colou?r/ })
    .getByRole('button', { name: 'Blue', exact: true })
    .click();
  await expect.poll(() => shownSrc(page, '.gallery-main img')).toBe(blue.image);
  if (blue.size)
    await page
      .getByRole('group', { name: /^Size/ })
      .getByRole('button', { name: blue.size, exact: true })
      .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect.poll(() => shownSrc(page, '.cart-line-image img')).toBe(blue.image);

  // Signed in beside the page: the checkout opens on a fresh load that reads the new session.
  await registerShopper(page.request, 'Aline');
  await page.goto('/checkout');
  await page.getByLabel(/^Email/).fill('aline.blue@example.rw');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
  // The saved address may not have arrived yet: the street is typed either way.
  await page.getByLabel(/^Address/).fill('KG 11 Ave 5, Kimironko');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/Cash on delivery/).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page
    .getByRole('dialog', { name: 'Payment Instructions' })
    .getByRole('button', { name: 'View Order' })
    .click();
  await expect(page).toHaveURL(/\/order-success\?orderId=/);
  await expect(page.getByText('Blue').first()).toBeVisible();
  await expect.poll(() => shownSrc(page, `img[src="${blue.image}"]`)).toBe(blue.image);

  // My Orders shows the order's line with the colour and its picture.
  await page.goto('/orders');
  await expect(page.locator('.order-detail .order-items')).toContainText('Blue');
  await expect.poll(() => shownSrc(page, '.order-detail img.order-item-image')).toBe(blue.image);
});
