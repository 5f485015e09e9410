import { expect, type Page, test } from '@playwright/test';
import { placeCashOrder, registerShopper, signInDemoAdmin } from './support/shopper';

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
