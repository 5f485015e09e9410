import { expect, type Page, test } from '@playwright/test';
import {
  inStockVariant,
  negotiableProduct,
  placeCashOrder,
  registerShopper,
  signInDemoAdmin,
} from './support/shopper';

/** Screens on the narrowest phone the shop is made for (320 px wide). */
test.use({ viewport: { width: 320, height: 640 } });

/** The page's width and whatever sticks out past the screen's right edge. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      // Inside a box that scrolls sideways (a wide table) sticking out is the point.
      .filter((el) => {
        for (let a = el.parentElement; a; a = a.parentElement)
          if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return false;
        return true;
      })
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { width, scroll: document.documentElement.scrollWidth, out: out.slice(0, 5) };
  });
}

test('staff analytics fit a 320 px phone: cards stay on the screen, wide tables scroll inside them', async ({
  page,
  browser,
}) => {
  // An order, so the district table has a row.
  const shopper = await browser.newContext();
  const { phone } = await registerShopper(shopper.request);
  await placeCashOrder(shopper.request, phone);
  await shopper.close();

  await signInDemoAdmin(page.request);
  await page.goto('/admin/analytics?lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const blocks = page.locator('section.analytics-block');
  await expect(blocks).toHaveCount(6);
  // Every block has answered (no loading text left) and the district table is drawn.
  await expect(page.locator('.analytics-block > p.muted')).toHaveCount(0, { timeout: 20_000 });
  const districtBlock = page.getByRole('region', { name: /^Chiffre d.affaires par district$/ });
  await expect(districtBlock.getByRole('table')).toBeVisible();

  const { width, scroll, out } = await sideways(page);
  expect(out).toEqual([]);
  expect(scroll).toBeLessThanOrEqual(width);
  for (const box of await blocks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(width);

  // A table wider than its card scrolls by keyboard: its box takes the focus and the arrow keys.
  const districts = districtBlock.getByRole('group', { name: /^Chiffre d.affaires par district$/ });
  const scroller = page.locator('.table-scroll').filter({ has: page.getByRole('table') });
  for (const el of await scroller.all()) expect(await el.getAttribute('tabindex')).toBe('0');
  // In French the district table (district, province, orders, revenue) is wider than a phone's card.
  expect(await districts.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await districts.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => districts.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('on a 320 px phone the whole newest reply of the shop shows in the bargaining chat', async ({
  page,
}) => {
  const { product, variant } = await negotiableProduct(page.request);
  await page.goto(`/product/${product.id}?lang=rw`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (variant.size)
    await page
      .getByRole('group', { name: /^Ingano/ })
      .getByRole('button', { name: variant.size, exact: true })
      .click();
  if (variant.color) {
    const colour = page
      .getByRole('group', { name: /^Ibara/ })
      .getByRole('button', { name: variant.color, exact: true });
    if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
  }
  await page.getByRole('button', { name: 'Ganira kandi utange igiciro' }).click();
  const chat = page.getByRole('dialog', { name: 'Tanga igiciro' });
  const price = Number(
    ((await chat.locator('.nego-price strong').textContent()) ?? '').replace(/[^\d]/g, ''),
  );
  const log = chat.getByRole('log');
  const input = chat.getByRole('textbox', { name: 'Igiciro utanga' });
  const replies = log.locator('.nego-bubble.is-shop:not(.nego-typing)');

  for (const [round, share] of [
    [1, 0.7],
    [2, 0.75],
  ] as const) {
    const before = await replies.count();
    await input.fill(String(Math.round(price * share)));
    await input.press('Enter');
    await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
    await expect(chat.getByText(`Icyiciro ${round + 1}/3`)).toBeVisible();
    // The reply, from its first line to its time, lies inside the log's visible part.
    await expect
      .poll(async () => {
        const inLog = await log.boundingBox();
        const reply = await replies.last().boundingBox();
        if (!inLog || !reply) return 'not drawn';
        if (reply.y < inLog.y - 1) return `starts ${Math.round(inLog.y - reply.y)} px above the log`;
        if (reply.y + reply.height > inLog.y + inLog.height + 1)
          return `ends ${Math.round(reply.y + reply.height - inLog.y - inLog.height)} px below the log`;
        return 'whole';
      })
      .toBe('whole');
  }
});

/**
 * A signed-in shopper with a saved address, in every language: the delivery step's "use a saved
 * address" select, whose option names the whole address, once widened the checkout past the
 * screen (323 px in rw, 336 px in fr).
 */
test('checkout’s delivery step with a saved address fits a 320 px phone in rw, fr and en', async ({
  page,
}) => {
  await registerShopper(page.request, 'Nyirahabimana');
  const { productId, variant } = await inStockVariant(page.request);
  await page.addInitScript((line) => localStorage.setItem('cart', JSON.stringify([line])), {
    id: productId,
    name: 'Item',
    price: 10000,
    quantity: 1,
    size: variant.size,
    color: variant.color,
  });

  await page.goto('/');
  for (const lang of ['rw', 'fr', 'en'] as const) {
    // Each language starts the checkout afresh, not from the draft of the one before.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/checkout?lang=${lang}`);
    await expect(page.locator('#checkout-customer-title')).toBeVisible();
    await page.locator('#co-email').fill('nyira@example.rw');
    await page.locator('.checkout-actions .btn-primary').click();
    await expect(page.locator('#checkout-shipping-title')).toBeVisible();
    // The saved address has come: its whole name is an option of the picker.
    await expect(page.locator('#co-saved')).toBeEnabled();
    await expect(page.locator('#co-saved option', { hasText: 'KG 11 Ave, Kimironko' })).toHaveCount(1);
    const step = await sideways(page);
    expect(step.out, `delivery step in ${lang}`).toEqual([]);
    expect(step.scroll, `delivery step in ${lang}`).toBeLessThanOrEqual(step.width);
  }
});

/**
 * My Orders' order header, an unbreakable order number beside the status badge, ran the badge
 * off a 320 px screen in every language (up to 356 px in rw): the badge goes under the number.
 */
test('My Orders’ order header keeps its status badge on a 320 px phone in rw, fr and en', async ({
  page,
}) => {
  const { phone } = await registerShopper(page.request, 'Keza');
  await placeCashOrder(page.request, phone);
  for (const lang of ['rw', 'fr', 'en'] as const) {
    await page.goto(`/orders?lang=${lang}`);
    const head = page.locator('.order-detail-head');
    await expect(head.locator('.badge')).toBeVisible();
    const orders = await sideways(page);
    expect(orders.out, `My Orders in ${lang}`).toEqual([]);
    expect(orders.scroll, `My Orders in ${lang}`).toBeLessThanOrEqual(orders.width);
    // The badge sits inside the card.
    const card = await page.locator('.order-detail').boundingBox();
    const badge = await head.locator('.badge').boundingBox();
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(card!.x + card!.width);
  }
});

test('on a 320 px phone a long search term without spaces wraps: the listings, their empty box and the recent searches stay on the screen', async ({
  page,
}) => {
  // A pasted code or link: one "word" far wider than the phone.
  const long = 'Ikanzu'.repeat(25);
  for (const url of [`/shop?lang=rw&search=${'x'.repeat(300)}`, `/search?lang=rw&q=${long}`]) {
    await page.goto(url);
    // The listing has answered: its count line and the empty box that echo the term are drawn.
    await expect(page.locator('.listing-empty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sideways(page), url).toEqual({ width: 320, scroll: 320, out: [] });
  }

  // Searched from the header, the term comes back among the recent searches under the box.
  const box = page.locator('#header-search-input');
  await box.fill(long);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=/);
  await expect(page.locator('.listing-empty')).toBeVisible();
  await box.fill('');
  await box.focus();
  const recent = page.getByRole('option', { name: new RegExp(`^${long}`) });
  await expect(recent).toBeVisible();
  const popup = await page.locator('.search-popup').boundingBox();
  expect(popup && Math.round(popup.x + popup.width)).toBeLessThanOrEqual(320);
  expect((await recent.boundingBox())?.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test('on a 320 px phone the demo handset keeps its text messages inside its frame', async ({ page }) => {
  // A sign-in code (the big code and its Copy button) and an order text with a long tracking link.
  const { phone } = await registerShopper(page.request);
  await placeCashOrder(page.request, phone);
  await page.goto(`/dev/phone/${encodeURIComponent(phone)}?lang=rw`);
  const texts = page.getByTestId('sms');
  await expect(texts.filter({ hasText: '/track/' })).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('sms-code').first()).toBeVisible();
  expect(await sideways(page)).toEqual({ width: 320, scroll: 320, out: [] });
  // Every bubble lies inside the handset's screen (inside its 10 px frame).
  const handset = await page.locator('.devphone-handset').boundingBox();
  expect(handset).not.toBeNull();
  for (const bubble of await texts.all()) {
    const box = await bubble.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBeLessThanOrEqual(
      Math.round(handset!.x + handset!.width - 10),
    );
  }
});
