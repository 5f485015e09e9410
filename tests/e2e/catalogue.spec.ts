import { expect, type Page, test } from '@playwright/test';

interface ListedProduct {
  sizes: string[];
  variants: { size: string | null; stockQuantity: number }[];
}

/** The first product card on the page whose product has a size in stock, by the product API. */
async function firstCardWithSizes(page: Page) {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < (await cards.count()); i += 1) {
    const card = cards.nth(i);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    // Cards link to /product/<id>.
    const href = await card.getByRole('link', { name: `View details of ${name}` }).getAttribute('href');
    const id = href?.split('/').pop() ?? '';
    const res = await page.request.get(`/api/products/${encodeURIComponent(id)}`);
    const product = ((await res.json()) as { data: ListedProduct }).data;
    const sizeInStock = product.variants.some((v) => v.size !== null && v.stockQuantity > 0);
    if (product.sizes.length > 0 && sizeInStock) return { card, name };
  }
  throw new Error('No product listed on the page has a size in stock');
}

test('search, filter, open a product, pick a variant, add it: the header badge counts it', async ({
  page,
}) => {
  await page.goto('/');
  const badge = page.getByRole('banner').getByTestId('cart-badge');
  await expect(badge).toHaveCount(0);

  // Search from the header.
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('dress');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=dress$/);
  await expect(page.getByText('Showing results for')).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();

  // Filter: in stock only. The URL holds it, so a reload keeps it. The box ticks when the router
  // commits the new address, which may be a moment after the click, so wait for it to be checked.
  const inStock = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: 'In stock only' });
  await inStock.click();
  await expect(inStock).toBeChecked();
  await expect(page).toHaveURL(/inStock=true/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();

  // Open the first listed product that has sizes to choose from (looked up through the API).
  const { card, name } = await firstCardWithSizes(page);
  await card.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Adding without a size is refused with the message the shopper reads.
  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(sizes).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a size before adding to cart.');
  await sizes.locator('button:enabled').first().click();
  const colours = page.getByRole('group', { name: /^Colour/ });
  if (await colours.count()) {
    const chosen = colours.locator('button[aria-pressed="true"]');
    if (!(await chosen.count())) await colours.locator('button:enabled').first().click();
  }

  // Two of the chosen variant when two are in stock (the stepper stops at the stock).
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  const quantity = (await plus.isEnabled()) ? 2 : 1;
  if (quantity === 2) await plus.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Successfully Added')).toBeVisible();
  await expect(badge).toHaveText(String(quantity));

  // The cart survives a reload (browser storage, key "cart").
  await page.reload();
  await expect(badge).toHaveText(String(quantity));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name, quantity });
});

test('a category page shows its breadcrumb, and an unknown one says it is not found', async ({ page }) => {
  await page.goto('/category/womens-fashion');
  await expect(page.getByRole('heading', { level: 1, name: "Women's Fashion" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('article').first()).toBeVisible();
  const missing = await page.goto('/category/no-such-category');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/category\/no-such-category$/);
  await expect(page).toHaveTitle('Category not found | Isoko');
  await page.getByRole('link', { name: "Women's Fashion" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Women's Fashion" })).toBeVisible();
});

test('an unknown product says it is not found, and the server answers its page 404', async ({ page }) => {
  const missing = await page.goto('/product/no-such-product');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/product\/no-such-product$/);
  await expect(page).toHaveTitle('Product not found | Isoko');
  await page.getByRole('link', { name: "Women's Fashion" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Women's Fashion" })).toBeVisible();
  const byId = await page.goto('/product/00000000-0000-4000-8000-000000000000');
  expect(byId?.status()).toBe(404);
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('a quantity typed above the stock shows the stock in the box and says so; Add to Cart adds what the box shows', async ({
  page,
  request,
}) => {
  type Full = {
    id: string;
    variants: { size: string | null; color: string | null; stockQuantity: number }[];
  };
  const list = (await (await request.get('/api/products?limit=40&inStock=true')).json()) as {
    data: Array<{ id: string }>;
  };
  let found: { product: Full; variant: Full['variants'][number] } | null = null;
  for (const card of list.data) {
    const product = ((await (await request.get(`/api/products/${card.id}`)).json()) as { data: Full }).data;
    const variant = product.variants.find((v) => v.stockQuantity >= 1 && v.stockQuantity <= 5);
    if (variant) {
      found = { product, variant };
      break;
    }
  }
  if (!found) throw new Error('The demo catalogue has no variant with 1 to 5 in stock');
  const { product, variant } = found;
  const { chooseVariant } = await import('./support/shopper');
  await page.goto(`/product/${product.id}`);
  await chooseVariant(page, variant);
  const box = page.getByRole('spinbutton', { name: 'Quantity' });
  await box.fill(String(variant.stockQuantity + 4));
  await expect(box).toHaveValue(String(variant.stockQuantity));
  const available =
    variant.stockQuantity === 1
      ? 'Only 1 item available in stock.'
      : `Only ${variant.stockQuantity} items available in stock.`;
  await expect(page.getByRole('alert')).toContainText(available);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText(String(variant.stockQuantity));
});
