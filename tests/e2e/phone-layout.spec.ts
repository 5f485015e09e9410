import { expect, test } from '@playwright/test';

/** Pages that must fit a 390 px phone screen without sideways scrolling. */
test.use({ viewport: { width: 390, height: 844 } });

test('/test fits a 390 px screen once the health answer is shown', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByTestId('health-status')).toBeVisible();
  const overflow = await page.evaluate(() => {
    const wide = [...document.querySelectorAll('main *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return { scroll: document.documentElement.scrollWidth, wide: wide.map((el) => el.tagName).slice(0, 5) };
  });
  expect(overflow).toEqual({ scroll: 390, wide: [] });
});

test('a visually hidden field stays hidden although field rules are more specific', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByTestId('health-status')).toBeVisible();
  const box = await page.evaluate(() => {
    const input = document.createElement('input');
    input.className = 'visually-hidden';
    document.querySelector('main')?.append(input);
    const { width, height } = input.getBoundingClientRect();
    return { width, height, scroll: document.documentElement.scrollWidth };
  });
  expect(box).toEqual({ width: 1, height: 1, scroll: 390 });
});

test('the footer’s cookie settings button reads as clearly as the links beside it', async ({ page }) => {
  await page.goto('/test');
  const settings = page.locator('.site-footer button.btn-link');
  await expect(settings).toBeVisible();
  const colours = await page.evaluate(() => {
    const colourOf = (selector: string) => getComputedStyle(document.querySelector(selector)!).color;
    // The links beside it in the Quick links list (the footer's first link is the gold Shop now button).
    return { button: colourOf('.site-footer button.btn-link'), link: colourOf('.site-footer nav a') };
  });
  expect(colours.button).toBe(colours.link);
});
