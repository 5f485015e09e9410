import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { chooseVariant, registerShopper } from './support/shopper';

/**
 * A shopper on a flaky network: pages seen once (home, a product) and the cart still open with
 * the offline banner when the network is gone, and checkout works again once it is back. A
 * signed-in shopper stays signed in offline; a product page never opened says it was not saved;
 * the account, My Orders and the sign-in, which the phone never keeps, say they need a connection.
 */

interface Product {
  id: string;
  name: string;
  colors: Array<{ name: string; label?: string | null }>;
  variants: Array<{ size: string | null; color: string | null; stockQuantity: number }>;
}

type Variant = Product['variants'][number];

/**
 * An in-stock product and one of its variants with plenty of stock (and what else `fits` asks),
 * as the API words it in `language`.
 */
async function stockedProduct(
  request: APIRequestContext,
  {
    fits = () => true,
    language = 'en',
  }: { fits?: (variant: Variant, product: Product) => boolean; language?: string } = {},
) {
  const list = (await (await request.get('/api/products?limit=40&inStock=true')).json()) as {
    data: Array<{ id: string }>;
  };
  for (const card of list.data) {
    const answer = await request.get(`/api/products/${card.id}`, {
      headers: { 'accept-language': language },
    });
    const product = ((await answer.json()) as { data: Product }).data;
    const variant = product.variants.find((v) => v.stockQuantity >= 5 && fits(v, product));
    if (variant) return { product, variant };
  }
  throw new Error('The demo catalogue has no product in stock');
}

/** The French word the shop gives a variant's colour, when it differs from the stored English one. */
const frenchColour = (variant: Variant, product: Product) => {
  const label = product.colors.find((c) => c.name === variant.color)?.label;
  return label && label !== variant.color ? label : null;
};

/** Waits until the service worker controls the page (it installs a few seconds after the load). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready;
      return !!navigator.serviceWorker.controller;
    },
    undefined,
    { timeout: 30_000 },
  );
}

const pictureShown = (page: Page) =>
  page
    .locator('.gallery-main img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('home, a product seen before and the cart open offline with the banner; checkout works once back online', async ({
  page,
  context,
  request,
}) => {
  const { product, variant } = await stockedProduct(request);

  await page.goto('/');
  await waitForServiceWorker(page);
  // Seen with the worker in charge: home and the product are kept for later.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect.poll(() => pictureShown(page)).toBe(true);
  await chooseVariant(page, variant);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  await expect.poll(() => pictureShown(page)).toBe(true);

  await page.goto('/');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(product.name);
  await expect(page.getByText('Checkout needs an internet connection.', { exact: false })).toBeVisible();

  // Back online: the banner goes and the order goes through.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // Signed in beside the page: the checkout opens on a fresh load that reads the new session.
  await registerShopper(page.request, 'Keza');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  await page.getByLabel(/^Email/).fill('keza.offline@example.rw');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
  // The saved address may not have arrived yet: the street is typed either way.
  await page.getByLabel(/^Address/).fill('KG 11 Ave 5, Kimironko');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await page.getByLabel(/Cash on delivery/).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^ISK-/);
});

test.describe('on a 390 px phone in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in shopper stays signed in offline, the cart keeps its French colour, and checkout asks for a connection', async ({
    page,
    context,
    request,
  }) => {
    const { product, variant } = await stockedProduct(request, {
      fits: (v, p) => frenchColour(v, p) !== null,
      language: 'fr',
    });
    const colour = frenchColour(variant, product)!;
    await registerShopper(page.request, 'Keza');

    // Added to the cart with the network (the English page names the colour as the variant does).
    await page.goto(`/product/${product.id}?lang=en`);
    await waitForServiceWorker(page);
    await chooseVariant(page, variant);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // Home, the shop and the cart seen in French while signed in.
    await page.goto('/?lang=fr');
    await expect(page.getByRole('link', { name: 'Keza', exact: true })).toBeVisible();
    await page.goto('/shop');
    await expect(page.locator('.product-card').first()).toBeVisible();
    await page.goto('/cart');
    const choice = page.getByTestId('cart-line').locator('.cart-line-choice');
    await expect(choice).toContainText(new RegExp(`Couleur\\s:\\s${colour}`));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('Vous êtes hors ligne.');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // Still signed in as far as this phone knows: the name, not the sign-in link, and sign-out in
    // the menu (where a phone's header keeps it).
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Keza', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Connexion / Inscription' })).toHaveCount(0);
    await banner.locator('.menu-toggle').click();
    await expect(banner.locator('.mobile-menu').getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await banner.locator('.menu-toggle').click();
    await expect(banner.locator('.mobile-menu')).toBeHidden();
    // The colour in French from the shop's own words, though the cart cannot be priced.
    await expect(choice).toContainText(new RegExp(`Couleur\\s:\\s${colour}`));

    await page.getByRole('link', { name: 'Passer à la caisse' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(
      page
        .locator('.checkout-page')
        .getByText("La commande a besoin d'une connexion internet.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Keza', exact: true })).toBeVisible();
  });

  test('offline at the payment step, the order is not sent and says so; back online nothing is placed by itself, and one tap places one order', async ({
    page,
    context,
    request,
  }) => {
    const { product, variant } = await stockedProduct(request);
    await registerShopper(page.request, 'Keza');
    await page.goto('/?lang=fr');
    await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), {
      id: product.id,
      name: product.name,
      price: 10000,
      quantity: 1,
      size: variant.size,
      color: variant.color,
    });
    const orderPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') orderPosts.push(r.url());
    });
    const myOrders = async () =>
      (
        (await (await page.request.post('/api/orders/customer-orders', { data: {} })).json()) as {
          orders: unknown[];
        }
      ).orders.length;

    await page.goto('/checkout');
    await page.locator('#co-email').fill('keza.hors-ligne@example.rw');
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Livraison', exact: true })).toBeVisible();
    await page.locator('#co-address').fill('KG 11 Ave 5, Kimironko');
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Paiement', exact: true })).toBeVisible();
    await page.getByLabel(/Paiement à la livraison/).check();

    await context.setOffline(true);
    const waiting = page.getByRole('button', { name: 'Connexion requise pour passer la commande' });
    await expect(waiting).toBeDisabled();
    await expect(page.getByText("Rien n'a été envoyé, et ce que vous avez saisi est gardé")).toBeVisible();
    // However the form is submitted offline (Enter in a field), nothing goes out.
    await page.locator('form.checkout-step').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.getByRole('button', { name: 'Retour' })).toBeEnabled();

    await context.setOffline(false);
    const place = page.getByRole('button', { name: 'Passer la commande' });
    await expect(place).toBeEnabled();
    await expect(page.getByLabel(/Paiement à la livraison/)).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(orderPosts).toEqual([]);
    expect(await myOrders()).toBe(0);

    await place.click();
    const dialog = page.getByRole('dialog', { name: 'Instructions de paiement' });
    await expect(dialog.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible();
    expect(orderPosts).toHaveLength(1);
    expect(await myOrders()).toBe(1);
  });
});

test('a product page never opened says offline that it was not saved, with Retry, and opens once back online', async ({
  page,
  context,
}) => {
  await page.goto('/shop');
  await waitForServiceWorker(page);
  await page.reload();
  const card = page.locator('.product-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getAttribute('aria-label')) ?? '';

  // The network goes while the shop is open: the product was never opened, so nothing holds it.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await card.locator('.pc-name a').click();
  await expect(page).toHaveURL(/\/product\//);
  const notSaved = page.getByTestId('not-saved-offline');
  await expect(notSaved).toContainText('This page was not saved for offline use.');
  await expect(notSaved.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('Loading product...')).toHaveCount(0);

  // Opened again without a network: the same message.
  await page.reload();
  await expect(notSaved).toContainText('This page was not saved for offline use.');

  // Retry asks again; still offline, the message stays.
  await notSaved.getByRole('button', { name: 'Retry' }).click();
  await expect(notSaved).toContainText('This page was not saved for offline use.');

  // The network comes back: the product opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('offline in French, the account, My Orders and the sign-in say they need a connection, and My Orders opens once back online', async ({
  page,
  context,
}) => {
  await registerShopper(page.request, 'Keza');
  await page.goto('/account?lang=fr');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Bon retour, Keza !' })).toBeVisible();

  // Nothing of the account is kept on the phone: it says so, with Retry, instead of loading.
  await context.setOffline(true);
  await page.reload();
  const needsConnection = page.getByTestId('needs-connection');
  await expect(needsConnection).toContainText("Cette page a besoin d'une connexion internet.");
  await expect(needsConnection.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.getByText('Chargement de votre compte...')).toHaveCount(0);
  // Retry while still offline: the same notice.
  await needsConnection.getByRole('button', { name: 'Réessayer' }).click();
  await expect(needsConnection).toContainText("Cette page a besoin d'une connexion internet.");

  // The sign-in shows its form, and its button says a code cannot be sent offline.
  await page.goto('/login');
  await expect(page.getByLabel('Numéro de téléphone')).toBeVisible();
  await expect(
    page.getByText("L'envoi d'un code de connexion a besoin d'une connexion internet.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connexion requise pour envoyer le code' })).toBeDisabled();

  await page.goto('/orders');
  await expect(needsConnection).toContainText("Cette page a besoin d'une connexion internet.");

  // The network comes back: My Orders opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  await expect(needsConnection).toHaveCount(0);
});

test.describe('before the service worker has kept anything', () => {
  // No worker: nothing of the shop is kept yet, as in the first seconds of a first visit.
  test.use({ serviceWorkers: 'block' });

  test('offline, a screen whose code was never downloaded says it needs a connection and the shop stays; back online it opens', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    let left = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('chrome-error:')) left = true;
    });

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
    const needsConnection = page.getByTestId('needs-connection');
    for (const open of [
      () => page.locator('.cart-link').click(),
      () =>
        page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'My Orders' })
          .click(),
      () =>
        page
          .getByRole('navigation', { name: 'Shop information' })
          .getByRole('link', { name: 'Blog' })
          .click(),
    ]) {
      await open();
      await expect(needsConnection).toContainText('This page needs an internet connection.');
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
    // Retry while still offline keeps the shop on screen.
    await needsConnection.getByRole('button', { name: 'Retry' }).click();
    await page.waitForTimeout(500);
    await expect(needsConnection).toBeVisible();
    expect(left).toBe(false);

    // The network comes back: the screen opens by itself.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(needsConnection).toHaveCount(0);
    expect(left).toBe(false);
  });

  test('offline, the search box whose suggestions were never downloaded says so in its popup and the page stays; back online they appear', async ({
    page,
    context,
    request,
  }) => {
    // The first word of a product's name: a term the suggestions answer.
    const list = (await (await request.get('/api/products?limit=1')).json()) as {
      data: Array<{ name: string }>;
    };
    const word = list.data[0]?.name.split(/\s+/)[0] ?? '';
    expect(word.length).toBeGreaterThan(1);
    await page.goto('/');
    const firstCard = page.locator('.product-card').first();
    await expect(firstCard).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    const notice = page.locator('.header-search').getByTestId('part-offline');
    await expect(notice).toContainText('This part of the page needs an internet connection.');
    // Only the popup says so: the home page and its products stay, with no error screen.
    await expect(firstCard).toBeVisible();
    await expect(page.getByTestId('needs-connection')).toHaveCount(0);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await box.fill(word);
    await expect(box).toHaveValue(word);

    // Back online, the suggestions load by themselves.
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
  });
});
