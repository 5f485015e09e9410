import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A fresh MTN number per call, so reruns against one server never collide. */
export function freshPhone() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
  return `+25078${digits}`;
}

async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/phone/${encodeURIComponent(phone)}/messages`);
        const body = (await res.json()) as { data?: { messages?: Array<{ body: string; kind: string }> } };
        code = body.data?.messages?.find((m) => m.kind === 'otp')?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Registers a new shopper through the API (the code read from the demo handset); cookies stay on `request`. */
export async function registerShopper(request: APIRequestContext, firstName = 'Keza') {
  const phone = freshPhone();
  expect((await request.post('/api/auth/request-code', { data: { phone } })).ok()).toBe(true);
  const code = await latestCode(request, phone);
  const res = await request.post('/api/auth/register', {
    data: {
      phone,
      code,
      firstName,
      lastName: 'Mutoni',
      addresses: [
        { receiverName: `${firstName} Mutoni`, district: 'Gasabo', street: 'KG 11 Ave, Kimironko' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return { phone };
}

/** A product variant with stock, from the live catalogue. */
export async function inStockVariant(request: APIRequestContext) {
  const list = (await (await request.get('/api/products?limit=20&inStock=true&sortBy=newest')).json()) as {
    data: Array<{ id: string }>;
  };
  for (const p of list.data) {
    const detail = (await (await request.get(`/api/products/${p.id}`)).json()) as {
      data: {
        id: string;
        variants: Array<{ id: string; stockQuantity: number; size: string | null; color: string | null }>;
      };
    };
    const variant = detail.data.variants.find((v) => v.stockQuantity >= 3);
    if (variant) return { productId: detail.data.id, variant };
  }
  throw new Error('no product with stock in the demo catalogue');
}

/** A variant as the product answer names it. */
export interface ProductVariant {
  id: string;
  size: string | null;
  color: string | null;
  stockQuantity: number;
  price: number;
}

/** The parts of the product answer the journeys read. */
export interface ProductDetail {
  id: string;
  name: string;
  price: number;
  negotiable: boolean;
  sizes: string[];
  colors: { name: string }[];
  variants: ProductVariant[];
}

/** A negotiable product of the demo catalogue, without a flash deal, with a variant in stock. */
export async function negotiableProduct(
  request: APIRequestContext,
): Promise<{ product: ProductDetail; variant: ProductVariant }> {
  const list = await request.get('/api/products?limit=60&inStock=true');
  expect(list.ok()).toBeTruthy();
  const cards = ((await list.json()) as { data: { id: string; flashDeal: unknown }[] }).data;
  for (const card of cards.filter((c) => !c.flashDeal)) {
    const res = await request.get(`/api/products/${card.id}`);
    if (!res.ok()) continue;
    const product = ((await res.json()) as { data: ProductDetail }).data;
    if (!product.negotiable) continue;
    const variant = product.variants.find((v) => v.stockQuantity >= 3);
    if (variant) return { product, variant };
  }
  throw new Error('The demo catalogue has no negotiable product in stock');
}

/** Picks a variant's size and colour on its product page (a colour already chosen stays). */
export async function chooseVariant(page: Page, variant: { size: string | null; color: string | null }) {
  if (variant.size)
    await page
      .getByRole('group', { name: /^Size/ })
      .getByRole('button', { name: variant.size, exact: true })
      .click();
  if (variant.color) {
    const colour = page
      .getByRole('group', { name: /^Colou?r/ })
      .getByRole('button', { name: variant.color, exact: true });
    if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
  }
}

/** Places a cash-on-delivery order (confirmed at once) and returns it. */
export async function placeCashOrder(request: APIRequestContext, phone: string) {
  return placeOrder(request, phone);
}

/**
 * Places an order of one unit and returns it: cash on delivery unless said otherwise (a Mobile
 * Money order rings the shopper's own phone), with the e-mail given on checkout's first step.
 */
export async function placeOrder(
  request: APIRequestContext,
  phone: string,
  {
    paymentMethod = 'cash_on_delivery',
    email,
  }: { paymentMethod?: 'cash_on_delivery' | 'mobile_money'; email?: string } = {},
) {
  const { productId, variant } = await inStockVariant(request);
  const res = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      items: [{ productId, variantId: variant.id, quantity: 1, size: variant.size, color: variant.color }],
      paymentMethod,
      shippingAddress: {
        firstName: 'Keza',
        lastName: 'Mutoni',
        email,
        phone,
        street: 'KG 11 Ave, Kimironko',
        district: 'Gasabo',
      },
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string; orderNumber: string; trackingId: string } }).data;
}

/** Signs the demo admin in on `request` (password written by the seed in the e2e data dir). */
export async function signInDemoAdmin(request: APIRequestContext) {
  const port = process.env.E2E_PORT ?? '3100';
  const file = path.join(process.cwd(), '.data', `e2e-${port}`, 'admin-password');
  const password = readFileSync(file, 'utf8').trim();
  const res = await request.post('/api/admin/auth/login', { data: { email: 'admin@isoko.demo', password } });
  expect(res.status(), await res.text()).toBe(200);
}
