import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, createStaff } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shippingSeedStep } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await shippingSeedStep.run(t.app.deps, { products: 0, say: () => {} });
});
afterAll(() => t?.close());

const put = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/shipping/settings',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const calc = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/shipping/calculate', payload });

describe('shipping settings', () => {
  it('starts at 2,000 RWF, Kigali free, free above 50,000 RWF, no free-shipping type', async () => {
    const res = await t.app.inject({ url: '/api/shipping/settings' });
    expect(res.json()).toMatchObject({
      success: true,
      settings: {
        freeShippingEnabled: false,
        freeShippingType: 'none',
        standardShippingFee: 2000,
        freeShippingThreshold: 0,
        selectedProducts: [],
        kigaliFree: true,
        freeAbove: 50_000,
      },
    });
  });

  it('lets admins only save: anonymous 401, customer 401, staff 403, admin 200', async () => {
    const body = { freeShippingType: 'none', standardShippingFee: 2000 };
    const customer = await createShopper(t.app.deps.db);
    const staff = await createStaff(t.app.deps.db, 'staff');
    const admin = await createStaff(t.app.deps.db, 'admin');
    expect((await put(body)).statusCode).toBe(401);
    expect((await put(body, customer.cookie)).statusCode).toBe(401);
    expect((await put(body, staff.cookie)).statusCode).toBe(403);
    expect((await put(body, admin.cookie)).statusCode).toBe(200);
  });

  it('saves the free-shipping type: all clears the selection, selected keeps it, enabled follows the type', async () => {
    const admin = await createStaff(t.app.deps.db, 'admin');
    const a = (await createProduct(t.app.deps.db, { price: 1000, variants: [{ stock: 1 }] })).productId;
    const b = (await createProduct(t.app.deps.db, { price: 1000, variants: [{ stock: 1 }] })).productId;
    const selected = await put(
      {
        freeShippingType: 'selected',
        standardShippingFee: '2500',
        selectedProducts: [a, b, a],
        freeShippingEnabled: false,
      },
      admin.cookie,
    );
    expect(selected.json().settings).toMatchObject({
      freeShippingEnabled: true,
      freeShippingType: 'selected',
      standardShippingFee: 2500,
      selectedProducts: [a, b],
    });
    const unknown = await put(
      { freeShippingType: 'selected', standardShippingFee: 2500, selectedProducts: [a, 'nope'] },
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('nope');
    // Type all clears the selection: its stale ids are not even looked at.
    const all = await put(
      { freeShippingType: 'all', standardShippingFee: 2500, selectedProducts: ['nope'] },
      admin.cookie,
    );
    expect(all.json().settings).toMatchObject({
      freeShippingEnabled: true,
      freeShippingType: 'all',
      selectedProducts: [],
    });
    const none = await put({ freeShippingType: 'none', standardShippingFee: 2000 }, admin.cookie);
    expect(none.json().settings).toMatchObject({ freeShippingEnabled: false, selectedProducts: [] });
  });

  it('refuses a fee that is not a number with a clear message instead of saving 0', async () => {
    const admin = await createStaff(t.app.deps.db, 'admin');
    for (const fee of ['abc', '', null, -5, 12.5]) {
      const res = await put({ freeShippingType: 'none', standardShippingFee: fee }, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toMatch(/standard shipping fee/i);
    }
    const saved = (await t.app.inject({ url: '/api/shipping/settings' })).json().settings;
    expect(saved.standardShippingFee).toBe(2000);
  });
});

describe('POST /api/shipping/calculate', () => {
  it('ships free within the City of Kigali and charges the standard fee up-country', async () => {
    const product = await createProduct(t.app.deps.db, { price: 10_000, variants: [{ stock: 5 }] });
    const items = [{ productId: product.productId, quantity: 1 }];
    expect((await calc({ items, subtotal: 10_000, district: 'Kicukiro' })).json()).toMatchObject({
      success: true,
      shippingFee: 0,
      isFreeShipping: true,
      reason: 'kigali',
    });
    expect((await calc({ items, subtotal: 10_000, district: 'Musanze' })).json()).toMatchObject({
      shippingFee: 2000,
      isFreeShipping: false,
      reason: 'standard',
    });
  });

  it('ships free above 50,000 RWF of goods, priced from the database not the client', async () => {
    const product = await createProduct(t.app.deps.db, { price: 25_000, variants: [{ stock: 5 }] });
    const two = await calc({
      items: [{ productId: product.productId, quantity: 2 }],
      subtotal: 999_999,
      district: 'Huye',
    });
    // Exactly 50,000 is not above 50,000.
    expect(two.json()).toMatchObject({ shippingFee: 2000, subtotal: 50_000 });
    const three = await calc({
      items: [{ product: { _id: product.productId }, quantity: 3 }],
      subtotal: 1,
      district: 'Huye',
    });
    expect(three.json()).toMatchObject({ shippingFee: 0, reason: 'above_threshold', subtotal: 75_000 });
  });

  it('ships free when every item is one of the admin’s selected products', async () => {
    const admin = await createStaff(t.app.deps.db, 'admin');
    const chosen = await createProduct(t.app.deps.db, { price: 5_000, variants: [{ stock: 5 }] });
    const other = await createProduct(t.app.deps.db, { price: 5_000, variants: [{ stock: 5 }] });
    await put(
      { freeShippingType: 'selected', standardShippingFee: 2000, selectedProducts: [chosen.productId] },
      admin.cookie,
    );
    const only = await calc({
      items: [{ productId: chosen.productId, quantity: 1 }],
      subtotal: 0,
      district: 'Rubavu',
    });
    expect(only.json()).toMatchObject({ shippingFee: 0, reason: 'free_selected' });
    const mixed = await calc({
      items: [
        { productId: chosen.productId, quantity: 1 },
        { productId: other.productId, quantity: 1 },
      ],
      subtotal: 0,
      district: 'Rubavu',
    });
    expect(mixed.json()).toMatchObject({ shippingFee: 2000, reason: 'standard' });
    await put({ freeShippingType: 'none', standardShippingFee: 2000 }, admin.cookie);
  });

  it('uses the client subtotal only when no item can be priced, and says when the district is unknown', async () => {
    const res = await calc({ items: [{ product: 'not-an-id', quantity: 1 }], subtotal: 60_000 });
    expect(res.json()).toMatchObject({ shippingFee: 0, reason: 'above_threshold' });
    const unknown = await calc({ items: [], subtotal: 10_000 });
    expect(unknown.json()).toMatchObject({ shippingFee: 2000, reason: 'unknown_district' });
  });
});
