import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/** The demo admin's password, written by the seed into this server's data folder. */
function demoAdminPassword() {
  const port = process.env.E2E_PORT ?? '3100';
  return readFileSync(path.join(process.cwd(), '.data', `e2e-${port}`, 'admin-password'), 'utf8').trim();
}

/** A small solid-colour PNG made here, so the upload goes through the server's real image path. */
const solidPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 108, b: 67 } } })
    .png()
    .toBuffer();

test('an admin creates a product in 2 sizes × 2 colours with a photo, and the shop shows it', async ({
  page,
}) => {
  const name = `E2E Kitenge Wrap ${Date.now().toString(36)}`;

  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toHaveValue('admin@isoko.demo');
  await page.getByLabel('Password', { exact: true }).fill(demoAdminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();

  await page.getByLabel(/Product name/).fill(name);
  await page.getByLabel(/^Category/).selectOption({ label: "Women's Fashion" });
  await page.getByLabel(/^Price \(RWF\)/).fill('25000');
  const sizes = page.getByRole('group', { name: 'Sizes' });
  await sizes.getByLabel('S', { exact: true }).check();
  await sizes.getByLabel('M', { exact: true }).check();
  const colors = page.getByRole('group', { name: 'Colours' });
  await colors.getByLabel('Red').check();
  await colors.getByLabel('Blue').check();
  await expect(page.getByRole('table', { name: 'Variants: 4' })).toBeVisible();
  for (const variant of ['S / Red', 'S / Blue', 'M / Red', 'M / Blue']) {
    await page.getByLabel(`Stock of ${variant}`).fill('5');
  }

  await page.getByLabel('Upload main image').setInputFiles({
    name: 'kitenge.png',
    mimeType: 'image/png',
    buffer: await solidPng(),
  });
  const preview = page.getByRole('img', { name: 'Main image' });
  await expect(preview).toHaveAttribute('src', /\/media\/uploads\//);
  const photoUrl = await preview.getAttribute('src');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText('Product created.')).toBeVisible();

  // The table finds it through the server's search; its edit link carries the product's id.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const edit = page.getByRole('link', { name: `Edit ${name}` });
  await expect(edit).toBeVisible();
  const id = (await edit.getAttribute('href'))!.split('/').pop();

  // The shop's product page: its picture and its 4 size × colour variants.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name }).first()).toHaveAttribute('src', photoUrl!);
  const size = page.getByRole('group', { name: /Size/ });
  const colour = page.getByRole('group', { name: /Colour/ });
  await expect(size.getByRole('button')).toHaveText(['S', 'M']);
  await expect(colour.getByRole('button')).toHaveText(['Red', 'Blue']);
  const product = await (await page.request.get(`/api/products/${id}`)).json();
  expect(product.data.variants).toHaveLength(4);
  expect(
    product.data.variants.map((v: { size: string; color: string }) => `${v.size}/${v.color}`).sort(),
  ).toEqual(['M/Blue', 'M/Red', 'S/Blue', 'S/Red']);

  // And the shop's search lists it.
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});
