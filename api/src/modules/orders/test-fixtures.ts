import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CUSTOMER_COOKIE, createSession, STAFF_COOKIE, type StaffRole } from '../auth/sessions';
import { staffUsers } from '../auth/tables';
import { categories, products, productVariants } from '../catalog/tables';
import { customers } from '../customers/tables';
import { openShipment } from './service';
import { orderItems, orders } from './tables';

const suffix = () => randomBytes(4).toString('hex');
let phoneCounter = 0;

/** A customer with a live session cookie. */
export async function makeCustomer(db: Db, firstName = 'Aline') {
  phoneCounter += 1;
  const phone = `+25078${String(Date.now() % 100000).padStart(5, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
  const [c] = await db.insert(customers).values({ phone, firstName, lastName: 'Uwase' }).returning();
  const { token } = await createSession(db, { customerId: c!.id }, 3_600_000);
  return { customer: c!, cookie: `${CUSTOMER_COOKIE}=${token}` };
}

/** A back-office account with a live session cookie (password hashing is not under test here). */
export async function makeStaff(db: Db, role: StaffRole = 'staff') {
  const [s] = await db
    .insert(staffUsers)
    .values({ email: `${role}-${suffix()}@isoko.test`, passwordHash: 'not-used', role })
    .returning();
  const { token } = await createSession(db, { staffId: s!.id }, 3_600_000);
  return { staff: s!, cookie: `${STAFF_COOKIE}=${token}` };
}

/** A product with one variant holding `stock` units. */
export async function makeProduct(db: Db, stock = 10, price = 12_000) {
  const slug = `cat-${suffix()}`;
  const [cat] = await db.insert(categories).values({ slug, name: 'Test category' }).returning();
  const [p] = await db
    .insert(products)
    .values({ slug: `p-${suffix()}`, name: 'Kitenge dress', categoryId: cat!.id, price, stockTotal: stock })
    .returning();
  const [v] = await db
    .insert(productVariants)
    .values({ productId: p!.id, sku: `SKU-${suffix()}`, size: 'M', color: 'Red', stock })
    .returning();
  return { product: p!, variant: v! };
}

/** An order as checkout leaves it (stock already taken), with its shipment. */
export async function makeOrder(
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
) {
  const quantity = opts.quantity ?? 2;
  const district = opts.district ?? 'Gasabo';
  return db.transaction(async (tx) => {
    const [o] = await tx
      .insert(orders)
      .values({
        orderNumber: `ISK-TEST-${suffix().toUpperCase()}`,
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
    await tx.insert(orderItems).values({
      orderId: o!.id,
      productId: opts.productId,
      variantId: opts.variantId,
      name: 'Kitenge dress',
      sku: 'SKU',
      unitPrice: 12_000,
      listPrice: 12_000,
      quantity,
      lineTotal: 12_000 * quantity,
    });
    const { trackingId } = await openShipment(tx, o!);
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, o!.id));
    return { order: fresh!, trackingId };
  });
}
