/**
 * Query keys of the signed-in customer's own data; every call acts on the session's customer.
 * Apart from the queries (and their schemas), so code outside the account screen can refresh them.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  wishlist: () => [...accountKeys.all, 'wishlist'] as const,
  stats: () => [...accountKeys.all, 'stats'] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
  forYou: () => ['products', 'for-you'] as const,
};
