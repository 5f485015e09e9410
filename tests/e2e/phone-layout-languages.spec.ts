import { expect, type Page, test } from '@playwright/test';

/**
 * The home page in French and Kinyarwanda, whose words run longer than the English ones, fits a
 * phone screen without sideways scrolling: the carousel's pause button ("Hagarika") once pushed
 * its controls row 6 px past a 390 px screen, and a long category name ("Ibikoresho
 * by'ikoranabuhanga") pushed the category explorer's rows past a 320 px one.
 */

/** The page's width and the elements reaching past the screen (a scrolling strip's cards aside). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 1 && !inScroller(el);
    });
    return {
      scroll: document.documentElement.scrollWidth,
      wide: wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    };
  });
}

const PAUSE = { rw: 'Hagarika', fr: 'Pause' } as const;

async function openHome(page: Page, lang: 'rw' | 'fr') {
  await page.goto(`/?lang=${lang}`);
  // The carousel and the category explorer are drawn once the categories have come.
  await expect(page.locator('.carousel-controls')).toBeVisible();
  await expect(page.locator('.explorer-list > li').first()).toBeVisible();
}

for (const width of [390, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const lang of ['rw', 'fr'] as const) {
      test(`the ${lang} home page does not scroll sideways; the pause button keeps its name`, async ({
        page,
      }) => {
        await openHome(page, lang);
        // On a phone the pause button shows an icon; its words stay its name.
        const pause = page.locator('.carousel-controls').getByRole('button', { name: PAUSE[lang] });
        await expect(pause).toBeVisible();
        expect(await overflow(page)).toEqual({ scroll: width, wide: [] });
        const row = await page.locator('.carousel-controls').boundingBox();
        // The controls stay on one row (no wrapping needed at these widths).
        expect(row?.height).toBeLessThanOrEqual(48);
      });
    }
  });
}
