import { expect, type Page, test } from '@playwright/test';

// The consent banner answered, so nothing covers the bottom of the page.
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
