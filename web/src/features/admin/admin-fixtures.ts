import type { DashboardData } from '@isoko/shared/admin/dashboard-schema';
import type { AdminOrderListEntry } from '@isoko/shared/admin/orders-schema';
import type { StaffUserDto } from '@isoko/shared/auth/schema';
import type { AdminOrderCreatedEvent } from '@isoko/shared/orders/schema';

export const ADMIN_USER: StaffUserDto = {
  id: 's-admin',
  email: 'admin@isoko.demo',
  name: 'Ada Admin',
  role: 'admin',
};
export const STAFF_USER: StaffUserDto = {
  id: 's-staff',
  email: 'sam@isoko.demo',
  name: 'Sam Staff',
  role: 'staff',
};

export const verifyAnswer = (user: StaffUserDto) => () => ({ body: { success: true, data: { user } } });

export const healthAnswer = (mode: 'demo' | 'production') => () => ({
  body: {
    success: true,
    status: 'ok',
    version: '1',
    mode,
    uptimeSeconds: 1,
    database: { status: 'up', driver: 'pglite' },
    redis: { status: 'up' },
    queues: {},
    outbox: { pending: 0 },
  },
});

/** A CRM row's delivery address, and what a list entry adds: one item and the order's first step. */
export const orderListExtras = (): Pick<AdminOrderListEntry, 'items' | 'timeline' | 'shippingAddress'> => ({
  items: [
    {
      id: 'i1',
      productId: 'p1',
      variantId: 'v1',
      name: 'Kitenge Dress',
      sku: 'KD-1',
      size: 'M',
      color: 'Blue',
      colorLabel: 'Blue',
      image: null,
      price: 10_000,
      quantity: 2,
      lineTotal: 20_000,
    },
  ],
  timeline: [{ status: 'pending', timestamp: '2026-11-24T10:00:00.000Z', note: 'Order placed' }],
  shippingAddress: {
    receiverName: 'Aline Uwase',
    phone: '+250788123456',
    province: 'Kigali City',
    district: 'Gasabo',
    sector: 'Kimironko',
    street: 'KG 11 Ave',
    city: 'Kigali',
    country: 'Rwanda',
    postalCode: '0000',
    firstName: 'Aline',
    lastName: 'Uwase',
    email: null,
  },
});

export const orderRow = (over: Partial<AdminOrderListEntry> = {}): AdminOrderListEntry => ({
  ...orderListExtras(),
  id: 'o1',
  orderNumber: 'ISK-1001',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'mobile_money',
  customerId: 'c1',
  customerInfo: { firstName: 'Aline', lastName: 'Uwase', phone: '+250788123456', email: null },
  district: 'Gasabo',
  city: 'Kigali',
  subtotal: 20000,
  shippingCost: 0,
  discount: 0,
  total: 20000,
  itemCount: 2,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  nextStatuses: ['confirmed', 'cancelled'],
  ...over,
});

export const dashboardData = (): DashboardData => ({
  summary: {
    totalRevenue: 1234567,
    totalOrders: 42,
    pendingOrders: 7,
    customers: 19,
    products: 120,
    lowStockProducts: 3,
  },
  statusCounts: {
    pending: 7,
    confirmed: 5,
    processing: 4,
    shipped: 3,
    in_transit: 2,
    out_for_delivery: 1,
    delivered: 18,
    cancelled: 2,
  },
  recentOrders: [orderRow()],
  lowStock: [
    {
      productId: 'p1',
      variantId: 'v1',
      name: 'Kitenge Dress',
      sku: 'KD-1',
      size: 'M',
      color: 'Red',
      stockQuantity: 4,
      image: null,
    },
  ],
  kpis: {
    totalOrders: 42,
    trend: 'Growing',
    totalRevenue: 1234567,
    averageOrderValue: 29394,
    deliveryRate: 42.9,
  },
  customerInsights: {
    totalCustomers: 19,
    repeatCustomers: 4,
    repeatRate: 21.1,
    averageCustomerValue: 64977,
    topCustomers: [],
  },
  recommendation: {
    advice: 'HIGH_PENDING',
    pendingOrders: 7,
    processingOrders: 4,
    cancellationRate: 4.8,
    projectedRevenue30Days: { kind: 'projection', amount: 1419752, factor: 1.15 },
  },
});

const stockReport = () => ({
  summary: { totalProducts: 120, outOfStock: 2, critical: 3, low: 6 },
  recommendations: [
    {
      type: 'urgent',
      code: 'outOfStock',
      params: { count: 2 },
      message: '2 products are out of stock: reorder them now.',
    },
    {
      type: 'warning',
      code: 'critical',
      params: { count: 3, below: 5 },
      message: '3 products have fewer than 5 units left.',
    },
    {
      type: 'info',
      code: 'low',
      params: { count: 6, from: 5, to: 9 },
      message: '6 products are running low (5-9 units).',
    },
    {
      type: 'info',
      code: 'fastSellers',
      params: { count: 4 },
      message: "4 products sell faster than stock lasts through the supplier's lead time.",
    },
  ],
  reorderList: [
    {
      product: { id: 'p1', name: 'Kitenge Dress', sku: 'KD-1' },
      stockQuantity: 0,
      dailySales: 0.8,
      orderQuantity: 24,
      priority: 'CRITICAL',
    },
    {
      product: { id: 'p2', name: 'Leather Bag', sku: null },
      stockQuantity: 3,
      dailySales: 0.3,
      orderQuantity: 10,
      priority: 'HIGH',
    },
  ],
  generatedAt: '2026-11-24T02:00:00.000Z',
});

/** The stock report as the server sends it: its fields at the top and again under `data`. */
export const stockReportAnswer = () => {
  const report = stockReport();
  return { body: { success: true, ...report, data: report } };
};

/** The `admin:order-created` event of a new cash order from Aline Uwase in Gasabo. */
export const orderCreatedEvent = (over: Partial<AdminOrderCreatedEvent> = {}): AdminOrderCreatedEvent => ({
  orderId: 'o-new',
  orderNumber: 'ISK-1003',
  customerName: 'Aline Uwase',
  district: 'Gasabo',
  total: 22_000,
  itemCount: 1,
  paymentMethod: 'cash_on_delivery',
  status: 'pending',
  paymentStatus: 'pending',
  createdAt: '2026-11-28T08:00:00.000Z',
  ...over,
});
