import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { chooseVariant, registerShopper } from './support/shopper';

/**
 * A product's name follows the language the shopper reads in now: a suggestion shown under its
 * French name fills the search, which finds that product in the shop, and a dress put in the cart
 * in English is named in French, then Kinyarwanda, in the cart and the checkout's summary.
 */

const LIVE = { timeout: 30_000 };

async function shopperIn(browser: Browser, lang: 'en' | 'fr' | 'rw') {
  const context = await browser.newContext();
  await context.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  return context;
}

const nameIn = async (request: APIRequestContext, id: string, lang: string) =>
  ((await (await request.get(`/api/products/${id}?lang=${lang}`)).json()) as { data: { name: string } }).data
    .name;

/** A dress in stock whose French and Kinyarwanda names differ from its English one. */
async function translatedDress(request: APIRequestContext) {
  const list = (await (
    await request.get('/api/products?category=dresses&inStock=true&limit=24&sortBy=rating')
  ).json()) as { data: Array<{ id: string }> };
  for (const card of list.data) {
    const detail = (await (await request.get(`/api/products/${card.id}`)).json()) as {
      data: {
        id: string;
        name: string;
        variants: Array<{ size: string | null; color: string | null; stockQuantity: number }>;
      };
    };
    const variant = detail.data.variants.find((v) => v.stockQuantity >= 3);
    const [fr, rw] = [await nameIn(request, card.id, 'fr'), await nameIn(request, card.id, 'rw')];
    if (variant && fr !== detail.data.name && rw !== detail.data.name) {
      return { id: card.id, en: detail.data.name, fr, rw, variant };
    }
  }
  throw new Error('The demo catalogue has no translated dress in stock');
}

const chooseLanguage = (page: Page, lang: string) =>
  page.locator('select').filter({ hasText: 'Kinyarwanda' }).first().selectOption(lang);

test('a product suggested under its French name fills the search, which finds it in the shop', async ({
  browser,
}) => {
  const context = await shopperIn(browser, 'fr');
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('#header-search-input').fill('robe');
  const option = page
    .getByRole('option')
    .filter({ hasText: /Produit$/ })
    .first();
  await expect(option).toBeVisible(LIVE);
  const name = ((await option.locator('span').first().textContent()) ?? '').trim();
  expect(name).toMatch(/^Robe /);
  await option.click();

  // Choosing a product suggestion fills the query; the shop's search finds it by that name.
  await expect(page).toHaveURL(/\/shop\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe(name);
  await expect(page.locator('main a[href^="/product/"]').filter({ hasText: name }).first()).toBeVisible(LIVE);
  await context.close();
});

test('a dress put in the cart in English is named in the language read now, in the cart and at checkout', async ({
  browser,
  request,
}) => {
  const dress = await translatedDress(request);
  const context = await shopperIn(browser, 'en');
  const page = await context.newPage();
  await page.goto(`/product/${dress.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dress.en);
  await chooseVariant(page, dress.variant);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByRole('link', { name: dress.en })).toBeVisible();
  await chooseLanguage(page, 'fr');
  await expect(line.getByRole('link', { name: dress.fr })).toBeVisible();
  await chooseLanguage(page, 'rw');
  await expect(line.getByRole('link', { name: dress.rw })).toBeVisible();
  // Kept in the browser with every name: a fresh load reads the line in the language chosen.
  await page.reload();
  await expect(page.getByTestId('cart-line').getByRole('link', { name: dress.rw })).toBeVisible();

  await registerShopper(page.request, 'Keza');
  await chooseLanguage(page, 'fr');
  await page.goto('/checkout');
  const summary = page.locator('.checkout-summary-items');
  await expect(summary).toContainText(dress.fr, LIVE);
  await chooseLanguage(page, 'en');
  await expect(summary).toContainText(dress.en);
  await expect(summary).not.toContainText(dress.fr);
  await context.close();
});
