// Every table, gathered for drizzle's relational queries. Each domain owns its tables.ts.
export * from '../modules/analytics/tables';
export * from '../modules/assistant/tables';
export * from '../modules/auth/tables';
export * from '../modules/catalog/tables';
export * from '../modules/content/tables';
export * from '../modules/coupons/tables';
export * from '../modules/customers/tables';
export * from '../modules/negotiation/tables';
export * from '../modules/notifications/tables';
export * from '../modules/orders/tables';
export * from '../modules/outbox/tables';
export * from '../modules/payments/tables';
export * from '../modules/shipping/tables';
export * from '../modules/tracking/tables';
