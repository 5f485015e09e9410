import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The demo admin's password, written by the seed into the e2e data directory. */
function demoAdminPassword(): string {
  const port = process.env.E2E_PORT ?? '3100';
  return readFileSync(path.join(process.cwd(), '.data', `e2e-${port}`, 'admin-password'), 'utf8').trim();
}

const digitsOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('the demo admin signs in, sees real figures, saves shipping settings and logs out', async ({ page }) => {
  // A visitor without a session is sent to the sign-in.
  await page.goto('/admin/shipping');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Demo mode fills in the demo e-mail and says where the password is.
  await expect(page.getByRole('complementary', { name: 'Demo sign-in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('admin@isoko.demo');

  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await page.getByLabel('Password').fill(demoAdminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // On a desktop screen every back-office section is in sight, none hidden past the edge.
  const width = page.viewportSize()?.width ?? 1280;
  expect(width).toBeGreaterThanOrEqual(1024);
  const navLinks = page.getByRole('navigation', { name: 'Back office' }).getByRole('link');
  expect(await navLinks.count()).toBeGreaterThan(10);
  for (const link of await navLinks.all()) {
    const box = await link.boundingBox();
    expect(box && box.x + box.width <= width, await link.textContent()).toBe(true);
  }

  // The cards show what the server counts, not sample numbers.
  const answer = await page.request.get('/api/admin/dashboard');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { summary: { products: number; customers: number; totalOrders: number } };
  };
  expect(data.summary.products).toBeGreaterThan(0);
  const cards = page.getByRole('region', { name: 'Shop figures' });
  const productsCard = cards.locator('.admin-card').filter({ hasText: 'Products' });
  await expect(productsCard.locator('.admin-card-value')).toHaveText(String(data.summary.products));
  const ordersCard = cards.locator('.admin-card').filter({ hasText: 'Total Orders' });
  expect(digitsOf(await ordersCard.locator('.admin-card-value').textContent())).toBe(
    data.summary.totalOrders,
  );
  await expect(page.getByRole('tab', { name: `Products (${data.summary.products})` })).toBeVisible();

  // A new order (the demo's test order) shows live: a notice and the refreshed count, no reload.
  const placed = await page.request.post('/api/admin/test-order', { data: {} });
  expect(placed.status(), await placed.text()).toBe(200);
  const { data: order } = (await placed.json()) as { data: { orderNumber: string } };
  await expect(page.getByRole('status').filter({ hasText: `New order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Orders' })).toContainText(order.orderNumber);
  await expect(ordersCard.locator('.admin-card-value')).toHaveText(String(data.summary.totalOrders + 1));

  // Shipping settings: a new fee is saved and said to be.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Shipping' }).click();
  const fee = page.getByLabel('Standard shipping fee (RWF)');
  await expect(fee).toBeVisible();
  const before = await fee.inputValue();
  const next = before === '2500' ? '2000' : '2500';
  await fee.fill(next);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('✅ Shipping settings saved successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current settings' })).toContainText(
    `${Number(next).toLocaleString('en-US')} RWF`,
  );
  // Put the shop's fee back as it was.
  await fee.fill(before);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('✅ Shipping settings saved successfully!')).toBeVisible();

  // Logout returns to the sign-in, and the back office is closed again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a visitor is not refused requests the screens need not send', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  // Nobody signed in here: the sign-in page does not ask the server who is (a 401 in the console).
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toHaveValue('admin@isoko.demo');
  expect(refused).toEqual([]);
  // An unknown order is asked for once: the answer would be the same the second time.
  await page.goto('/order-success?orderId=abc');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  expect(refused.filter((r) => r.endsWith('/api/orders/abc'))).toHaveLength(1);
});

test('staff choose the language on the sign-in page and in the back office, by keyboard, on a phone and a laptop; Queues opens in a new tab', async ({
  browser,
}) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // The switcher comes first on the page: one Tab reaches it, an arrow key picks the next language.
    await page.keyboard.press('Tab');
    const onLogin = page.getByRole('combobox', { name: 'Language' });
    await expect(onLogin).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('heading', { name: 'Connexion administrateur' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    const login = await page.request.post('/api/admin/auth/login', {
      data: { email: 'admin@isoko.demo', password: demoAdminPassword() },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/admin');
    // The choice holds in the back office, whose header offers it too.
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await expect(nav).toBeVisible();
    const inHeader = page.getByRole('banner').getByRole('combobox', { name: 'Langue' });
    await expect(inHeader).toHaveValue('fr');
    const box = (await inHeader.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // A finger's tap target on a phone.
    if (width < 768) expect(box.height).toBeGreaterThanOrEqual(44);
    // Nothing in the header pushes the page wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await inHeader.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('navigation', { name: 'Ubuyobozi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');

    // The queue dashboard opens in a tab of its own; the back office stays in this one.
    const queues = page.getByRole('navigation', { name: 'Ubuyobozi' }).getByRole('link', {
      name: /^Imirongo y'imirimo/,
    });
    const [opened] = await Promise.all([context.waitForEvent('page'), queues.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toMatch(/^\/admin\/queues/);
    await expect(page).toHaveURL(/\/admin$/);
    await context.close();
  }
});
