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
