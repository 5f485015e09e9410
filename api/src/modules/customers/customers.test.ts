import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { MAX_WISHLIST, WishlistResponse } from '@isoko/shared/customers/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, registerCustomer } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categories, productMedia, products } from '../catalog/tables';
import { createFlashDeal } from '../catalog/write-deals';
import { wishlistItems } from './tables';

let t: TestApp;
let aline: Registered;
let bosco: Registered;
let productIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  aline = await registerCustomer(t.app, '+250788100001', { firstName: 'Aline', district: 'Gasabo' });
  bosco = await registerCustomer(t.app, '+250728100002', { firstName: 'Bosco', district: 'Huye' });
  const [cat] = await t.app.deps.db
    .insert(categories)
    .values({ slug: 'womens-fashion', name: "Women's Fashion" })
    .returning();
  const rows = await t.app.deps.db
    .insert(products)
    .values(
      ['Kitenge dress', 'Imigongo print scarf', 'Leather sandals'].map((name, i) => ({
        slug: `p-${i}`,
        name,
        categoryId: cat!.id,
        price: 12_500 + i * 1000,
        stockTotal: i === 2 ? 0 : 10,
        // The catalogue keeps the first picture on the product row; cards read it from there.
        mainImage: i === 0 ? '/media/p0.webp' : '',
      })),
    )
    .returning({ id: products.id });
  productIds = rows.map((r) => r.id);
  await t.app.deps.db.insert(productMedia).values({ productId: productIds[0]!, url: '/media/p0.webp' });
});
afterAll(async () => t.close());

const as = (who: Registered) => ({ cookie: who.header });
const call = (
  who: Registered | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: who ? as(who) : {} });

describe('profile', () => {
  it('needs a signed-in customer', async () => {
    for (const url of ['/api/customers/me', '/api/customers/me/addresses', '/api/customers/me/wishlist']) {
      const res = await call(null, 'GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('reads and updates the name and e-mail; the phone stays as it is', async () => {
    const res = await call(aline, 'PATCH', '/api/customers/me', {
      firstName: 'Aline',
      lastName: 'Mukamana',
      email: 'Aline@Example.RW',
      phone: '+250788999999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      lastName: 'Mukamana',
      email: 'aline@example.rw',
      phone: '+250788100001',
    });
    const bad = await call(aline, 'PATCH', '/api/customers/me', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    const cleared = await call(aline, 'PATCH', '/api/customers/me', { email: '' });
    expect(cleared.json().data.user.email).toBeNull();
  });

  it('ignores a customer id in the payload: the session decides whose profile changes', async () => {
    await call(aline, 'PATCH', '/api/customers/me', {
      firstName: 'Alina',
      id: bosco.userId,
      customerId: bosco.userId,
    });
    const b = await call(bosco, 'GET', '/api/customers/me');
    expect(b.json().data.user.firstName).toBe('Bosco');
    await call(aline, 'PATCH', '/api/customers/me', { firstName: 'Aline' });
  });
});

describe('addresses', () => {
  it('adds an address with the province derived from the district, and refuses unknown districts', async () => {
    const res = await call(aline, 'POST', '/api/customers/me/addresses', {
      label: 'work',
      district: 'Rubavu',
      sector: 'Gisenyi',
      street: 'Avenue de la Paix',
      province: 'City of Kigali',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.address).toMatchObject({
      province: 'Western',
      district: 'Rubavu',
      city: 'Rubavu',
      isDefault: false,
      phone: '+250788100001',
    });
    const bad = await call(aline, 'POST', '/api/customers/me/addresses', {
      district: 'Kampala',
      street: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const noStreet = await call(aline, 'POST', '/api/customers/me/addresses', {
      district: 'Gasabo',
      street: ' ',
    });
    expect(noStreet.statusCode).toBe(400);
  });

  it('keeps exactly one default: setting one unsets the other, deleting it promotes another', async () => {
    const list = (await call(aline, 'GET', '/api/customers/me/addresses')).json().data.addresses;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    const other = list.find((a: { isDefault: boolean }) => !a.isDefault);
    const after = (await call(aline, 'POST', `/api/customers/me/addresses/${other.id}/default`)).json().data
      .addresses;
    expect(after[0]).toMatchObject({ id: other.id, isDefault: true });
    expect(after.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const left = (await call(aline, 'DELETE', `/api/customers/me/addresses/${other.id}`)).json().data
      .addresses;
    expect(left).toHaveLength(list.length - 1);
    expect(left.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('edits an address', async () => {
    const [first] = (await call(aline, 'GET', '/api/customers/me/addresses')).json().data.addresses;
    const res = await call(aline, 'PATCH', `/api/customers/me/addresses/${first.id}`, {
      district: 'Nyarugenge',
      street: 'KN 2 St',
      receiverName: 'Aline M.',
    });
    expect(res.json().data.address).toMatchObject({
      district: 'Nyarugenge',
      province: 'City of Kigali',
      street: 'KN 2 St',
      receiverName: 'Aline M.',
    });
  });

  it('changes only the fields sent: editing the street keeps the label and the rest', async () => {
    const added = await call(aline, 'POST', '/api/customers/me/addresses', {
      label: 'work',
      district: 'Kicukiro',
      sector: 'Niboye',
      street: 'KK 15 Rd',
      postalCode: '4321',
    });
    const { id } = added.json().data.address;
    const res = await call(aline, 'PATCH', `/api/customers/me/addresses/${id}`, { street: 'KK 17 Rd' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.address).toMatchObject({
      label: 'work',
      type: 'work',
      district: 'Kicukiro',
      sector: 'Niboye',
      street: 'KK 17 Rd',
      postalCode: '4321',
    });
    await call(aline, 'DELETE', `/api/customers/me/addresses/${id}`);
  });

  it("never shows, edits or deletes another customer's address", async () => {
    const [boscos] = (await call(bosco, 'GET', '/api/customers/me/addresses')).json().data.addresses;
    const mine = (await call(aline, 'GET', '/api/customers/me/addresses')).json().data.addresses;
    expect(mine.map((a: { id: string }) => a.id)).not.toContain(boscos.id);
    for (const [method, url, payload] of [
      ['PATCH', `/api/customers/me/addresses/${boscos.id}`, { street: 'hijacked' }],
      ['DELETE', `/api/customers/me/addresses/${boscos.id}`, undefined],
      ['POST', `/api/customers/me/addresses/${boscos.id}/default`, undefined],
    ] as const) {
      const res = await call(aline, method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ADDRESS_NOT_FOUND');
    }
    const still = (await call(bosco, 'GET', '/api/customers/me/addresses')).json().data.addresses;
    expect(still[0]).toMatchObject({ id: boscos.id, street: boscos.street });
  });
});

describe('preferences', () => {
  it('turns SMS updates off and on', async () => {
    expect((await call(aline, 'GET', '/api/customers/me/preferences')).json().data).toEqual({
      smsOptIn: true,
      language: 'en',
    });
    const off = await call(aline, 'PATCH', '/api/customers/me/preferences', { smsOptIn: false });
    expect(off.json().data).toEqual({ smsOptIn: false, language: 'en' });
    expect((await call(aline, 'GET', '/api/customers/me')).json().data.user.smsOptIn).toBe(false);
    await call(aline, 'PATCH', '/api/customers/me/preferences', { smsOptIn: true });
  });
});

describe('wishlist', () => {
  it('adds, lists with product details, and removes', async () => {
    const added = await call(aline, 'POST', '/api/customers/me/wishlist', { productId: productIds[0] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.items).toEqual([
      expect.objectContaining({
        productId: productIds[0],
        product: expect.objectContaining({
          name: 'Kitenge dress',
          // Every language's name: the page shows the one read now (no translation here).
          names: { en: 'Kitenge dress' },
          price: 12_500,
          mainImage: '/media/p0.webp',
        }),
      }),
    ]);
    const again = await call(aline, 'POST', '/api/customers/me/wishlist', { productId: productIds[0] });
    expect(again.json().data.items).toHaveLength(1);
    const removed = await call(aline, 'DELETE', `/api/customers/me/wishlist/${productIds[0]}`);
    expect(removed.json().data.items).toEqual([]);
  });

  it('lists a product in a running flash deal with its deal, so the page shows the deal price', async () => {
    const shopper = await registerCustomer(t.app, '+250788100004', { firstName: 'Diane' });
    const now = Date.now();
    const endsAt = new Date(now + 3_600_000);
    await createFlashDeal(t.app.deps, {
      productId: productIds[1],
      dealPrice: 10_000,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: endsAt.toISOString(),
    });
    const res = await call(shopper, 'POST', '/api/customers/me/wishlist', { productId: productIds[1] });
    const [item] = WishlistResponse.parse(res.json()).data.items;
    expect(item?.product).toMatchObject({
      price: 13_500,
      flashDeal: { dealPrice: 10_000, endsAt: endsAt.toISOString() },
    });
    expect(shownPrice(item!.product)).toEqual({ price: 10_000, original: 13_500, percent: 26, deal: true });
  });

  it('keeps the wishlist cap when many adds arrive at once', async () => {
    const db = t.app.deps.db;
    const shopper = await registerCustomer(t.app, '+250788100003', { firstName: 'Claude' });
    const [cat] = await db.insert(categories).values({ slug: 'wishlist-cap', name: 'Cap' }).returning();
    const many = await db
      .insert(products)
      .values(
        Array.from({ length: MAX_WISHLIST + 10 }, (_, i) => ({
          slug: `cap-${i}`,
          name: `Cap item ${i}`,
          categoryId: cat!.id,
          price: 1_000,
          stockTotal: 5,
        })),
      )
      .returning({ id: products.id });
    const ids = many.map((r) => r.id);
    const near = MAX_WISHLIST - 5;
    await db
      .insert(wishlistItems)
      .values(ids.slice(0, near).map((productId) => ({ customerId: shopper.userId, productId })));
    const answers = await Promise.all(
      ids.slice(near).map((productId) => call(shopper, 'POST', '/api/customers/me/wishlist', { productId })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const items = (await call(shopper, 'GET', '/api/customers/me/wishlist')).json().data.items;
    expect(items).toHaveLength(MAX_WISHLIST);
  });

  it('refuses an unknown product', async () => {
    const res = await call(aline, 'POST', '/api/customers/me/wishlist', {
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('merges the local list on sign-in, dropping unknown ids and keeping what was there', async () => {
    await call(bosco, 'POST', '/api/customers/me/wishlist', { productId: productIds[1] });
    const res = await call(bosco, 'POST', '/api/customers/me/wishlist/merge', {
      productIds: [productIds[1], productIds[2], 'not-a-product', '00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.items.map((i: { productId: string }) => i.productId);
    expect(ids.sort()).toEqual([productIds[1], productIds[2]].sort());
    const sandals = res.json().data.items.find((i: { productId: string }) => i.productId === productIds[2]);
    expect(sandals.product.inStock).toBe(false);
    // Someone else's list is untouched.
    expect((await call(aline, 'GET', '/api/customers/me/wishlist')).json().data.items).toEqual([]);
  });
});
