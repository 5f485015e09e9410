import { expect, test } from '@playwright/test';
import { chooseVariant, negotiableProduct, registerShopper } from './support/shopper';

/**
 * Bargaining on the product page: a signed-in shopper opens "Chat & Make Offer", plays the three
 * rounds, accepts the shop's last price, and that price is what the cart shows and the cash on
 * delivery order charges.
 */

const rwf = (amount: number) => `${amount.toLocaleString('en-US')} RWF`;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('three rounds in the widget, accept, and the cart and the order charge the agreed price', async ({
  page,
}) => {
  await registerShopper(page.request, 'Ineza');
  const { product, variant } = await negotiableProduct(page.request);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await chooseVariant(page, variant);
  await page.getByRole('button', { name: 'Chat & Make Offer' }).click();
  const chat = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(chat.getByText('Round 1/3')).toBeVisible();
  const price = amountOf(await chat.locator('.nego-price strong').textContent());
  expect(price).toBeGreaterThan(0);

  // Round 1: the 70% quick offer; rounds 2 and 3: typed amounts, sent with Enter.
  await chat.getByRole('button', { name: /\(70% of the price\)$/ }).click();
  await expect(chat.getByText('Round 2/3')).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Your offer' });
  await input.fill(String(Math.round(price * 0.75)));
  await input.press('Enter');
  await expect(chat.getByText('Round 3/3')).toBeVisible();
  await input.fill(String(Math.round(price * 0.8)));
  await input.press('Enter');
  await expect(chat.getByText(/That was the last round/)).toBeVisible();
  // No more offers: the quick offers give way to a note and the box takes no fourth price; the
  // shop's last price is taken with Accept.
  await expect(chat.getByText('No more offers on this product.')).toBeVisible();
  await expect(chat.getByRole('button', { name: /\(70% of the price\)$/ })).toHaveCount(0);
  await expect(input).toBeDisabled();

  const accept = chat.getByRole('button', { name: /^Accept / });
  const agreed = amountOf(await accept.textContent());
  expect(agreed).toBeLessThan(price);
  expect(agreed).toBeGreaterThanOrEqual(Math.floor(price * 0.9));
  await accept.click();
  await expect(chat.getByText(`Deal! The item is in your cart at ${rwf(agreed)}.`)).toBeVisible();
  await chat.getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('unit-price')).toContainText(rwf(agreed));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(rwf(agreed));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  await page.getByLabel(/^Email/).fill('ineza@example.rw');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/Cash on delivery/).check();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rwf(agreed));
  const total = (await page.getByTestId('summary-total').textContent())?.trim() ?? '';
  const shipping = (await page.getByTestId('summary-shipping').textContent())?.trim() ?? '';
  expect(amountOf(total)).toBe(agreed + (shipping === 'Free' ? 0 : amountOf(shipping)));
  await page.getByRole('button', { name: 'Place Order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await expect(page.getByTestId('order-total')).toHaveText(total);

  // The deal closed the bargaining on this product for the day: opened again, the widget plays
  // no more rounds and only the agreed price can be taken again.
  await page.goto(`/product/${product.id}`);
  await chooseVariant(page, variant);
  await page.getByRole('button', { name: 'Chat & Make Offer' }).click();
  const again = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(
    again.getByText(`Welcome back. You already made a deal on this product at ${rwf(agreed)}`),
  ).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Your offer' })).toBeDisabled();
  await expect(again.getByRole('button', { name: /\(70% of the price\)$/ })).toHaveCount(0);
  await expect(again.getByRole('button', { name: `Accept ${rwf(agreed)}` })).toBeEnabled();
});

test('a guest’s deal waits in the cart for a sign-in, then keeps its price', async ({ page }) => {
  const { product, variant } = await negotiableProduct(page.request);
  await page.goto(`/product/${product.id}`);
  await chooseVariant(page, variant);
  await page.getByRole('button', { name: 'Chat & Make Offer' }).click();
  const chat = page.getByRole('dialog', { name: 'Make an offer' });
  await chat.getByRole('button', { name: /\(70% of the price\)$/ }).click();
  await expect(chat.getByText('Round 2/3')).toBeVisible();
  const accept = chat.getByRole('button', { name: /^Accept / });
  const agreed = amountOf(await accept.textContent());
  await accept.click();
  // A guest is told the truth: the item is in the cart, the agreed price comes with a sign-in.
  await expect(
    chat.getByText(
      `Deal at ${rwf(agreed)}! The item is in your cart. Sign in to get this price: until then the cart shows the regular price.`,
    ),
  ).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?from=/cart');
  // Accepting plays no round: the count stays where it was.
  await expect(chat.getByText('Round 2/3')).toBeVisible();
  await chat.getByRole('link', { name: 'View cart' }).click();

  const notice = page.getByTestId('deal-needs-sign-in');
  await expect(notice).toHaveText(
    `Sign in to keep your negotiated price of ${rwf(agreed)}; until then the regular price shows. Sign in`,
  );
  await expect(page.getByText(/can no longer be used/)).toHaveCount(0);
  await expect(page.getByTestId('price-changed')).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?from=/cart');

  // Signed in on this device, the cart claims the deal and charges the agreed price.
  await registerShopper(page.request, 'Umutoni');
  await page.reload();
  await expect(page.getByTestId('unit-price')).toContainText(rwf(agreed));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(rwf(agreed));
  await expect(page.getByTestId('deal-needs-sign-in')).toHaveCount(0);
});

test('an offer typed for two items in the widget is bargained per item, and the deal puts both in the cart at the agreed price', async ({
  page,
}) => {
  await registerShopper(page.request, 'Gatete');
  const { product, variant } = await negotiableProduct(page.request);
  await page.goto(`/product/${product.id}`);
  await chooseVariant(page, variant);
  await page.getByRole('button', { name: 'Chat & Make Offer' }).click();
  const chat = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(chat.getByText('Round 1/3')).toBeVisible();
  const price = amountOf(await chat.locator('.nego-price strong').textContent());
  const each = Math.round(price * 0.85);

  // The total for both, as a shopper says it: read as one item's price for two.
  const input = chat.getByRole('textbox', { name: 'Your offer' });
  await input.fill(`${each * 2} for two`);
  await input.press('Enter');
  await expect(chat.getByText(`That makes ${rwf(each)} each for 2 items.`)).toBeVisible();
  await expect(chat.getByText('Round 2/3')).toBeVisible();
  // The shop's answer is about one item's price: its counter lies between the offer and the price.
  const accept = chat.getByRole('button', { name: /^Accept / });
  const agreed = amountOf(await accept.textContent());
  expect(agreed).toBeGreaterThan(each);
  expect(agreed).toBeLessThan(price);
  await accept.click();
  await expect(chat.getByText(`Deal! The 2 items are in your cart at ${rwf(agreed)} each.`)).toBeVisible();
  await chat.getByRole('link', { name: 'View cart' }).click();

  // The server prices the two units at the deal: the token covers both.
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('unit-price')).toContainText(rwf(agreed));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(rwf(agreed * 2));
  await expect(page.getByTestId('deal-quantity')).toHaveCount(0);
});
