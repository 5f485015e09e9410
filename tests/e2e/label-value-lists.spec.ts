import { expect, type Page, test } from '@playwright/test';
import { inStockVariant, type ProductDetail, registerShopper } from './support/shopper';

/**
 * The shop's label and value lists on a 320 px phone in Kinyarwanda and French, whose labels run
 * long. In the payment instructions after ordering, "Uburyo bwo kwishyura" once took most of the
 * width and the value beside it broke inside its words ("Kwishyur / a / ubigejejw / eho"), while
 * the order number "ISK-261129-VU6WS" and "25.000 RWF" wrapped over two lines. Checked here:
 * that sheet (cash on delivery and MoMo), the order confirmation, the order in My Orders and the
 * tracking page. No value breaks inside a word; order numbers and amounts stay on one line, as
 * does an order number in a heading or a list ("Commande ISK-261129- / 3HQWC" in My Orders).
 */
test.use({ viewport: { width: 320, height: 640 } });

const WORDS = {
  rw: {
    sheet: 'Amabwiriza yo kwishyura',
    placeOrder: 'Emeza itumiza',
    viewOrder: 'Reba itumiza',
    close: 'Funga',
  },
  fr: {
    sheet: 'Instructions de paiement',
    placeOrder: 'Passer la commande',
    viewOrder: 'Voir la commande',
    close: 'Fermer',
  },
} as const;

/**
 * Where the page's label and value lists break badly: a word of a value (a `dd`) split over two
 * lines, or an order number or amount (`.nowrap`, amount columns) on more than one line.
 */
function badBreaks(page: Page) {
  return page.evaluate(() => {
    /** The tops of the lines a stretch of text takes (a line's boxes may differ by a pixel). */
    const lines = (range: Range) => {
      const tops = [...range.getClientRects()]
        .filter((r) => r.width > 0)
        .map((r) => r.top)
        .sort((a, b) => a - b);
      return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
    };
    const textNodes = (el: Element) => {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.trim() && !node.parentElement?.closest('.visually-hidden'))
          nodes.push(node as Text);
      return nodes;
    };
    const problems: string[] = [];
    for (const dd of document.querySelectorAll('main dd, [role="dialog"] dd')) {
      for (const node of textNodes(dd)) {
        for (const word of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (lines(range) > 1) problems.push(`"${word[0]}" split in "${dd.textContent}"`);
        }
      }
    }
    const whole = document.querySelectorAll(
      '.nowrap, .money-rows dd, .order-amounts dd, [role="dialog"] dd.nowrap',
    );
    for (const el of whole) {
      const range = document.createRange();
      range.selectNodeContents(el);
      if (lines(range) > 1) problems.push(`"${el.textContent}" on ${lines(range)} lines`);
    }
    // An order number anywhere on the page (a heading, a list's link) is one line too.
    for (const node of textNodes(document.querySelector('main')!)) {
      for (const found of node.data.matchAll(/ISK-\d{6}-[A-Z0-9]+/g)) {
        const range = document.createRange();
        range.setStart(node, found.index);
        range.setEnd(node, found.index + found[0].length);
        if (lines(range) > 1) problems.push(`"${found[0]}" on ${lines(range)} lines`);
      }
    }
    return { checked: whole.length, problems };
  });
}

/** A cart of one unit of a catalogue variant in stock, kept in the browser as the shop keeps it. */
async function fillCart(page: Page) {
  const { productId, variant } = await inStockVariant(page.request);
  const res = await page.request.get(`/api/products/${productId}`);
  const product = ((await res.json()) as { data: ProductDetail }).data;
  const line = {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity: 1,
    ...(variant.size ? { size: variant.size } : {}),
    ...(variant.color ? { color: variant.color } : {}),
  };
  await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify([l])), line);
}

/** Checks out the cart with `method` through the wizard; the payment instructions are left open. */
async function checkOut(page: Page, lang: 'rw' | 'fr', method: 'cash_on_delivery' | 'mobile_money') {
  await page.goto(`/checkout?lang=${lang}`);
  await page.locator('#co-email').fill('keza@example.rw');
  await page.locator('.checkout-actions .btn-primary').click();
  await expect(page.locator('#checkout-shipping-title')).toBeVisible();
  await page.locator('.checkout-actions .btn-primary').click();
  await expect(page.locator('#checkout-payment-title')).toBeVisible();
  await page.locator(`input[type="radio"][value="${method}"]`).check();
  await page.getByRole('button', { name: WORDS[lang].placeOrder }).click();
  const sheet = page.getByRole('dialog', { name: WORDS[lang].sheet });
  await expect(sheet.getByTestId('dialog-order-number')).toHaveText(/^ISK-/);
  return sheet;
}

for (const lang of ['rw', 'fr'] as const) {
  test(`in ${lang} at 320 px, no value of the payment sheet, the confirmation, My Orders or tracking breaks inside a word`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('analytics_consent', 'denied'));
    await registerShopper(page.request, 'Nyirahabimana');
    await page.goto(`/?lang=${lang}`);

    // MoMo: the sheet waits for the payment, with the order number and the amount.
    await fillCart(page);
    let sheet = await checkOut(page, lang, 'mobile_money');
    expect(await badBreaks(page)).toEqual({ checked: 2, problems: [] });
    await sheet.getByRole('button', { name: WORDS[lang].close }).click();

    // Cash on delivery: the sheet, then the order's confirmation.
    await fillCart(page);
    sheet = await checkOut(page, lang, 'cash_on_delivery');
    expect(await badBreaks(page)).toEqual({ checked: 2, problems: [] });
    await sheet.getByRole('button', { name: WORDS[lang].viewOrder }).click();
    const trackingId = (await page.getByTestId('tracking-number').textContent())?.trim();
    await expect(page.getByTestId('order-total')).toBeVisible();
    const confirmation = await badBreaks(page);
    expect(confirmation.problems).toEqual([]);
    expect(confirmation.checked).toBeGreaterThanOrEqual(4);

    // The order in My Orders, and its tracking page.
    await page.goto(`/orders?lang=${lang}`);
    await expect(page.locator('.order-amounts')).toBeVisible();
    expect((await badBreaks(page)).problems).toEqual([]);
    await page.goto(`/track/${trackingId}?lang=${lang}`);
    await expect(page.getByTestId('tracking-location')).toBeVisible();
    expect((await badBreaks(page)).problems).toEqual([]);
  });
}
