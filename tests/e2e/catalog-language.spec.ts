import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * The catalogue in the shopper's language, end to end: the product page, its colours, its
 * title, meta description and structured data follow the language, and switching language
 * on the page fetches the product again in the new one.
 */

interface Product {
  id: string;
  name: string;
  shortDescription: string;
  colors: { name: string; label?: string }[];
  category: { name: string };
}

async function productIn(request: APIRequestContext, id: string, lang: string): Promise<Product> {
  const res = await request.get(`/api/products/${id}?lang=${lang}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: Product }).data;
}

test('a dress reads in Kinyarwanda, then in French after switching language', async ({
  browser,
  request,
}) => {
  const list = await request.get('/api/products?category=dresses&inStock=true&limit=1&sortBy=rating');
  const [dress] = ((await list.json()) as { data: { id: string }[] }).data;
  expect(dress).toBeDefined();
  const [en, rw, fr] = await Promise.all(['en', 'rw', 'fr'].map((l) => productIn(request, dress!.id, l)));
  expect(rw.name).toMatch(/^Ikanzu /);
  expect(fr.name).toMatch(/^Robe /);

  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('lang', 'rw'));
  const page = await context.newPage();
  await page.goto(`/product/${dress!.id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rw.name);
  await expect(page).toHaveTitle(`${rw.name} | Isoko`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', rw.shortDescription);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'rw_RW');
  // Colour buttons read in Kinyarwanda (umukara, umweru…), never the stored English word.
  const colour = rw.colors[0]!;
  expect(colour.label).not.toBe(colour.name);
  await expect(page.getByRole('button', { name: new RegExp(`^${colour.label}`) })).toBeVisible();
  // Structured data: the product in Kinyarwanda, the page saying so.
  // The product page's own block (the layout has the shop's too).
  const productGraph = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((el) => JSON.parse(el.textContent ?? '{}') as { '@graph'?: Record<string, unknown>[] })
        .map((data) => data['@graph'] ?? [])
        .find((nodes) => nodes.some((n) => n['@type'] === 'ItemPage')),
    );
  await expect.poll(productGraph).toBeDefined();
  const graph = (await productGraph())!;
  expect(graph.find((n) => n['@type'] === 'Product')?.name).toBe(rw.name);
  expect(graph.find((n) => n['@type'] === 'ItemPage')?.inLanguage).toBe('rw');

  // The language switcher in the top bar: the page asks the API again, in French.
  await page.locator('select').filter({ hasText: 'Kinyarwanda' }).first().selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.name);
  await expect(page).toHaveTitle(`${fr.name} | Isoko`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_RW');
  await expect(page.getByText(fr.category.name).first()).toBeVisible();
  expect(fr.name).not.toBe(en.name);
  await context.close();
});
