import { DeviceId } from '@isoko/shared/negotiation/schema';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { negotiations } from './tables';

/**
 * Who is bargaining: a signed-in customer (from the session, never from the request body), a
 * guest known by the browser's device id, or a customer on a device they also used as a guest.
 */
export interface Shopper {
  customerId: string | null;
  deviceId: string | null;
}

/** The shopper of a request; a guest without a usable device id cannot bargain. */
export function shopperOf(customerId: string | null, deviceId: string | undefined): Shopper {
  const device = deviceId?.trim() ? DeviceId.safeParse(deviceId) : null;
  if (device && !device.success) {
    throw new AppError('NEGOTIATION_DEVICE_MISSING', 'This device id is not valid. Please reload the page.');
  }
  const shopper = { customerId, deviceId: device?.data ?? null };
  if (!shopper.customerId && !shopper.deviceId) {
    throw new AppError(
      'NEGOTIATION_DEVICE_MISSING',
      'Please sign in or send your device id to make an offer.',
    );
  }
  return shopper;
}

/**
 * The negotiations that count as this shopper's. A customer's own, and those a guest made on
 * the device they use now (signing in does not give fresh rounds). A guest's: everything made
 * on the device, signed in or not (signing out does not either).
 */
export function shopperNegotiations(shopper: Shopper): SQL {
  const onDevice = shopper.deviceId ? eq(negotiations.deviceId, shopper.deviceId) : undefined;
  if (!shopper.customerId) return onDevice!;
  const own = eq(negotiations.customerId, shopper.customerId);
  return onDevice ? or(own, and(isNull(negotiations.customerId), onDevice))! : own;
}

/**
 * The keys a move locks, in a fixed order so two moves never wait on each other in a circle:
 * every request of one customer shares the customer key, every request of one device the
 * device key, so parallel moves of a shopper on a product run one after the other.
 */
export function shopperLockKeys(shopper: Shopper, productId: string): string[] {
  const keys: string[] = [];
  if (shopper.customerId) keys.push(`negotiation:${productId}:customer:${shopper.customerId}`);
  if (shopper.deviceId) keys.push(`negotiation:${productId}:device:${shopper.deviceId}`);
  return keys.sort();
}
