import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { CUSTOMER_COOKIE, createSession, STAFF_COOKIE, type StaffRole } from '../auth/sessions';
import { staffUsers } from '../auth/tables';
import { categories, flashDeals, products, productVariants } from '../catalog/tables';
import { customers } from '../customers/tables';

/**
 * Test and bench support: customers, staff and products written straight to the database, with
 * sessions, so a test can place hundreds of orders without going through SMS sign-in. Only tests
 * and tests/bench import this file.
 */

export interface TestShopper {
  customerId: string;
  phone: string;
  /** `isoko_session=<token>` for the cookie header. */
  cookie: string;
}

let phoneCounter = 0;
/** A distinct MTN-looking number per call (078 + 7 digits). */
export function freshPhone(): string {
  phoneCounter += 1;
  const n = (Number.parseInt(randomBytes(3).toString('hex'), 16) * 1000 + phoneCounter) % 10_000_000;
  return `+25078${String(n).padStart(7, '0')}`;
}

export async function createShopper(db: DbOrTx, phone = freshPhone()): Promise<TestShopper> {
  const [customer] = await db
    .insert(customers)
    .values({ phone, firstName: 'Aline', lastName: 'Uwase', email: null })
    .onConflictDoUpdate({ target: customers.phone, set: { firstName: 'Aline' } })
    .returning({ id: customers.id });
  const { token } = await createSession(db, { customerId: customer!.id }, 24 * 3600_000);
  return { customerId: customer!.id, phone, cookie: `${CUSTOMER_COOKIE}=${token}` };
}

export async function createStaff(db: DbOrTx, role: StaffRole): Promise<{ staffId: string; cookie: string }> {
  const [staff] = await db
    .insert(staffUsers)
    .values({ email: `${role}-${randomBytes(4).toString('hex')}@isoko.test`, role, passwordHash: 'unused' })
    .returning({ id: staffUsers.id });
  const { token } = await createSession(db, { staffId: staff!.id }, 3600_000);
  return { staffId: staff!.id, cookie: `${STAFF_COOKIE}=${token}` };
}

export interface TestProduct {
  productId: string;
  variants: { id: string; size: string | null; color: string | null; stock: number }[];
}

/** A product with variants (size × colour, each with its own stock and optional price). */
export async function createProduct(
  db: DbOrTx,
  input: {
    price: number;
    originalPrice?: number | null;
    freeShipping?: boolean;
    variants: { size?: string | null; color?: string | null; stock: number; price?: number | null }[];
    flashPrice?: number;
  },
): Promise<TestProduct> {
  const tag = randomBytes(5).toString('hex');
  const [category] = await db
    .insert(categories)
    .values({ slug: `test-${tag}`, name: `Test ${tag}` })
    .returning({ id: categories.id });
  const [product] = await db
    .insert(products)
    .values({
      slug: `product-${tag}`,
      name: `Kitenge dress ${tag}`,
      categoryId: category!.id,
      price: input.price,
      originalPrice: input.originalPrice ?? null,
      freeShipping: input.freeShipping ?? false,
      stockTotal: input.variants.reduce((n, v) => n + v.stock, 0),
    })
    .returning({ id: products.id });
  const variants = await db
    .insert(productVariants)
    .values(
      input.variants.map((v, i) => ({
        productId: product!.id,
        sku: `SKU-${tag}-${i}`,
        size: v.size ?? null,
        color: v.color ?? null,
        price: v.price ?? null,
        stock: v.stock,
      })),
    )
    .returning({
      id: productVariants.id,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
    });
  if (input.flashPrice) {
    await db.insert(flashDeals).values({
      productId: product!.id,
      dealPrice: input.flashPrice,
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
    });
  }
  return { productId: product!.id, variants };
}

/** A valid order body for the spec's payload shape plus our fields. */
export function orderBody(
  lines: {
    productId: string;
    variantId?: string;
    quantity: number;
    price?: number;
    negotiationToken?: string;
  }[],
  extra: Record<string, unknown> = {},
) {
  return {
    user: { id: 'ignored' },
    items: lines.map((l) => ({
      product: l.productId,
      name: 'Kitenge dress',
      price: l.price ?? 1,
      size: 'M',
      color: 'Red',
      ...l,
    })),
    totalAmount: 1,
    status: 'completed',
    paymentMethod: 'cash_on_delivery',
    shippingAddress: {
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.rw',
      phone: '0788123456',
      street: 'KG 11 Ave, Kimironko',
      city: 'Kigali',
      country: 'Rwanda',
      postalCode: '0000',
      district: 'Huye',
    },
    ...extra,
  };
}
