import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { chooseVariant } from './support/shopper';

/**
 * The buying journey: browse, put two variants in the cart, sign in by phone with the code read
 * on the demo handset, check out, and pay by MTN MoMo approved on the handset (or cash on
 * delivery). The payment's outcome reaches the open pages live, without a reload.
 */

// A payment goes through the MoMo sandbox, the status check and the outbox: allow a few seconds.
const LIVE = { timeout: 30_000 };

/** A fresh MTN number per test and run (`prefix` keeps the tests of one run apart). */
function newPhone(prefix: '0788' | '0789' | '0798') {
  const digits = String(Date.now()).slice(-6);
  return { local: `${prefix}${digits}`, e164: `+250${prefix.slice(1)}${digits}` };
}

interface Variant {
  size: string | null;
  color: string | null;
  stockQuantity: number;
}
interface Product {
  id: string;
  slug: string;
  name: string;
  sizes: string[];
  variants: Variant[];
}

/** A product of the demo catalogue with two sizes in stock in one colour (plenty of each). */
async function productWithTwoVariants(
  request: APIRequestContext,
): Promise<{ product: Product; pair: [Variant, Variant] }> {
  const list = await request.get('/api/products?limit=100');
  expect(list.ok()).toBeTruthy();
  const cards = ((await list.json()) as { data: { id: string; inStock: boolean }[] }).data;
  for (const card of cards.filter((c) => c.inStock)) {
    const res = await request.get(`/api/products/${card.id}`);
    if (!res.ok()) continue;
    const product = ((await res.json()) as { data: Product }).data;
    if (product.sizes.length < 2) continue;
    const stocked = product.variants.filter((v) => v.size && v.stockQuantity >= 5);
    for (const a of stocked) {
      const b = stocked.find((v) => v !== a && v.size !== a.size && v.color === a.color);
      if (b) return { product, pair: [a, b] };
    }
  }
  throw new Error('The demo catalogue has no product with two sizes in stock');
}

/** Browses to the product through the shop's search and adds each variant once. */
async function addToCart(page: Page, product: Product, variants: Variant[]) {
  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  for (const v of variants) {
    await chooseVariant(page, v);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
  }
}

async function openHandset(context: BrowserContext, e164: string): Promise<Page> {
  const handset = await context.newPage();
  await handset.goto(`/dev/phone/${encodeURIComponent(e164)}`);
  await expect(handset.getByRole('heading', { name: /^\+250 7/ })).toBeVisible();
  return handset;
}

/** /checkout sends a guest to the phone sign-in; a new phone registers with the texted code and comes back. */
async function signInFromCheckout(page: Page, handset: Page, phone: { local: string }, fullName: string) {
  await expect(page).toHaveURL(/\/login\?from=\/checkout&action=buy$/);
  await expect(page.getByText('Sign in with your phone number to complete your purchase.')).toBeVisible();
  await page.getByLabel('Phone number').fill(phone.local);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account', exact: true })).toBeVisible();
  const code = handset.getByTestId('sms-code').first();
  await expect(code).toHaveText(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill((await code.textContent())?.trim() ?? '');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Delivery address').fill('KG 11 Ave 5, Kimironko');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Steps 1 and 2 of the wizard: the account's details are prefilled, the e-mail is asked for. */
async function fillDetails(page: Page, email: string, { reload = false } = {}) {
  await expect(page.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
  if (reload) {
    // A reload comes back to the delivery step, and the e-mail typed on step 1 is still there.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
  }
  await expect(page.getByLabel(/^Receiver name/)).not.toHaveValue('');
  await expect(page.getByLabel(/^Address/)).toHaveValue('KG 11 Ave 5, Kimironko');
  await expect(page.getByTestId('summary-shipping')).toHaveText(/Free|RWF/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

test('two variants, phone sign-in, MoMo approved on the demo phone: the dialog and the order turn paid live', async ({
  page,
  context,
  request,
}) => {
  const phone = newPhone('0788');
  const { product, pair } = await productWithTwoVariants(request);
  await addToCart(page, product, pair);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/RWF$/);
  await expect(page.getByText('Shipping fees will be calculated at checkout')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  const handset = await openHandset(context, phone.e164);
  await signInFromCheckout(page, handset, phone, 'Keza Mutoni');
  await fillDetails(page, 'keza@example.rw', { reload: true });

  await expect(page.getByLabel(/MoMo number to pay from/)).toHaveValue(/^\+250 788/);
  const total = (await page.getByTestId('summary-total').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Place Order' }).dblclick();

  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog.getByRole('heading', { name: 'Payment Pending!' })).toBeVisible();
  await expect(dialog.getByText(/5-10 minutes/)).toBeVisible();
  const orderNumber = (await dialog.getByTestId('dialog-order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^ISK-/);

  // The request to pay rings on the handset: approve it there.
  const prompt = handset.getByTestId('momo-prompt');
  await expect(prompt).toBeVisible(LIVE);
  await expect(prompt.getByTestId('momo-amount')).toHaveText(total);
  await expect(prompt).toContainText('Isoko');
  await prompt.getByRole('button', { name: 'Approve' }).click();

  await expect(dialog.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible(LIVE);
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=/);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('payment-badge')).toHaveText('Paid');
  await expect(page.getByTestId('order-total')).toHaveText(total);
  const tracking = (await page.getByTestId('tracking-number').textContent())?.trim() ?? '';
  await expect(page.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
    'href',
    `/track/${encodeURIComponent(tracking)}`,
  );

  // One order for the double click, and the cart is empty again.
  const orders = await page.request.post('/api/orders/customer-orders', { data: {} });
  expect(((await orders.json()) as { orders: unknown[] }).orders).toHaveLength(1);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a declined MoMo payment is tried again, and the confirmation page turns paid without a reload', async ({
  page,
  context,
  request,
}) => {
  const phone = newPhone('0789');
  const { product, pair } = await productWithTwoVariants(request);
  await addToCart(page, product, [pair[0]]);
  await page.goto('/checkout');
  // The assistant's chat opens the page's live connection while the shopper is still a guest;
  // once signed in, the order's payment must still reach this page live.
  await page.getByRole('button', { name: 'Open the shopping assistant' }).click();
  const assistant = page.getByRole('dialog', { name: 'Isoko assistant' });
  const message = assistant.getByRole('textbox', { name: 'Your message' });
  await message.fill('hello');
  await message.press('Enter');
  await expect(assistant.locator('.assistant-bubble.is-assistant:not(.assistant-typing)').nth(1)).toBeVisible(
    LIVE,
  );
  await assistant.getByRole('button', { name: 'Close' }).click();
  const handset = await openHandset(context, phone.e164);
  await signInFromCheckout(page, handset, phone, 'Eric Habimana');
  await fillDetails(page, 'eric@example.rw');
  await page.getByRole('button', { name: 'Place Order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog.getByRole('heading', { name: 'Payment Pending!' })).toBeVisible();
  await handset.getByTestId('momo-prompt').getByRole('button', { name: 'Decline' }).click(LIVE);
  await expect(dialog.getByRole('heading', { name: 'Payment Failed' })).toBeVisible(LIVE);
  await expect(dialog.getByText('The request was declined on the phone.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment Pending!' })).toBeVisible(LIVE);
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await expect(page.getByTestId('payment-badge')).toHaveText('Payment pending');

  // Mark the page: a reload would lose the mark.
  await page.evaluate(() => {
    (globalThis as { stillHere?: boolean }).stillHere = true;
  });
  await handset.getByTestId('momo-prompt').getByRole('button', { name: 'Approve' }).click(LIVE);
  await expect(page.getByTestId('payment-badge')).toHaveText('Paid', LIVE);
  expect(await page.evaluate(() => (globalThis as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('My Orders: Pay now after a declined MoMo payment sends a new prompt, and the window turns paid live', async ({
  page,
  context,
  request,
}) => {
  const phone = newPhone('0787');
  const { product, pair } = await productWithTwoVariants(request);
  await addToCart(page, product, [pair[0]]);
  await page.goto('/checkout');
  const handset = await openHandset(context, phone.e164);
  await signInFromCheckout(page, handset, phone, 'Claudine Ingabire');
  await fillDetails(page, 'claudine@example.rw');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog.getByRole('heading', { name: 'Payment Pending!' })).toBeVisible();
  const orderNumber = (await dialog.getByTestId('dialog-order-number').textContent())?.trim() ?? '';
  await handset.getByTestId('momo-prompt').getByRole('button', { name: 'Decline' }).click(LIVE);
  await expect(dialog.getByRole('heading', { name: 'Payment Failed' })).toBeVisible(LIVE);

  await page.goto('/orders');
  await page.getByRole('button', { name: orderNumber }).click();
  await expect(page.getByText('The Mobile Money payment did not go through.', { exact: false })).toBeVisible(
    LIVE,
  );
  await page.getByRole('button', { name: 'Pay now' }).click();
  const again = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(again.getByRole('heading', { name: 'Payment Pending!' })).toBeVisible(LIVE);
  await handset.getByTestId('momo-prompt').getByRole('button', { name: 'Approve' }).click(LIVE);
  await expect(again.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible(LIVE);
});

test('a cash-on-delivery order is confirmed, to be paid on delivery, empties the cart, can be cancelled in My Orders and bought again', async ({
  page,
  context,
  request,
}) => {
  const phone = newPhone('0798');
  const { product, pair } = await productWithTwoVariants(request);
  await addToCart(page, product, pair);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const handset = await openHandset(context, phone.e164);
  await signInFromCheckout(page, handset, phone, 'Aline Uwase');
  await fillDetails(page, 'aline@example.rw');

  await page.getByLabel(/Cash on delivery/).check();
  await expect(page.getByLabel(/MoMo number to pay from/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await expect(dialog.getByText(/in cash when your order is delivered/)).toBeVisible();
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await expect(page.getByTestId('payment-badge')).toHaveText('Pay on delivery');
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(handset.getByTestId('momo-prompt')).toHaveCount(0);

  await page.goto('/checkout');
  await expect(page.getByText(/Your cart is empty/)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);

  // The shopper changes their mind: nobody has started on it and nothing is paid, so My Orders
  // cancels it after asking, and the history says who cancelled it.
  await page.goto('/orders');
  const detail = page.getByRole('region', { name: /^Order ISK-/ });
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: /^Cancel order ISK-/ })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(detail.getByText('Cancelled by the customer')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Changed their mind again: Buy again puts both variants back in the cart.
  await detail.getByRole('button', { name: 'Buy again' }).click();
  await expect(detail.getByText(/^Added to your cart at today’s price:/)).toBeVisible();
  await detail.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('2');
});
