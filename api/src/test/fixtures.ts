import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CUSTOMER_COOKIE, createSession, STAFF_COOKIE, type StaffRole } from '../modules/auth/sessions';
import { staffUsers } from '../modules/auth/tables';
import { categories, flashDeals, products, productVariants } from '../modules/catalog/tables';
import { type CustomerRow, createCustomer, findCustomerByPhone } from '../modules/customers/service';
import type { OrderRow } from '../modules/orders/service';
import { orderItems, orders } from '../modules/orders/tables';
import { createShipmentForOrder } from '../modules/tracking/service';

/**
 * Test and bench fixtures: shoppers, staff, products and orders made in a few milliseconds, with
 * live session cookies, so a test can place hundreds of orders without signing in by SMS.
 * Accounts go through the customers and sessions services; catalogue rows, staff and ready-made
 * orders are written directly, because the point is a known starting state (an order without a
 * timeline entry, a staff account without a slow password hash). Tests and tests/bench only.
 */

const tag = () => randomBytes(5).toString('hex');

let phoneCounter = 0;
/** A distinct MTN-looking number per call (078 + 7 digits). */
export function freshPhone(): string {
  phoneCounter += 1;
  const n = (Number.parseInt(randomBytes(3).toString('hex'), 16) * 1000 + phoneCounter) % 10_000_000;
  return `+25078${String(n).padStart(7, '0')}`;
}

export interface TestShopper {
  customer: CustomerRow;
  customerId: string;
  phone: string;
  /** `isoko_session=<token>` for the cookie header. */
  cookie: string;
}

/** A customer with a live session; an existing phone gets a new session for its account. */
export async function createShopper(
  db: Db,
  options: { phone?: string; firstName?: string } = {},
): Promise<TestShopper> {
  const phone = options.phone ?? freshPhone();
  const customer =
    (await findCustomerByPhone(db, phone)) ??
    (await db.transaction((tx) =>
      createCustomer(tx, {
        phone,
        firstName: options.firstName ?? 'Aline',
        lastName: 'Uwase',
        addresses: [],
      }),
    ));
  const { token } = await createSession(db, { customerId: customer.id }, 24 * 3600_000);
  return { customer, customerId: customer.id, phone, cookie: `${CUSTOMER_COOKIE}=${token}` };
}

export interface TestStaff {
  staff: typeof staffUsers.$inferSelect;
  staffId: string;
  /** `isoko_staff=<token>` for the cookie header. */
  cookie: string;
}

/** A back-office account with a live session (its password is never checked, so none is hashed). */
export async function createStaff(db: Db, role: StaffRole = 'staff'): Promise<TestStaff> {
  const [staff] = await db
    .insert(staffUsers)
    .values({ email: `${role}-${tag()}@isoko.test`, role, passwordHash: 'unused' })
    .returning();
  if (!staff) throw new Error('no staff row returned');
  const { token } = await createSession(db, { staffId: staff.id }, 3600_000);
  return { staff, staffId: staff.id, cookie: `${STAFF_COOKIE}=${token}` };
}

export interface TestProductInput {
  /** Base price in RWF (12,000 unless given). */
  price?: number;
  originalPrice?: number | null;
  freeShipping?: boolean;
  /** Without `variants`: one variant, size M, colour Red, holding this many units (10 unless given). */
  stock?: number;
  variants?: { size?: string | null; color?: string | null; stock: number; price?: number | null }[];
  /** A flash deal at this price running from an hour ago to an hour from now. */
  flashPrice?: number;
}

export interface TestProduct {
  product: typeof products.$inferSelect;
  productId: string;
  variants: (typeof productVariants.$inferSelect)[];
  /** The first variant. */
  variant: typeof productVariants.$inferSelect;
}

/** A product in a category of its own, with variants (size × colour, each with its own stock and price). */
export async function createProduct(db: Db, input: TestProductInput = {}): Promise<TestProduct> {
  const id = tag();
  const wanted = input.variants ?? [{ size: 'M', color: 'Red', stock: input.stock ?? 10 }];
  const [category] = await db
    .insert(categories)
    .values({ slug: `test-${id}`, name: `Test ${id}` })
    .returning({ id: categories.id });
  if (!category) throw new Error('no category row returned');
  const [product] = await db
    .insert(products)
    .values({
      slug: `product-${id}`,
      name: `Kitenge dress ${id}`,
      categoryId: category.id,
      price: input.price ?? 12_000,
      originalPrice: input.originalPrice ?? null,
      freeShipping: input.freeShipping ?? false,
      stockTotal: wanted.reduce((n, v) => n + v.stock, 0),
    })
    .returning();
  if (!product) throw new Error('no product row returned');
  const variants = await db
    .insert(productVariants)
    .values(
      wanted.map((v, i) => ({
        productId: product.id,
        sku: `SKU-${id}-${i}`,
        size: v.size ?? null,
        color: v.color ?? null,
        price: v.price ?? null,
        stock: v.stock,
      })),
    )
    .returning();
  const [variant] = variants;
  if (!variant) throw new Error('a test product needs at least one variant');
  if (input.flashPrice) {
    await db.insert(flashDeals).values({
      productId: product.id,
      dealPrice: input.flashPrice,
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
    });
  }
  return { product, productId: product.id, variants, variant };
}

/**
 * An order as checkout leaves it (stock already taken, 2 × 12,000 RWF by default), with its
 * shipment open and no timeline entry, so a test sees only the status moves it makes itself.
 */
export async function createTestOrder(
  db: Db,
  opts: {
    customerId: string;
    customerPhone: string;
    variantId: string;
    productId: string;
    quantity?: number;
    status?: string;
    district?: string;
  },
): Promise<{ order: OrderRow; trackingId: string }> {
  const quantity = opts.quantity ?? 2;
  const district = opts.district ?? 'Gasabo';
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        orderNumber: `ISK-TEST-${tag().toUpperCase()}`,
        customerId: opts.customerId,
        status: opts.status ?? 'confirmed',
        paymentMethod: 'cash_on_delivery',
        subtotal: 24_000,
        total: 24_000,
        customerFirstName: 'Aline',
        customerPhone: opts.customerPhone,
        receiverName: 'Aline Uwase',
        receiverPhone: opts.customerPhone,
        province: 'City of Kigali',
        district,
        street: 'KG 11 Ave',
      })
      .returning();
    if (!created) throw new Error('no order row returned');
    await tx.insert(orderItems).values({
      orderId: created.id,
      productId: opts.productId,
      variantId: opts.variantId,
      name: 'Kitenge dress',
      sku: 'SKU',
      unitPrice: 12_000,
      listPrice: 12_000,
      quantity,
      lineTotal: 12_000 * quantity,
    });
    const { trackingId } = await createShipmentForOrder(tx, created);
    const [order] = await tx.select().from(orders).where(eq(orders.id, created.id));
    if (!order) throw new Error('the new order vanished');
    return { order, trackingId };
  });
}

/** A valid order body in the old client's payload shape plus our fields; prices in it are ignored. */
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
