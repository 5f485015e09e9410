import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  chooseVariant,
  inStockVariant,
  negotiableProduct,
  placeCashOrder,
  registerShopper,
  signInDemoAdmin,
} from './support/shopper';

/**
 * The shop through an automated accessibility checker: axe-core's WCAG 2.0, 2.1 and 2.2 rules of
 * levels A and AA on the storefront (phone and desktop widths), its dialogs, drawers, phone menu
 * and search suggestions, the signed-in pages (checkout and bargaining chat included), the back
 * office and the French and Kinyarwanda pages. Any serious or critical
 * violation fails; the lesser ones are printed. No rule is turned off.
 *
 * axe-core is injected by hand rather than through @axe-core/playwright: that wrapper injects
 * its 560 KB again for every check, which with a page load per screen made this file take more
 * than twice as long, and it pins an older axe-core (4.13) that does not yet check that a
 * control's name holds its visible text (WCAG 2.5.3).
 *
 * A11Y_REPORT=<file> appends every violation found (any impact) to that file, one JSON a line.
 */

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the test keeps of an axe violation. */
interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; failure: string }[];
}

/**
 * Runs axe in the page, on the whole of it or only inside `include`. axe is injected once per
 * loaded document: the screens are visited by moving inside the app (see `go`), so one injection
 * serves many of them.
 */
async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(include ? { include: [include] } : { exclude: [] }, {
        runOnly: { type: 'tag', values: tags },
        // Passes and the like are not needed: leaving their details out shortens each run a lot.
        resultTypes: ['violations'],
      });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          failure: n.failureSummary?.split('\n')[1]?.trim() ?? '',
        })),
      }));
    },
    { include: include ?? null, tags: WCAG_A_AA },
  );
}

/**
 * axe compares a text's colour with what is painted under it. The footer (and a listing's cards)
 * use `content-visibility: auto`: off screen the browser skips their layout, so axe finds the
 * page's light canvas under the footer's white text and reports a contrast the shopper never
 * sees. Laying everything out for the check measures the page as it shows once scrolled to.
 */
const LAY_OUT_EVERYTHING = '*, *::before, *::after { content-visibility: visible !important; }';

interface Violation {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** The violations of one test's pages, checked together at its end. */
class Audit {
  private readonly found: Violation[] = [];

  /** Runs axe on the page (or only inside `include`, for a dialog over an already checked page). */
  async check(page: Page, where: string, include?: string) {
    await page.addStyleTag({ content: LAY_OUT_EVERYTHING });
    for (const v of await runAxe(page, include)) {
      const found: Violation = {
        where,
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target}: ${n.failure}`),
      };
      this.found.push(found);
      if (process.env.A11Y_REPORT) appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify(found)}\n`);
    }
  }

  expectNoSeriousViolation() {
    const describe = (v: Violation) =>
      `${v.impact} ${v.rule} on ${v.where} (${v.help}):\n${v.nodes.map((n) => `    ${n}`).join('\n')}`;
    const minor = this.found.filter((v) => !BLOCKING.has(v.impact));
    if (minor.length) console.log(`Lesser accessibility findings:\n${minor.map(describe).join('\n')}`);
    const blocking = this.found.filter((v) => BLOCKING.has(v.impact));
    expect(blocking.map(describe).join('\n')).toBe('');
  }
}

/** Until the screen has drawn: a heading in main, no loading placeholder, nothing busy. */
async function drawn(page: Page) {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.page-fallback, [aria-busy="true"]')).toHaveCount(0);
}

const productCards = async (page: Page) => {
  await expect(page.getByRole('article').first()).toBeVisible();
};

/**
 * Scrolls down half a screen at a time: the home page builds its lower rails only when they come
 * near the screen, and they are part of the page to check.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens a screen from inside the app, as its links do (the router follows the history entry),
 * rather than loading the page again: the shop starts once per test and axe is injected once.
 * Waits until the screen before has gone.
 */
async function go(page: Page, path: string) {
  const before = await page.locator('main').getByRole('heading').first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (before) await expect.poll(() => before.evaluate((el) => el.isConnected)).toBe(false);
}

interface VisitOptions {
  /** What shows once the screen's data is in (cards, a line of the cart…). */
  loaded?: (page: Page) => Promise<void>;
  /** Load the page from the server instead of moving inside the app. */
  load?: boolean;
}

async function visit(audit: Audit, page: Page, path: string, where: string, options: VisitOptions = {}) {
  if (options.load || page.url() === 'about:blank') await page.goto(path);
  else await go(page, path);
  await drawn(page);
  if (options.loaded) await options.loaded(page);
  await audit.check(page, where);
}

/** A shopper's browser that has answered the consent banner (unless `consentAnswered` is false). */
async function shopperContext(browser: Browser, consentAnswered = true) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  if (consentAnswered) {
    await context.addInitScript(() => localStorage.setItem('analytics_consent', 'denied'));
  }
  return context;
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the storefront at ${viewport.width} px has no serious accessibility violation`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const audit = new Audit();
    const at = (name: string) => `${name} at ${viewport.width} px`;
    const { productId, variant } = await inStockVariant(request);
    const product = (
      (await (await request.get(`/api/products/${productId}`)).json()) as {
        data: { name: string; price: number };
      }
    ).data;
    const { posts } = (await (await request.get('/api/blog/posts')).json()) as { posts: { id: string }[] };

    const context = await shopperContext(browser);
    const page = await context.newPage();
    await page.setViewportSize(viewport);

    await visit(audit, page, '/', at('home'), { loaded: scrollThrough });
    if (viewport === PHONE) {
      // Phones reach the pages through the header's menu; wider screens show the links (checked above).
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      await expect(page.locator('.mobile-menu')).toBeVisible();
      await audit.check(page, at('header menu'), '.mobile-menu');
      await menu.click();
      await expect(page.locator('.mobile-menu')).toHaveCount(0);
    }
    await visit(audit, page, '/category/womens-fashion', at('category'), { loaded: productCards });
    await visit(audit, page, `/product/${productId}`, at('product'));
    await visit(audit, page, '/search?q=dress', at('search'), { loaded: productCards });
    // The header search's suggestions, as they open under the box while the shopper types.
    const searchBox = page.getByRole('combobox', { name: 'Search products' });
    await searchBox.fill('dre');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await audit.check(page, at('search suggestions'), '.search-popup');
    await searchBox.fill('');
    await searchBox.blur();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await visit(audit, page, '/login', at('login'));
    await visit(audit, page, '/track', at('track'));
    await visit(audit, page, '/blog', at('blog'), {
      loaded: (p) => expect(p.locator('article').first()).toBeVisible(),
    });
    await visit(audit, page, `/blog/${posts[0]!.id}`, at('blog post'));
    await visit(audit, page, '/about', at('about'));
    await visit(audit, page, '/contact', at('contact'));
    await visit(audit, page, '/privacy', at('privacy'));
    await visit(audit, page, '/virtual-tryon', at('virtual try-on'));
    await visit(audit, page, '/no-such-page', at('not found'));

    // The cart with one line in it (read from storage when the shop starts).
    await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([{ ...line, quantity: 1 }])), {
      id: productId,
      name: product.name,
      price: product.price,
      size: variant.size ?? undefined,
      color: variant.color ?? undefined,
    });
    await visit(audit, page, '/cart', at('cart'), {
      load: true,
      loaded: (p) => expect(p.locator('main').getByText(product.name).first()).toBeVisible(),
    });

    // The shop, then what opens over it: only the overlay is checked again.
    await visit(audit, page, '/shop', at('shop'), { loaded: productCards });
    await page
      .getByRole('button', { name: /^Quick View: / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check(page, at('quick view'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    if (viewport === PHONE) {
      // Phones filter in a drawer; wider screens show the filters beside the results (checked above).
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await audit.check(page, at('filters drawer'), '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Open the shopping assistant' }).click();
    await expect(page.getByRole('dialog', { name: 'Isoko assistant' })).toBeVisible();
    await audit.check(page, at('assistant'), '.assistant-root');
    await context.close();

    // A first visit: the consent banner.
    const firstVisit = await shopperContext(browser, false);
    const firstPage = await firstVisit.newPage();
    await firstPage.setViewportSize(viewport);
    await firstPage.goto('/about');
    await drawn(firstPage);
    await expect(firstPage.locator('.consent-banner')).toBeVisible();
    await audit.check(firstPage, at('consent banner'), '.consent-banner');
    await firstVisit.close();

    audit.expectNoSeriousViolation();
  });
}

/** Until the checkout's summary is priced (for the district of the delivery step, once there). */
const checkoutPriced = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toHaveText(/RWF/);
};

test('a signed-in shopper’s account, orders, checkout and bargaining have no serious accessibility violation', async ({
  browser,
}) => {
  const audit = new Audit();
  const context = await shopperContext(browser);
  const { phone } = await registerShopper(context.request);
  const order = await placeCashOrder(context.request, phone);
  const { product, variant } = await negotiableProduct(context.request);
  // One line in the cart, there when the shop starts (the page loads once).
  await context.addInitScript(
    (line) => {
      if (!localStorage.getItem('cart')) localStorage.setItem('cart', JSON.stringify([line]));
    },
    {
      id: product.id,
      name: product.name,
      price: product.price,
      size: variant.size ?? undefined,
      color: variant.color ?? undefined,
      quantity: 1,
    },
  );
  const page = await context.newPage();
  for (const viewport of [PHONE, DESKTOP]) {
    const at = (name: string) => `${name} at ${viewport.width} px`;
    await page.setViewportSize(viewport);
    await visit(audit, page, '/account', at('account'));
    await visit(audit, page, '/orders', at('orders'), {
      loaded: (p) => expect(p.getByRole('button', { name: `Order ${order.orderNumber}` })).toBeVisible(),
    });

    // The checkout's first two steps. The wizard keeps its step: on phones it starts with the
    // shopper's details and goes on to the delivery form; the second visit reopens on the
    // delivery form and goes back to the details.
    const details = (p: Page) =>
      expect(p.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
    const delivery = async (p: Page) => {
      await expect(p.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
      await expect(p.getByTestId('summary-shipping')).toHaveText(/Free|RWF/);
      await checkoutPriced(p);
    };
    if (viewport === PHONE) {
      await visit(audit, page, '/checkout', at('checkout details'), {
        loaded: async (p) => {
          await details(p);
          await checkoutPriced(p);
        },
      });
      await page.getByLabel(/^Email/).fill('keza@example.rw');
      await page.getByRole('button', { name: 'Continue' }).click();
      await delivery(page);
      await audit.check(page, at('checkout delivery'));
    } else {
      await visit(audit, page, '/checkout', at('checkout delivery'), { loaded: delivery });
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await details(page);
      await checkoutPriced(page);
      await audit.check(page, at('checkout details'));
    }

    // The bargaining chat once the shop has answered a quick offer (the product page itself is
    // checked with the storefront).
    await go(page, `/product/${product.id}`);
    await drawn(page);
    await chooseVariant(page, variant);
    await page.getByRole('button', { name: 'Chat & Make Offer' }).click();
    const chat = page.getByRole('dialog', { name: 'Make an offer' });
    // The first quick offer left: a widget opened again today starts above the last offer made.
    await chat
      .getByRole('button', { name: /% of the price\)$/ })
      .first()
      .click();
    // The shop's answer names its price, which the shopper may accept.
    await expect(chat.getByRole('button', { name: /^Accept / })).toBeVisible();
    await expect(chat.getByText('The shop is typing…')).toHaveCount(0);
    await audit.check(page, at('bargaining chat'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
  }
  await context.close();
  audit.expectNoSeriousViolation();
});

/** Until no part of a back-office screen still says it is loading. */
const noneLoading = (page: Page) => expect(page.locator('main').getByText(/^Loading/)).toHaveCount(0);

test('the back office has no serious accessibility violation', async ({ browser }) => {
  const audit = new Audit();
  const context = await shopperContext(browser);
  const page = await context.newPage();
  await page.goto('/admin/login');
  // Demo mode fills the e-mail in once it knows the mode.
  await expect(page.getByLabel('Email')).toHaveValue('admin@isoko.demo');
  await audit.check(page, 'staff sign-in');
  await signInDemoAdmin(context.request);
  for (const viewport of [PHONE, DESKTOP]) {
    const at = (name: string) => `${name} at ${viewport.width} px`;
    await page.setViewportSize(viewport);
    // Loaded again after the sign-in, so the back office reads the new staff session.
    await visit(audit, page, '/admin', at('dashboard'), {
      load: viewport === PHONE,
      loaded: (p) => expect(p.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(),
    });
    await visit(audit, page, '/admin/orders', at('orders'), {
      loaded: (p) =>
        expect(p.getByTestId('order-row').or(p.getByText('No orders found')).first()).toBeVisible(),
    });
    await visit(audit, page, '/admin/products', at('products'), {
      loaded: (p) => expect(p.locator('main tbody tr').first()).toBeVisible(),
    });
    await visit(audit, page, '/admin/customers', at('customers'), {
      loaded: (p) => expect(p.locator('main tbody tr').or(p.locator('main .ao-empty')).first()).toBeVisible(),
    });
    await visit(audit, page, '/admin/analytics', at('analytics'), {
      loaded: async (p) => {
        await expect(p.locator('main .analytics-steps').first()).toBeVisible();
        await noneLoading(p);
        // The funnel's chart (its own chunk) draws once there are days to show.
        const funnel = p.locator('main .analytics-block').first();
        if (await funnel.locator('tbody tr').count()) await expect(funnel.locator('.uplot')).toBeVisible();
      },
    });
    await visit(audit, page, '/admin/conversations', at('conversations'), { loaded: noneLoading });
    await visit(audit, page, '/admin/shipping', at('shipping'), {
      loaded: async (p) => {
        await expect(p.locator('main form')).toBeVisible();
        await noneLoading(p);
      },
    });
    await visit(audit, page, '/admin/staff', at('staff'), {
      loaded: (p) => expect(p.locator('main tbody tr').first()).toBeVisible(),
    });
    await visit(audit, page, '/admin/messages', at('contact messages'), {
      loaded: (p) =>
        expect(p.locator('main .message-list').or(p.locator('main .empty-state')).first()).toBeVisible(),
    });
    await visit(audit, page, '/admin/seo-generator', at('article generator'), {
      loaded: (p) => expect(p.getByRole('group', { name: 'Choose a topic' })).toBeVisible(),
    });
  }
  await context.close();
  audit.expectNoSeriousViolation();
});

test('French and Kinyarwanda pages name their language and have no serious violation', async ({
  browser,
  request,
}) => {
  const audit = new Audit();
  const { productId } = await inStockVariant(request);
  const context = await shopperContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  for (const [path, lang] of [
    ['/?lang=fr', 'fr'],
    ['/shop?lang=rw', 'rw'],
    [`/product/${productId}?lang=fr`, 'fr'],
    ['/login?lang=rw', 'rw'],
    ['/track?lang=fr', 'fr'],
  ] as const) {
    await visit(audit, page, path, path, {
      load: true,
      loaded: async (p) => {
        await expect(p.locator('html')).toHaveAttribute('lang', lang);
        await expect(p.locator('.language-switcher select')).toHaveValue(lang);
      },
    });
  }
  await context.close();
  audit.expectNoSeriousViolation();
});
