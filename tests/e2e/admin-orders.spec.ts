import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { placeCashOrder, placeOrder, registerShopper } from './support/shopper';

/** The demo admin's password, written by the seed into this server's data folder. */
function demoAdminPassword() {
  const port = process.env.E2E_PORT ?? '3100';
  return readFileSync(path.join(process.cwd(), '.data', `e2e-${port}`, 'admin-password'), 'utf8').trim();
}

test('staff see a new order arrive live, ship it while the shopper watches, and export it', async ({
  browser,
}) => {
  const staff = await browser.newContext();
  const shopper = await browser.newContext();
  const admin = await staff.newPage();

  await admin.goto('/admin/login');
  // Demo mode fills the e-mail in once it knows the mode: wait for it rather than race it.
  await expect(admin.getByLabel('Email')).toHaveValue('admin@isoko.demo');
  await admin.getByLabel('Email').fill('admin@isoko.demo');
  await admin.getByLabel('Password', { exact: true }).fill(demoAdminPassword());
  await admin.getByRole('button', { name: 'Login' }).click();
  await expect(admin).toHaveURL(/\/admin$/);

  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { name: 'AI-Powered Orders CRM' })).toBeVisible();
  // Wait until the list has answered (a fresh shop has no orders), then mark the page: a reload
  // would drop the mark.
  await expect(admin.getByTestId('order-row').or(admin.getByText('No orders found')).first()).toBeVisible();
  await admin.evaluate(() => {
    (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
  });

  const { phone } = await registerShopper(shopper.request);
  const order = await placeCashOrder(shopper.request, phone);
  const placedAt = Date.now();

  // Within 2 s, without a reload: a notice and the order at the top of the list.
  const notice = admin.getByTestId('new-order-notice');
  await expect(notice).toContainText(order.orderNumber, { timeout: 2_000 });
  const firstRow = admin.getByTestId('order-row').first();
  await expect(firstRow).toContainText(order.orderNumber, {
    timeout: Math.max(0, 2_000 - (Date.now() - placedAt)),
  });
  const liveMs = Date.now() - placedAt;
  expect(liveMs).toBeLessThan(2_000);
  console.log(`new order in the CRM ${liveMs} ms after the order call answered`);

  const track = await shopper.newPage();
  await track.goto(`/track/${order.trackingId}`);
  await expect(track.getByTestId('tracking-status')).toHaveText('Confirmed');
  await track.evaluate(() => {
    (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
  });

  // Cash on delivery is confirmed at once; the lifecycle lets staff move it straight to shipped.
  const statusSelect = firstRow.getByRole('combobox', { name: `Change status of ${order.orderNumber}` });
  await expect(statusSelect.getByRole('option', { name: 'Pending' })).toHaveCount(0);
  await statusSelect.selectOption('shipped');
  await firstRow.getByRole('button', { name: `Save the new status of ${order.orderNumber}` }).click();
  await expect(admin.getByText('Order status updated!')).toBeVisible();
  await expect(firstRow).toContainText('Shipped');
  await expect(track.getByTestId('tracking-status')).toHaveText('Shipped');

  // Export the filtered list: search for this order, then download the CSV.
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNumber);
  await expect(admin).toHaveURL(new RegExp(`q=${order.orderNumber}`));
  await expect(admin.getByTestId('order-row')).toHaveCount(1);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Order Number,Customer,Phone,Total,Status,Date (Kigali time UTC+2)');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order.orderNumber);
  // The status word the staff member reads on the screen, in the language of the screen.
  expect(lines[1]).toContain(',Shipped,');
  expect(lines[1]).not.toContain("'+250");

  for (const page of [admin, track]) {
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(
      true,
    );
  }
  await staff.close();
  await shopper.close();
});

test('on a 390 px phone only the section strip stays on screen while staff scroll the orders', async ({
  browser,
}) => {
  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await staff.newPage();
  const login = await admin.request.post('/api/admin/auth/login', {
    data: { email: 'admin@isoko.demo', password: demoAdminPassword() },
  });
  expect(login.ok()).toBe(true);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { name: 'AI-Powered Orders CRM' })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Back office' });
  // Scrolled again on each try: while the orders still load, the page is too short to scroll.
  await expect
    .poll(() =>
      admin.evaluate(() => {
        window.scrollTo(0, 900);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(300);
  const sticky = await admin.evaluate(() => {
    const strip = document.querySelector('.admin-nav')!.getBoundingClientRect();
    const header = document.querySelector('.admin-header')!.getBoundingClientRect();
    return { navTop: strip.top, navHeight: Math.round(strip.height), headerBottom: header.bottom };
  });
  // The strip sits at the top and is one row of links; the name and logout have scrolled away.
  expect(sticky.navTop).toBe(0);
  expect(sticky.navHeight).toBeLessThanOrEqual(60);
  expect(sticky.headerBottom).toBeLessThanOrEqual(0);
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeInViewport();
  await staff.close();
});

test('on a laptop the twelve sections fit one row; on a phone the dashboard tabs show that more lie past the edge', async ({
  browser,
}) => {
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await staff.newPage();
  const login = await admin.request.post('/api/admin/auth/login', {
    data: { email: 'admin@isoko.demo', password: demoAdminPassword() },
  });
  expect(login.ok()).toBe(true);
  await admin.goto('/admin');
  const nav = admin.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Queues' })).toBeVisible();
  // One row of 44 px links (two rows were 92 px).
  expect(Math.round((await nav.boundingBox())!.height)).toBeLessThanOrEqual(60);

  await admin.setViewportSize({ width: 390, height: 844 });
  const tabs = admin.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toBeVisible();
  const row = await tabs.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    shadows: getComputedStyle(el).backgroundImage.match(/radial-gradient/g)?.length ?? 0,
  }));
  expect(row).toEqual({ scrolls: true, shadows: 2 });
  await staff.close();
});

test('on a 768 px tablet the orders page fits the screen and the table scrolls sideways in its own box', async ({
  browser,
}) => {
  const staff = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const admin = await staff.newPage();
  const login = await admin.request.post('/api/admin/auth/login', {
    data: { email: 'admin@isoko.demo', password: demoAdminPassword() },
  });
  expect(login.ok()).toBe(true);
  // A row to show: the seven columns are what used to push the page past the edge.
  const order = await admin.request.post('/api/admin/test-order', { data: {} });
  expect(order.ok()).toBe(true);
  await admin.goto('/admin/orders');
  await expect(admin.getByTestId('order-row').first()).toBeVisible();
  const overflow = await admin.evaluate(() => {
    const main = document.querySelector('main')!;
    const box = document.querySelector('.ao-table-scroll');
    const cut = [...main.querySelectorAll<HTMLElement>('*')]
      .filter((el) => !box?.contains(el) || el === box)
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { page: document.documentElement.scrollWidth - window.innerWidth, cut };
  });
  // Nothing outside the table's box goes past the right edge, and the page does not scroll sideways.
  expect(overflow).toEqual({ page: 0, cut: [] });
  // The row's last action is reached by scrolling the table's own box.
  const change = admin
    .getByTestId('order-row')
    .first()
    .getByRole('button', { name: /^Save the new status of/ });
  await change.scrollIntoViewIfNeeded();
  await expect(change).toBeInViewport();
  await staff.close();
});

test('on a phone the simple view opens an order’s details, shows the analysis after its pause, and Escape gives focus back', async ({
  browser,
}) => {
  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await staff.newPage();
  const login = await admin.request.post('/api/admin/auth/login', {
    data: { email: 'admin@isoko.demo', password: demoAdminPassword() },
  });
  expect(login.ok()).toBe(true);
  const created = await admin.request.post('/api/admin/test-order', { data: {} });
  expect(created.ok()).toBe(true);
  const { orderNumber } = (await created.json()).data as { orderNumber: string };
  // A fresh page: the window's texts load the first time it opens.
  await admin.goto('/admin/simple');
  await admin.getByRole('tab', { name: 'Orders' }).click();
  const view = admin.getByRole('button', { name: `View Details of ${orderNumber}` });
  await view.click();
  const dialog = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  const analysis = dialog.getByRole('region', { name: 'AI Analysis' });
  await expect(analysis).toContainText('Analysing…');
  await expect(analysis).toContainText(/Score: \d+\/100/);
  await expect(dialog.getByRole('link', { name: 'Print Order' })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(view).toBeFocused();
  await staff.close();
});

/**
 * A Mobile Money order the shopper paid on the demo handset and the shop then cancelled: the
 * money is owed back, so the order's details show "Refund due" and the refund form.
 */
async function cancelledPaidOrder(shopper: APIRequestContext, staff: APIRequestContext, email: string) {
  const { phone } = await registerShopper(shopper);
  const order = await placeOrder(shopper, phone, { paymentMethod: 'mobile_money', email });
  let referenceId: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await shopper.get(`/api/dev/momo/prompts?phone=${encodeURIComponent(phone)}`);
        const body = (await res.json()) as { data?: { prompts?: { referenceId: string; status: string }[] } };
        referenceId = body.data?.prompts?.find((p) => p.status === 'pending')?.referenceId;
        return referenceId;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  expect((await shopper.post(`/api/dev/momo/${referenceId}/approve`)).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          (await (await staff.get(`/api/admin/orders/${order.id}`)).json()) as {
            data: { paymentStatus: string };
          }
        ).data.paymentStatus,
      { timeout: 30_000 },
    )
    .toBe('paid');
  const cancel = await staff.put(`/api/admin/orders/${order.id}/status`, { data: { status: 'cancelled' } });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  return order;
}

test('on a 390 px phone the order details of a paid, cancelled order with a long e-mail fit the sheet', async ({
  browser,
}) => {
  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await browser.newContext();
  const admin = await staff.newPage();
  const login = await admin.request.post('/api/admin/auth/login', {
    data: { email: 'admin@isoko.demo', password: demoAdminPassword() },
  });
  expect(login.ok()).toBe(true);
  const email = `buyer${Date.now()}@example.rw`;
  const order = await cancelledPaidOrder(shopper.request, admin.request, email);

  await admin.goto(`/admin/orders?q=${order.orderNumber}`);
  const row = admin.getByTestId('order-row').filter({ hasText: order.orderNumber });
  await row.getByRole('button', { name: 'View' }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await expect(dialog.getByRole('region', { name: 'Refunds' })).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText('Refund due')).toBeVisible();
  await expect(dialog.getByLabel('Reference (optional)')).toBeVisible();

  const overflow = await dialog.evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const body = panel.querySelector('.dialog-body')!;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const wide = [...panel.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // Nothing wider than the sheet, and nothing past its edges (cut off, or reached only by
        // scrolling the sheet sideways).
        return (
          r.width > 0 && (r.width > box.width + 0.5 || r.right > box.right + 0.5 || r.left < box.left - 0.5)
        );
      })
      .map(describe);
    return { sheet: Math.round(box.width), sideways: body.scrollWidth - body.clientWidth, wide };
  });
  expect(overflow).toEqual({ sheet: 390, sideways: 0, wide: [] });
  // A toast shown while the sheet is open (a refund recorded) sits above it, not over its buttons.
  const toastPlace = await dialog.evaluate((panel) => {
    const region = document.querySelector('.toast-region')!.getBoundingClientRect();
    return {
      regionBottom: Math.round(region.bottom),
      sheetTop: Math.round(panel.getBoundingClientRect().top),
    };
  });
  expect(toastPlace.regionBottom).toBeLessThan(toastPlace.sheetTop);
  await staff.close();
  await shopper.close();
});
