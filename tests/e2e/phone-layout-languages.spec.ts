import { expect, type Page, test } from '@playwright/test';
import { type ProductDetail, registerShopper } from './support/shopper';

/**
 * The home page in French and Kinyarwanda, whose words run longer than the English ones, fits a
 * phone screen without sideways scrolling: the carousel's pause button ("Hagarika") once pushed
 * its controls row 6 px past a 390 px screen, a long category name ("Ibikoresho
 * by'ikoranabuhanga") pushed the category explorer's rows past a 320 px one, and the header's
 * account words ("Déconnexion") beside a cart badge made a signed-in French page 340 px wide.
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

async function openHome(page: Page, lang: 'en' | 'rw' | 'fr') {
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
        // The buttons stay on one row and the 44 px dots on one of their own (nothing else wraps).
        const tops = await page
          .locator('.carousel-controls > *')
          .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBeLessThanOrEqual(2);
        const dotTops = await page
          .locator('.carousel-controls .dot')
          .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        expect(new Set(dotTops).size).toBe(1);
      });
    }
  });
}

/** What the header's account link is named by for a guest, and its Logout, in each language. */
const LOGIN = { en: 'Login / Register', fr: 'Connexion / Inscription', rw: 'Injira / Iyandikishe' } as const;
const LOGOUT = { en: 'Logout', fr: 'Déconnexion', rw: 'Sohoka' } as const;

/**
 * A cart of 100 of a catalogue product, kept in the browser as the shop keeps it: the header then
 * shows its widest badge, "99+".
 */
async function fillCart(page: Page) {
  const list = await page.request.get('/api/products?limit=1&inStock=true');
  const id = ((await list.json()) as { data: { id: string }[] }).data[0]!.id;
  const product = ((await (await page.request.get(`/api/products/${id}`)).json()) as { data: ProductDetail })
    .data;
  await page.addInitScript((line) => localStorage.setItem('cart', JSON.stringify([line])), {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity: 100,
  });
}

test.describe('the header at 320 px', () => {
  test.use({ viewport: { width: 320, height: 844 } });
  for (const signedIn of [false, true]) {
    test(`fits in en, fr and rw ${signedIn ? 'with a shopper signed in' : 'for a guest'}, with a full cart; the account stays in reach`, async ({
      page,
    }) => {
      // A long first name of one word, which no line break can shorten.
      if (signedIn) await registerShopper(page.request, 'Nyirahabimana');
      await fillCart(page);
      for (const lang of ['en', 'fr', 'rw'] as const) {
        await openHome(page, lang);
        const banner = page.getByRole('banner');
        const account = banner.getByRole('link', {
          name: signedIn ? 'Nyirahabimana' : LOGIN[lang],
          exact: true,
        });
        await expect(account).toBeVisible();
        await expect(banner.getByTestId('cart-badge')).toHaveText('99+');
        expect(await overflow(page)).toEqual({ scroll: 320, wide: [] });
        if (!signedIn) continue;
        // Logout is still one menu away, named in the page's language.
        await banner.locator('.menu-toggle').click();
        await expect(
          banner.locator('.mobile-menu').getByRole('button', { name: LOGOUT[lang] }),
        ).toBeVisible();
        expect(await overflow(page)).toEqual({ scroll: 320, wide: [] });
      }
    });
  }
});

/**
 * The shop's product cards at 320 px, two side by side (138 px each): the Kinyarwanda sale badge
 * "IGABANYIRIZWA" once ran under the wishlist heart and was cut to "IGABANYIRIZ…", and the
 * "Reba ibisobanuro" button ran past the card's edge, which cut it. Every badge and button text
 * stays whole, inside its card, and clear of the heart, in every language.
 */
function cardClipping(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const cards = [...document.querySelectorAll('.product-card')];
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const heart = card.querySelector('.wishlist-button')?.getBoundingClientRect();
      for (const el of card.querySelectorAll<HTMLElement>('.pc-badges .badge, .pc-actions .btn')) {
        const b = el.getBoundingClientRect();
        const text = el.textContent ?? '';
        if (el.scrollWidth > el.clientWidth) problems.push(`${text}: ${el.scrollWidth} > ${el.clientWidth}`);
        if (b.left < box.left - 0.5 || b.right > box.right + 0.5)
          problems.push(`${text}: past the card's edge`);
        const underHeart =
          heart &&
          el.classList.contains('badge') &&
          b.right > heart.left &&
          b.left < heart.right &&
          b.bottom > heart.top &&
          b.top < heart.bottom;
        if (underHeart) problems.push(`${text}: under the heart`);
      }
    }
    return {
      cards: cards.length,
      sale: document.querySelectorAll('.product-card .badge-sale').length,
      problems,
    };
  });
}

test.describe('the shop’s cards at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  const shops = [
    ['rw', ''],
    ['fr', ''],
    ['en', ''],
    // The list view's cards, as wide as the screen and no wider.
    ['rw', '&view=list'],
  ] as const;
  for (const [lang, view] of shops) {
    test(`in ${lang}${view}, no badge or card button text is cut, and no badge runs under the heart`, async ({
      page,
    }) => {
      await page.goto(`/shop?lang=${lang}${view}`);
      await expect(page.locator('.product-card .pc-actions .btn').first()).toBeVisible();
      // A listing's cards stay on the screen as the shopper gets them (a rail's cards scroll
      // sideways on purpose): a card not yet laid out once widened the list view's column.
      const reach = await page
        .locator('.product-grid > li')
        .evaluateAll((items) => Math.max(...items.map((li) => li.getBoundingClientRect().right)));
      expect(reach).toBeLessThanOrEqual(320);
      // Cards below the first screen are laid out only when scrolled near (content-visibility):
      // every card is laid out here so each one's boxes can be measured.
      await page.addStyleTag({ content: '.product-grid > li { content-visibility: visible !important; }' });
      await expect(page.locator('.product-card .badge-sale').first()).toBeAttached();
      const seen = await cardClipping(page);
      expect(seen.sale).toBeGreaterThan(0);
      expect(seen.problems).toEqual([]);
    });
  }
});
