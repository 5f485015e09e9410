import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The full-body sample picture Human embeds in its own source (for its warm-up), written out at
 * test time: a still for the fake camera (as a looping one-frame y4m made by ffmpeg) and a photo
 * to upload. Nothing is committed and nothing is downloaded.
 */
const work = mkdtempSync(path.join(tmpdir(), 'isoko-tryon-'));
const samplePath = path.join(work, 'body.jpg');
const y4mPath = path.join(work, 'body.y4m');
{
  const source = readFileSync(path.resolve('node_modules/@vladmandic/human/src/sample.ts'), 'utf8');
  const base64 = /export const body\s*=\s*`([^`]+)`/.exec(source)?.[1];
  if (!base64) throw new Error('the full-body sample was not found in Human’s source');
  writeFileSync(samplePath, Buffer.from(base64.replace(/\s+/g, ''), 'base64'));
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    samplePath,
    '-vf',
    'scale=640:640,format=yuv420p',
    '-frames:v',
    '1',
    y4mPath,
  ]);
}

// The base flags of playwright.config.ts, plus a fake camera that shows the sample.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${y4mPath}`,
    ],
  },
});

/** Fails the test on any request that leaves our origin (models and wasm must be ours). */
function ownOriginOnly(page: Page, baseURL: string) {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

test('/ml-tryon: models load on wasm, the camera frame is read, a garment is tried on', async ({
  page,
  baseURL,
}) => {
  const foreign = ownOriginOnly(page, baseURL ?? '');
  await page.goto('/ml-tryon');
  await expect(page.getByRole('heading', { name: 'AI Virtual Try-On' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Camera' });
  // Until the models are ready the button is disabled and says so.
  const loading = page.getByRole('button', { name: 'Loading AI Models...' });
  await expect(loading.or(start)).toBeVisible();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  const status = page.getByTestId('ai-status');
  await expect(status).toHaveAttribute('data-backend', 'wasm');
  const loadMs = Number(await status.getAttribute('data-load-ms'));

  await start.click();
  const capture = page.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled();
  // The fake camera needs a moment to deliver its first frame.
  await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
  await capture.click();

  await expect(page.getByText('AI Analyzed')).toBeVisible({ timeout: 15_000 });
  const keypoints = Number(await page.getByTestId('ai-status').getAttribute('data-keypoints'));
  expect(keypoints).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('analysis-shoulders').locator('dd')).toHaveText(/^0\.\d\d$/);
  const captureMs = Number(await page.getByTestId('ai-status').getAttribute('data-capture-ms'));

  const tryOnNow = page.getByRole('button', { name: 'Try On Now' });
  await expect(tryOnNow).toBeDisabled();
  await page.getByTestId('tryon-product').first().click();
  await tryOnNow.click();

  await expect(page.getByRole('heading', { name: 'AI Try-On Results' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('match-percent')).toHaveText(/^\d+% match$/);
  await expect(page.getByTestId('fit-overall').locator('dd')).toHaveAttribute('data-grade', /.+/);
  const resultMs = Number(await page.getByTestId('ai-status').getAttribute('data-result-ms'));
  console.log(
    `try-on timings: model load ${loadMs} ms, capture to analysis ${captureMs} ms, Try On Now to result ${resultMs} ms`,
  );

  await page.getByRole('button', { name: 'Try Another' }).click();
  await expect(page.getByRole('heading', { name: 'AI Virtual Try-On' })).toBeVisible();
  expect(foreign).toEqual([]);
});

test('/advanced-tryon from a product page: an uploaded photo reaches results and the recommended size of that product goes to the cart', async ({
  page,
}) => {
  // Trousers are not among the garments the screen offers by itself.
  const listing = await page.request.get('/api/products?subcategory=bottoms&inStock=true&limit=1');
  const trousers = (await listing.json()).data[0] as { id: string; name: string };
  await page.goto(`/product/${trousers.id}`);
  await page.getByRole('link', { name: 'Try it on' }).click();
  await expect(page).toHaveURL(`/advanced-tryon?product=${trousers.id}`);
  await page.locator('input[type=file]').setInputFiles(samplePath);
  await expect(page.getByRole('heading', { name: 'Choose your style' })).toBeVisible();
  // The models read the photo; their measurements go with the request.
  await expect(page.getByTestId('photo-reading')).toHaveAttribute('data-status', 'read', { timeout: 30_000 });

  // Incomplete choices are refused with the wizard's message.
  await page.getByRole('button', { name: 'Try On' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete all selections before trying on');

  await page.getByRole('radio', { name: 'Pear' }).check();
  await page.getByRole('radio', { name: 'Dark', exact: true }).check();
  await page.getByRole('radio', { name: 'Wedding' }).check();
  // The product the shopper came from is offered first and already chosen.
  await expect(page.getByTestId('tryon-product').first()).toContainText(trousers.name);
  await expect(page.getByTestId('tryon-product').first().getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: 'Try On' }).click();

  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible({ timeout: 20_000 });
  const size = (await page.getByTestId('insight-size').locator('dd').textContent())?.trim() ?? '';
  expect(size).toMatch(/^(XS|S|M|L|XL|XXL)$/);
  await page.getByRole('button', { name: `Add to Cart (size ${size})` }).click();
  await expect(page.getByRole('status').filter({ hasText: `size ${size}, is in your cart` })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart).toEqual([expect.objectContaining({ id: trousers.id, size, quantity: 1 })]);

  await page.getByRole('button', { name: 'Try Another' }).click();
  await expect(page.getByRole('heading', { name: 'Upload your photo' })).toBeVisible();
});

test('/virtual-tryon: the try-on button waits for a photo and asks for body type and skin tone', async ({
  page,
}) => {
  await page.goto('/virtual-tryon');
  const tryOn = page.getByRole('button', { name: 'Try On' });
  await expect(tryOn).toBeDisabled();
  await page.locator('input[type=file]').setInputFiles(samplePath);
  await expect(tryOn).toBeEnabled({ timeout: 30_000 });
  await tryOn.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please upload an image and select your body type and skin tone',
  );
  await page.getByRole('radio', { name: 'Hourglass' }).check();
  await page.getByRole('radio', { name: 'Medium' }).check();
  await tryOn.click();
  await expect(page.getByRole('heading', { name: 'Your Try-On Result' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Kigali fashion tips')).toBeVisible();
  await expect(page.getByTestId('fit-occasionSuitability').locator('dd')).toHaveAttribute('data-grade', /.+/);
});
