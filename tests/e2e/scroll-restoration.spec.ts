import { expect, type Page, test } from '@playwright/test';

// The consent banner answered, so nothing covers the bottom of the page; the service worker kept
// out, so the listing's requests reach page.route.
test.use({ serviceWorkers: 'block' });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('analytics_consent', 'denied'));
});

const DEVICES = [
  ['a computer', { width: 1280, height: 720 }],
  ['a phone', { width: 390, height: 844 }],
] as const;

const grid = (page: Page) => page.locator('ul.product-grid');

/** Waits until the listing shows page `n` with every card drawn (no placeholder left). */
async function listingDrawn(page: Page, n: number) {
  await expect(page.getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(grid(page).locator('> li')).toHaveCount(24);
  await expect(grid(page).locator('> li[aria-hidden="true"]')).toHaveCount(0);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The lowest the window can be scrolled on the page as it is. */
const bottom = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

for (const [device, viewport] of DEVICES) {
  test(`on ${device}, Next clicked at the bottom of /shop shows page 2 from the top, also once its results arrive`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/shop');
    await listingDrawn(page, 1);
    const firstOfPage1 = await grid(page).getByRole('heading').first().textContent();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    // With the mouse: the link keeps the focus after the click.
    const next = page.getByRole('link', { name: 'Next' });
    await next.click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await listingDrawn(page, 2);
    await expect(grid(page).getByRole('heading').first()).not.toHaveText(firstOfPage1 ?? '');

    // Read once the results are all drawn: the page is at its top, the first card on screen.
    expect(await scrollY(page)).toBe(0);
    const firstCard = await grid(page).locator('> li').first().boundingBox();
    expect(firstCard?.y).toBeLessThan(viewport.height);
    // And Next is still the link that was clicked, with the focus.
    await expect(next).toBeFocused();
  });
}

/**
 * Scrolls down to `y` as a shopper does, a screenful at a time with a frame drawn at each step,
 * so the cards passed on the way are drawn (the browser skips drawing cards off screen).
 */
async function scrollDownTo(page: Page, y: number) {
  await page.evaluate(async (to) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Down to `to`, or to the bottom when the page ends before it.
    for (let last = -1; window.scrollY < to - 1 && window.scrollY !== last; ) {
      last = window.scrollY;
      window.scrollTo(0, Math.min(window.scrollY + 300, to));
      await frame();
    }
    await frame();
  }, y);
}

/** A product card on screen, well inside it: the link of its name and where it is on the screen. */
async function cardOnScreen(page: Page) {
  const href = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('ul.product-grid .pc-name a')]
      .find((a) => {
        const { top, bottom } = a.getBoundingClientRect();
        return top > 150 && bottom < window.innerHeight - 80;
      })
      ?.getAttribute('href'),
  );
  expect(href).toBeTruthy();
  const link = page.locator(`ul.product-grid .pc-name a[href="${href}"]`);
  return { href: href!, link, top: await screenTop(link) };
}

/** How far from the top of the screen an element is. */
const screenTop = (link: ReturnType<Page['locator']>) =>
  link.evaluate((a) => Math.round(a.getBoundingClientRect().top));

for (const [device, viewport] of DEVICES) {
  test(`on ${device}, back from a product returns to the place on /shop: the same cards where they were`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/shop');
    await listingDrawn(page, 1);
    await scrollDownTo(page, 1800);
    const left = await scrollY(page);
    const card = await cardOnScreen(page);

    await card.link.click();
    await expect(page).toHaveURL(new RegExp(`${card.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await listingDrawn(page, 1);
    await expect.poll(() => screenTop(card.link)).toBe(card.top);
    expect(await scrollY(page)).toBe(left);

    // Forward to the product and back again: the same.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${card.href}$`));
    await page.goBack();
    await listingDrawn(page, 1);
    await expect.poll(() => screenTop(card.link)).toBe(card.top);
    expect(await scrollY(page)).toBe(left);
  });
}

test('a reload returns to the place on the page once the results, which arrive later, are there', async ({
  page,
}) => {
  // Page 2: its results are asked of the API after the page has opened (page 1's come inside it).
  await page.goto('/shop?page=2');
  await listingDrawn(page, 2);
  await scrollDownTo(page, 2200);
  const left = await scrollY(page);
  const card = await cardOnScreen(page);

  // On the reload the results are held back until the page has been seen without them.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(
    (url) => url.pathname === '/api/intelligent-search',
    async (route) => {
      held = true;
      await released;
      await route.continue();
    },
  );
  await page.reload();
  await expect.poll(() => held).toBe(true);
  await expect(grid(page)).toHaveCount(0);
  // Too short to get there yet.
  expect(await bottom(page)).toBeLessThan(left);

  release();
  await listingDrawn(page, 2);
  await expect.poll(() => screenTop(card.link)).toBe(card.top);
  expect(await scrollY(page)).toBe(left);
});
