import { expect, request as playwrightRequest, test } from '@playwright/test';
import { placeCashOrder, registerShopper, signInDemoAdmin } from './support/shopper';

test('a customer watches /track/{id} move along the timeline live while staff change the status', async ({
  page,
  baseURL,
}) => {
  const { phone } = await registerShopper(page.request);
  const order = await placeCashOrder(page.request, phone);
  expect(order.trackingId).toMatch(/^ISK-TRK-/);

  const staff = await playwrightRequest.newContext({ baseURL });
  await signInDemoAdmin(staff);
  const move = async (status: string, location?: string) => {
    const res = await staff.put(`/api/admin/orders/${order.id}/status`, { data: { status, location } });
    expect(res.status(), await res.text()).toBe(200);
  };

  await page.goto(`/track/${order.trackingId}`);
  await expect(page.getByTestId('tracking-status')).toHaveText('Confirmed');
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '2');

  // No reload from here on: every step arrives over the socket (a reload would drop this mark).
  await page.evaluate(() => {
    (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
  });
  await move('processing');
  await expect(page.getByTestId('tracking-status')).toHaveText('Being prepared');
  await move('shipped', 'Nyabugogo bus park');
  await expect(page.getByTestId('tracking-status')).toHaveText('Shipped');
  await expect(page.getByTestId('tracking-location')).toHaveText('Nyabugogo bus park');
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await move('out_for_delivery');
  await expect(page.getByTestId('tracking-status')).toHaveText('Out for delivery');
  await expect(page.getByTestId('tracking-timeline').getByRole('listitem')).toHaveCount(5);
  await move('delivered');
  await expect(page.getByTestId('tracking-status')).toHaveText('Delivered');
  expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(
    true,
  );
  await staff.dispose();
});

test('the tracking search refuses blank input and explains an unknown number', async ({ page }) => {
  await page.goto('/track');
  await expect(page.getByRole('button', { name: 'Track' })).toBeDisabled();
  await page.getByLabel('Tracking number').fill('ISK-TRK-NOTREAL00');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText('Tracking not found. Please check your tracking number.')).toBeVisible();
});
