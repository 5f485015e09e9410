import type { TestOrderResponse } from '@isoko/shared/admin/orders-schema';
import { CreateOrderBody } from '@isoko/shared/checkout/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { variantWithStock } from '../catalog/low-stock';
import { placeOrder } from '../checkout/place-order';
import { createCustomer, findCustomerByPhone } from '../customers/service';

/** The demo shopper whose orders 'Create Test Order' places. */
export const TEST_ORDER_CUSTOMER = {
  phone: '+250780000099',
  firstName: 'Demo',
  lastName: 'Shopper',
  district: 'Gasabo',
  street: 'KG 11 Ave',
} as const;

async function demoCustomerId(deps: AppDeps): Promise<string> {
  const found = await findCustomerByPhone(deps.db, TEST_ORDER_CUSTOMER.phone);
  if (found) return found.id;
  return deps.db.transaction(async (tx) => {
    const row = await createCustomer(tx, {
      phone: TEST_ORDER_CUSTOMER.phone,
      firstName: TEST_ORDER_CUSTOMER.firstName,
      lastName: TEST_ORDER_CUSTOMER.lastName,
      addresses: [],
    });
    return row.id;
  });
}

/**
 * Demo mode only: a real cash-on-delivery order of one unit, placed through checkout for the
 * demo shopper, so staff can watch it arrive. Outside demo mode the route does not exist (404).
 */
export async function createTestOrder(deps: AppDeps): Promise<TestOrderResponse['data']> {
  if (!deps.config.isDemo) throw new AppError('NOT_FOUND', 'Not found.');
  const variant = await variantWithStock(deps.db);
  if (!variant) throw new AppError('OUT_OF_STOCK', 'No product has stock left for a test order.');
  const customerId = await demoCustomerId(deps);
  const body = CreateOrderBody.parse({
    items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
    paymentMethod: 'cash_on_delivery',
    shippingAddress: {
      firstName: TEST_ORDER_CUSTOMER.firstName,
      lastName: TEST_ORDER_CUSTOMER.lastName,
      phone: TEST_ORDER_CUSTOMER.phone,
      street: TEST_ORDER_CUSTOMER.street,
      district: TEST_ORDER_CUSTOMER.district,
    },
  });
  const placed = await placeOrder(deps, customerId, body, undefined);
  return { orderId: placed.order.id, orderNumber: placed.order.orderNumber, total: placed.order.total };
}
