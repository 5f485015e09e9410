import { chromium, type FullConfig } from '@playwright/test';

/**
 * Runs once after the shop answers /health and before the first journey: opens the home page,
 * a category and a product in a phone-sized page, as a shopper would. The first visits after a
 * cold start are several times slower than the rest (the embedded database warms its caches, the
 * server fills its answer caches, the browser its disk cache), and without this the first
 * journey of the run pays for all of it within its own time limit.
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const use = config.projects[0]!.use;
  const baseURL = use.baseURL!;
  const browser = await chromium.launch(use.launchOptions);
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(120_000);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    const product = await page.locator('a[href^="/product/"]').first().getAttribute('href');
    for (const path of ['/category/womens-fashion', product ?? '/shop']) {
      await page.goto(path, { waitUntil: 'networkidle' });
    }
  } finally {
    await browser.close();
  }
}
