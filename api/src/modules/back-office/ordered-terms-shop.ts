import { randomUUID } from 'node:crypto';
import { OrderResponse } from '@isoko/shared/orders/schema';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import {
  createProduct,
  createShopper,
  createStaff,
  orderBody,
  type TestProduct,
  type TestProductInput,
  type TestShopper,
  type TestStaff,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogTranslations } from '../catalog/seed';
import { ensureShippingSettings } from '../shipping/service';

/** A shop where a shopper ordered one of each variant of a product, and a staff member to look. */
export interface OrderedTermsShop {
  t: TestApp;
  staff: TestStaff;
  shopper: TestShopper;
  product: TestProduct;
  orderId: string;
}

/**
 * For the tests of how the back office words catalogue terms (sizes, colours) for staff: the
 * demo's words in every language, one product with `variants`, and an order of one unit of each,
 * placed in English (what the shopper read changes nothing that staff see). `prepare` runs
 * before the order, for data a test needs beside the product (a category's names, say).
 */
export async function orderedTermsShop(
  variants: NonNullable<TestProductInput['variants']>,
  prepare: (db: Db, product: TestProduct) => Promise<void> = async () => {},
): Promise<OrderedTermsShop> {
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const { db } = t.app.deps;
  await ensureShippingSettings(db);
  await seedCatalogTranslations(db);
  const product = await createProduct(db, { variants });
  await prepare(db, product);
  t.app.deps.catalog.invalidate();
  const staff = await createStaff(db, 'staff');
  const shopper = await createShopper(db);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
    payload: orderBody(
      product.variants.map((v) => ({ productId: product.productId, variantId: v.id, quantity: 1 })),
    ),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { t, staff, shopper, product, orderId: OrderResponse.parse(placed.json()).data.id };
}
