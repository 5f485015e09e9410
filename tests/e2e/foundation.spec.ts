import { expect, test } from '@playwright/test';

test('the home page renders with the header and the footer, with nothing wrong in the console', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Isoko' }).first()).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kimironko');
  await page.waitForLoadState('networkidle');
  // Chrome says a preloaded picture went unused some 3 s after the load event: wait for that too.
  await page.waitForTimeout(3_500);
  expect(complaints).toEqual([]);
});

test('a legacy shop route leads to the one shop, keeping the query', async ({ page }) => {
  await page.goto('/shop-old?search=kitenge');
  await expect(page).toHaveURL(/\/shop\?search=kitenge$/);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('/test reports a healthy backend', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByTestId('health-status')).toHaveText('ok');
  await expect(page.getByTestId('health-database')).toContainText('up');
  await page.getByRole('button', { name: 'Test Backend Connection' }).click();
  await expect(page.getByTestId('health-status')).toHaveText('ok');
});

test('the language switcher changes the texts and remembers the choice', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').first().selectOption('fr');
  await expect(page.getByRole('link', { name: 'Boutique' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Boutique' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a new page opens at its top, Back returns to where the shop was scrolled, and a link opens in a new tab on Ctrl-click', async ({
  page,
  context,
}) => {
  await page.goto('/shop');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Far enough down the list that a product card is under the fold.
  const card = cards.nth(8);
  await card.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(200);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  // A link is a real address: with Ctrl (Cmd on a Mac) the browser opens it in a new tab and this
  // page stays where it is.
  const opened = context.waitForEvent('page');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'About Us' })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/about$/);
  await expect(page).toHaveURL(/\/shop$/);
  await tab.close();
});
