import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { formatDate, RW_MONTHS } from '../../shared/src/date-format';
import { CARRIER_WORDS, HISTORY_PLACE_WORDS } from '../../shared/src/orders/history-places';

/**
 * A shopper who reads Kinyarwanda (then French) all the way: searches in their words, opens a
 * dress, buys it with the code texted to the demo handset, and reads their language on the
 * product page, in the order's history and tracking, in the dates and in the texts.
 */

type Lang = 'rw' | 'fr';
const LIVE = { timeout: 30_000 };

const locales = path.join(process.cwd(), 'web', 'src', 'i18n', 'locales');
/** The screen's words, read from the same files the web app uses. */
function tr(lang: string, ns: string, key: string, values: Record<string, string> = {}): string {
  const file = JSON.parse(readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file);
  if (typeof text !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A fresh MTN number per run and language. */
function newPhone(prefix: '0787' | '0797') {
  const digits = String(Date.now()).slice(-6);
  return { local: `${prefix}${digits}`, e164: `+250${prefix.slice(1)}${digits}` };
}

async function shopperIn(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context;
}

/** The product's name as the API gives it in `lang`. */
async function productIn(request: APIRequestContext, id: string, lang: string) {
  const res = await request.get(`/api/products/${id}?lang=${lang}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { name: string; subcategory: { slug: string } | null } }).data;
}

/** Searches from the header, opens the first result and checks it reads in the shopper's language. */
async function findDress(page: Page, request: APIRequestContext, lang: Lang, words: string) {
  await page.goto('/');
  await page.locator('#header-search-input').fill(words);
  await page.locator('#header-search-input').press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=/);
  const first = page.locator('main a[href^="/product/"]:not([aria-hidden="true"])').first();
  await expect(first).toBeVisible(LIVE);
  await first.click();
  await expect(page).toHaveURL(/\/product\//);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const [product, english] = await Promise.all([productIn(request, id, lang), productIn(request, id, 'en')]);
  const translated = product.name;
  // A dress, named in the shopper's language, not in English.
  expect(product.subcategory?.slug).toBe('dresses');
  expect(translated).not.toBe(english.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated);
  return { id, name: translated };
}

/** Picks the first size and colour still in stock, and adds the dress to the cart. */
async function addToCart(page: Page, lang: Lang) {
  for (const group of [tr(lang, 'product', 'variant.size'), tr(lang, 'product', 'variant.color')]) {
    const choices = page.getByRole('group', { name: new RegExp(`^${group}`) });
    const count = await choices.count();
    for (let i = 0; i < count; i++) {
      const pressed = choices.nth(i).locator('button[aria-pressed="true"]');
      const free = choices.nth(i).locator('button:not([disabled])').first();
      if ((await pressed.count()) === 0) await free.click();
    }
  }
  await page
    .getByRole('button', { name: tr(lang, 'catalog', 'actions.addToCart') })
    .first()
    .click();
}

async function checkOut(page: Page, handset: Page, lang: Lang, phone: { local: string }) {
  await page.goto('/cart');
  await page.getByRole('link', { name: tr(lang, 'cart', 'proceed') }).click();
  await expect(page).toHaveURL(/\/login\?from=\/checkout/);
  await page.getByLabel(tr(lang, 'auth', 'phone.label')).fill(phone.local);
  await page.getByRole('button', { name: tr(lang, 'auth', 'phone.submit') }).click();
  await expect(page.getByRole('heading', { name: tr(lang, 'auth', 'register.title') })).toBeVisible();
  const code = handset.getByTestId('sms-code').first();
  await expect(code).toHaveText(/^\d{6}$/, LIVE);
  await page.getByLabel(tr(lang, 'auth', 'code.label')).fill((await code.textContent())?.trim() ?? '');
  await page.getByLabel(tr(lang, 'auth', 'register.fullName')).fill('Keza Mutoni');
  await page.getByLabel(tr(lang, 'auth', 'register.street')).fill('KG 11 Ave 5, Kimironko');
  await page.getByRole('button', { name: tr(lang, 'auth', 'register.submit') }).click();
  await expect(page).toHaveURL(/\/checkout$/, LIVE);

  await expect(page.getByRole('heading', { name: tr(lang, 'checkout', 'steps.customer') })).toBeVisible();
  await page.getByLabel(new RegExp(`^${tr(lang, 'checkout', 'customer.email')}`)).fill('keza@example.rw');
  await page.getByRole('button', { name: tr(lang, 'checkout', 'next') }).click();
  await expect(page.getByRole('heading', { name: tr(lang, 'checkout', 'steps.shipping') })).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'checkout', 'next') }).click();
  await page.getByLabel(new RegExp(tr(lang, 'checkout', 'payment.cod'))).check();
  await page.getByRole('button', { name: tr(lang, 'checkout', 'payment.placeOrder') }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'checkout', 'dialog.title') });
  await expect(dialog.getByRole('heading', { name: tr(lang, 'checkout', 'dialog.cod.title') })).toBeVisible(
    LIVE,
  );
  await dialog.getByRole('button', { name: tr(lang, 'checkout', 'dialog.viewOrder') }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=/);
  return {
    orderNumber: (await page.getByTestId('order-number').textContent())?.trim() ?? '',
    trackingId: (await page.getByTestId('tracking-number').textContent())?.trim() ?? '',
  };
}

for (const { lang, words, prefix } of [
  { lang: 'rw' as const, words: 'ikanzu', prefix: '0787' as const },
  { lang: 'fr' as const, words: 'robe', prefix: '0797' as const },
]) {
  test(`a dress bought in ${lang === 'rw' ? 'Kinyarwanda' : 'French'}: search, product, checkout, history, dates and texts`, async ({
    browser,
    request,
  }) => {
    const phone = newPhone(prefix);
    const context = await shopperIn(browser, lang);
    const page = await context.newPage();
    const handset = await context.newPage();
    await handset.goto(`/dev/phone/${encodeURIComponent(phone.e164)}`);

    const dress = await findDress(page, request, lang, words);
    await addToCart(page, lang);
    const { orderNumber, trackingId } = await checkOut(page, handset, lang, phone);
    expect(orderNumber).toMatch(/^ISK-/);

    // The confirmation's date, in the shopper's words (Kigali time).
    const today = formatDate(new Date(), lang);
    await expect(page.getByText(today, { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('payment-badge')).toHaveText(
      tr(lang, 'checkout', 'success.paymentStatus.unpaid'),
    );
    // The dress is named in the shopper's language on the order too.
    await expect(page.getByText(dress.name).first()).toBeVisible(LIVE);

    // Tracking: the history's notes and places, the carrier, the destination and the dates.
    await page.goto(`/track/${encodeURIComponent(trackingId)}`);
    const timeline = page.getByTestId('tracking-timeline');
    await expect(timeline).toContainText(tr(lang, 'history', 'text.status_pending'));
    await expect(timeline).toContainText(tr(lang, 'history', 'text.cash_on_delivery'));
    await expect(timeline).toContainText(HISTORY_PLACE_WORDS[lang].shop);
    await expect(timeline).toContainText(today);
    await expect(page.getByText(CARRIER_WORDS[lang].kigali)).toBeVisible();
    await expect(
      page.getByText(`Gasabo, ${lang === 'rw' ? 'Umujyi wa Kigali' : 'Ville de Kigali'}`),
    ).toBeVisible();
    await expect(timeline).not.toContainText(/Order placed|Cash on delivery|Isoko shop|Nov|Dec|Jan/);
    const monthNames =
      lang === 'rw' ? RW_MONTHS.join('|') : 'janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc';
    await expect(page.getByTestId('tracking-location')).toHaveText(HISTORY_PLACE_WORDS[lang].shop);
    await expect(page.locator('.tracking-facts')).toContainText(new RegExp(monthNames));

    // My Orders: the timeline's notes in the shopper's language.
    await page.goto('/orders');
    await page.getByRole('button', { name: new RegExp(orderNumber) }).click();
    const detail = page.locator('.order-timeline');
    await expect(detail).toContainText(tr(lang, 'history', 'text.order_placed'));
    await expect(detail).toContainText(tr(lang, 'history', 'text.cash_on_delivery'));
    await expect(detail).toContainText(today);
    await expect(page.locator('.order-detail')).toContainText(dress.name);

    // The texts on the demo handset: the code, the welcome and the order, all in the language.
    await handset.reload();
    const texts = handset.getByTestId('sms');
    const expected =
      lang === 'rw'
        ? [
            /ni kode yawe yo kwinjira muri Isoko/,
            /Konti yawe kuri Isoko iriteguye/,
            new RegExp(`Itumiza ${orderNumber} ryakiriwe`),
          ]
        : [
            /est votre code de connexion Isoko/,
            /Votre compte est créé/,
            new RegExp(`Commande ${orderNumber} enregistrée`),
          ];
    for (const text of expected) await expect(texts.filter({ hasText: text })).toHaveCount(1, LIVE);
    await expect(texts.filter({ hasText: /sign-in code|Welcome to Isoko|thank you!/ })).toHaveCount(0);
    await context.close();
  });
}
