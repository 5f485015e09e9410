import { expect, type Page, test } from '@playwright/test';

interface Card {
  id: string;
  category: { id: string; name: string };
  stockQuantity: number;
}

const ANALYTICS = /\/api\/(analytics\/track|intelligent-search\/track)/;

/** A category with at least five products in stock (not `avoid`), and its products, from the public API. */
async function categoryWithProducts(page: Page, avoid?: string | null) {
  const res = await page.request.get('/api/products?limit=100');
  const cards = ((await res.json()) as { data: Card[] }).data.filter((c) => c.stockQuantity > 0);
  const byCategory = new Map<string, Card[]>();
  for (const card of cards)
    byCategory.set(card.category.id, [...(byCategory.get(card.category.id) ?? []), card]);
  const [categoryId, products] = [...byCategory.entries()]
    .filter(([id]) => id !== avoid)
    .sort((a, b) => b[1].length - a[1].length)[0]!;
  expect(products.length).toBeGreaterThanOrEqual(5);
  return { categoryId, products };
}

/** The category of the first product in the home's Recommended for You row. */
async function firstRecommendedCategory(page: Page): Promise<string | null> {
  const rail = page.getByRole('region', { name: 'Recommended for You' });
  // A rail draws its cards once the shopper scrolls near it.
  await rail.scrollIntoViewIfNeeded();
  const link = rail.locator('a[href^="/product/"]').first();
  await expect(link).toBeVisible();
  const id = (await link.getAttribute('href'))?.split('/').pop();
  const res = await page.request.get(`/api/products/${id}`);
  return ((await res.json()) as { data: { category: { id: string } } }).data.category.id;
}

test('with consent, three products viewed in one category lead the home Recommended for You', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (ANALYTICS.test(r.url())) sent.push(r.url());
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies and analytics' });
  await expect(banner).toBeVisible();
  // Nothing leaves while the choice is pending.
  await page.waitForTimeout(1500);
  expect(sent).toEqual([]);
  await banner.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('granted');

  // A category that does not already lead the row for this new device.
  const before = await firstRecommendedCategory(page);
  const { categoryId, products } = await categoryWithProducts(page, before);
  for (const product of products.slice(0, 3)) {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The view leaves in the next batch (within a second), or on leaving the page.
    await expect.poll(() => sent.length).toBeGreaterThan(0);
  }
  await page.waitForTimeout(1500);
  // The recommendations follow within seconds (the answer is reused for five).
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return firstRecommendedCategory(page);
      },
      { timeout: 30_000, intervals: [1000, 3000, 6000] },
    )
    .toBe(categoryId);
  // The banner does not come back once answered.
  await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
});

test('declined in a fresh context, no analytics request leaves the page', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (ANALYTICS.test(r.url())) sent.push(r.url());
  });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Cookies and analytics' })
    .getByRole('button', { name: 'Decline' })
    .click();
  expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('denied');

  const { products } = await categoryWithProducts(page);
  for (const product of products.slice(0, 2)) {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/shop?search=dress');
  await page.goto('/');
  await page.waitForTimeout(2500);
  expect(sent).toEqual([]);

  // The choice can be changed from the footer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toContainText(
    'Analytics is off.',
  );
});
