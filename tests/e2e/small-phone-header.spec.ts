import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * A first visit on a small phone (320 x 640) in Kinyarwanda and French, whose words run longest. The sticky
 * header once kept 198 px pinned (the top bar with the location, "Abo turi bo" on two lines and
 * the language, then the logo row and the search), and the consent banner, a 235 px wide box
 * beside the assistant's button, covered the screen from y = 298 to 628: between the two, /login's
 * Continue button could not be reached by a tap (Playwright: "consent-banner intercepts pointer
 * events"), whatever the scroll.
 */
test.use({ viewport: { width: 320, height: 640 } });

/** How many lines an element's visible words take on the screen (words hidden for screen readers aside). */
function lineCount(element: Locator) {
  return element.evaluate((el) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
    }
    // Boxes of one line may differ by a pixel or two; a new line starts a line height lower.
    return tops.sort((a, b) => a - b).filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
  });
}

/** The box an element takes on the screen. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  return box!;
}

/** What the checks look for in each language. */
const WORDS = {
  rw: {
    banner: "Kuki n'isesengura",
    links: ['Kimironko, Kigali', 'Abo turi bo', 'Inkuru'],
    assistant: 'Fungura umufasha wo guhaha',
    continue: 'Komeza',
    badPhone: 'Andika nimero ya telefoni nyayo',
  },
  fr: {
    banner: "Cookies et mesure d'audience",
    links: ['Kimironko, Kigali', 'À propos', 'Blog'],
    assistant: "Ouvrir l'assistant d'achat",
    continue: 'Continuer',
    badPhone: 'Veuillez saisir un numéro de téléphone valide',
  },
} as const;

for (const lang of ['rw', 'fr'] as const) {
  test(`in ${lang} on a 320 x 640 phone, only a compact header stays pinned, and the consent banner never keeps Continue out of reach`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    await page.goto(`/login?lang=${lang}`);
    const banner = page.getByRole('region', { name: words.banner });
    await expect(banner).toBeVisible();

    // Nothing in the top bar breaks onto a second line.
    const topbar = page.locator('.topbar');
    for (const name of words.links) {
      expect(await lineCount(topbar.getByRole('link', { name }).first()), name).toBe(1);
    }

    // The banner spans the screen's bottom, and the assistant's button stands clear of it.
    const fab = page.getByRole('button', { name: words.assistant });
    await expect(fab).toBeVisible();
    const bannerBox = await boxOf(page, '.consent-banner');
    expect(bannerBox.x).toBe(0);
    expect(bannerBox.width).toBe(320);
    expect(bannerBox.y + bannerBox.height).toBe(640);
    const fabBox = (await fab.boundingBox())!;
    expect(fabBox.y + fabBox.height).toBeLessThanOrEqual(bannerBox.y);
    // Compact: under 40 % of the screen.
    expect(bannerBox.height).toBeLessThan(256);

    // The page's main action takes a tap while the banner shows: Playwright scrolls it into view
    // and checks nothing else would receive the tap. Empty, the number is refused with a message.
    await page.getByRole('button', { name: words.continue, exact: true }).click({ timeout: 5_000 });
    await expect(page.getByText(words.badPhone)).toBeVisible();

    // Once the page has scrolled, the top bar has gone up with it: what stays pinned is the logo
    // row and the search, at most 120 px of the 640.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(120);
    await expect(page.getByRole('banner').getByRole('search')).toBeInViewport();
  });
}
