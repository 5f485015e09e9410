import { expect, type Page, test } from '@playwright/test';

/** A fresh MTN number per run, so reruns against one server never collide. */
function newPhone() {
  const digits = String(Date.now()).slice(-6);
  return { local: `0788${digits}`, e164: `+250788${digits}` };
}

/** The newest code on the demo handset, once it differs from the one seen before. */
async function readCode(handset: Page, previous?: string): Promise<string> {
  const newest = handset.getByTestId('sms-code').first();
  if (previous) await expect(newest).not.toHaveText(previous);
  else await expect(newest).toHaveText(/^\d{6}$/);
  const code = (await newest.textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

test('a new phone registers with the code from the demo phone; a returning phone signs in; logout', async ({
  page,
  context,
}) => {
  const phone = newPhone();

  // Step 1: an unknown phone gets a code and the registration form.
  await page.goto('/login?action=buy');
  await expect(page.getByText('Sign in with your phone number to complete your purchase.')).toBeVisible();
  await page.getByLabel('Phone number').fill(phone.local);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account', exact: true })).toBeVisible();

  // The code arrives on the simulated handset, opened in a second page.
  const handset = await context.newPage();
  await handset.goto(`/dev/phone/${encodeURIComponent(phone.e164)}`);
  await expect(handset.getByRole('heading', { name: /^\+250 788/ })).toBeVisible();
  const firstCode = await readCode(handset);

  await page.getByLabel('6-digit code').fill(firstCode);
  await page.getByLabel('Full name').fill('Keza Mutoni');
  await page.getByLabel('Delivery address').fill('KG 11 Ave, Kimironko');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();

  // After 1.5 s the screen goes on to the shop; the header greets the customer by first name.
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Keza' })).toBeVisible();
  // The welcome text follows on the handset, live.
  await expect(handset.getByText(/Murakaza neza Keza/)).toBeVisible();

  // Logout clears the session everywhere on the page.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Register' })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();

  // A returning phone signs in with a new code and lands where it came from.
  await page.goto('/login?from=/account');
  await page.getByLabel('Phone number').fill(phone.local);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  const secondCode = await readCode(handset, firstCode);
  await page.getByLabel('6-digit code').fill(secondCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Keza!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Keza' })).toBeVisible();

  // The account's own Logout ends the session on the server too.
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Register' })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).user).toBeNull();
});
