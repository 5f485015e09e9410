import type { OrderDto } from '@isoko/shared/orders/schema';

/** Web-test fixtures: an order as GET /api/orders/:id answers it, and its payment. */
const FIXTURE_NOW = '2026-01-01T10:00:00.000Z';

/** A Mobile Money attempt awaiting the shopper's approval. */
export const paymentFixture = {
  id: 'pay-1',
  orderId: 'o-1',
  status: 'pending' as const,
  reason: null,
  method: 'mobile_money' as const,
  amount: 52000,
  currency: 'RWF',
  payerPhone: '+250788123456',
  createdAt: FIXTURE_NOW,
  expiresAt: FIXTURE_NOW,
  settledAt: null,
};

/** A Mobile Money order awaiting payment; `over` changes any field. */
export const orderFixture = (over: Partial<OrderDto> = {}): OrderDto => ({
  id: 'o-1',
  orderNumber: 'ISK-261122-7F3K2',
  status: 'pending',
  paymentStatus: 'pending',
  createdAt: FIXTURE_NOW,
  updatedAt: FIXTURE_NOW,
  subtotal: 50000,
  discount: 0,
  shippingCost: 2000,
  shippingFee: 2000,
  total: 52000,
  totalAmount: 52000,
  paymentMethod: 'mobile_money',
  couponCode: null,
  itemCount: 2,
  items: [
    {
      id: 'i1',
      productId: 'p1',
      variantId: 'v1',
      name: 'Kitenge Dress',
      sku: 'SKU1',
      size: 'M',
      color: 'Blue',
      image: null,
      price: 25000,
      quantity: 2,
      lineTotal: 50000,
    },
  ],
  timeline: [],
  trackingId: 'TRK-AB12CD34',
  shippingAddress: {
    receiverName: 'Aline Uwase',
    phone: '+250788123456',
    province: 'Southern',
    district: 'Huye',
    sector: 'Ngoma',
    street: 'Main street 4',
    city: 'Huye',
    country: 'Rwanda',
    firstName: 'Aline',
    lastName: 'Uwase',
    email: null,
    postalCode: '0000',
  },
  customerInfo: { firstName: 'Aline', lastName: 'Uwase', email: null, phone: '+250788123456' },
  payment: paymentFixture,
  stockReleased: false,
  ...over,
});
