import { smsText, smsTextsIn } from '@isoko/shared/notifications/texts';
import { normalizeRwPhone } from '@isoko/shared/phone';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findCustomer } from '../customers/service';
import { customerOrder } from '../orders/customer-queries';
import { enqueueSms, smsAlreadyHandled } from './service';

type Deps = Pick<AppDeps, 'db' | 'queues' | 'config'>;
type AlertDeps = Deps & Pick<AppDeps, 'redis'>;

export interface Queued {
  success: true;
  message: string;
  queued: boolean;
}

/** Queues a text unless one with the same key was already sent (or skipped by the customer's choice). */
async function enqueueOnce(deps: Deps, key: string, send: () => Promise<unknown>): Promise<Queued> {
  if (await smsAlreadyHandled(deps.db, key)) {
    return { success: true, queued: false, message: 'This text was already sent.' };
  }
  await send();
  return { success: true, queued: true, message: 'The text is on its way.' };
}

/** The welcome text, to the signed-in customer's own phone, once. */
export async function requestWelcomeSms(deps: Deps, customerId: string): Promise<Queued> {
  const customer = await findCustomer(deps.db, customerId);
  if (!customer)
    throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
  const dedupeKey = `welcome-${customer.id}`;
  return enqueueOnce(deps, dedupeKey, () =>
    enqueueSms(deps.queues, {
      to: customer.phone,
      message: smsTextsIn(customer.preferredLanguage).welcome(customer.firstName, deps.config.http.publicUrl),
      essential: false,
      kind: 'welcome',
      customerId: customer.id,
      dedupeKey,
    }),
  );
}

/** The order confirmation, for one of the customer's own orders, with the total from the database. */
export async function requestOrderConfirmationSms(
  deps: Deps,
  customerId: string,
  orderNumber: string,
): Promise<Queued> {
  const order = await customerOrder(deps.db, customerId, orderNumber);
  const customer = await findCustomer(deps.db, customerId);
  if (!customer)
    throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
  const dedupeKey = `order-confirmation-${order.id}`;
  const trackUrl = `${deps.config.http.publicUrl}/track/${encodeURIComponent(order.trackingId ?? order.orderNumber)}`;
  return enqueueOnce(deps, dedupeKey, () =>
    enqueueSms(deps.queues, {
      to: customer.phone,
      message: smsTextsIn(customer.preferredLanguage).orderConfirmation(
        { orderNumber: order.orderNumber, total: order.total },
        trackUrl,
      ),
      essential: false,
      kind: 'order_confirmation',
      customerId,
      dedupeKey,
    }),
  );
}

/**
 * An alert to the shop's own number (ADMIN_SMS_PHONE); the payload's phone is never used. An
 * alert a customer sends starts with 'Customer' and their phone number, so the shop knows who wrote
 * it and whom to call back.
 */
export async function requestAdminAlertSms(
  deps: AlertDeps,
  alertMessage: string,
  from?: { customerId: string },
): Promise<Queued> {
  const configured = deps.config.sms.adminPhone ? normalizeRwPhone(deps.config.sms.adminPhone) : undefined;
  if (!configured?.ok) {
    // A setting not made is not an outage: 409, so nobody retries in a loop.
    throw new AppError('NOT_CONFIGURED', 'No admin phone is configured (set ADMIN_SMS_PHONE).');
  }
  const customer = from ? await findCustomer(deps.db, from.customerId) : undefined;
  if (from && !customer)
    throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
  if (customer) await countCustomerAlert(deps);
  const text = customer ? `Customer ${customer.phone}: ${alertMessage}` : alertMessage;
  await enqueueSms(deps.queues, {
    to: configured.phone,
    message: smsText.adminAlert(text).slice(0, 918),
    essential: true,
    kind: 'admin_alert',
  });
  return { success: true, queued: true, message: 'The alert is on its way.' };
}

/**
 * Customers' alerts share one budget per clock hour on top of each customer's own limit, so many
 * accounts together cannot run up the shop's text bill. Counted in Redis; when Redis is out of
 * reach the alert is refused rather than sent uncounted.
 */
async function countCustomerAlert(deps: AlertDeps): Promise<void> {
  const hour = Math.floor(Date.now() / 3_600_000);
  const key = `${deps.config.redis.prefix}:admin-alert:customers:${hour}`;
  const counted = await deps.redis
    .multi()
    .incr(key)
    .expire(key, 3_600)
    .exec()
    .catch(() => null);
  const sent = Number(counted?.[0]?.[1] ?? Number.NaN);
  if (Number.isNaN(sent)) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Alerts cannot be sent right now. Please try again shortly.');
  }
  if (sent > deps.config.sms.customerAlertsPerHour) {
    const retryAfterSeconds = Math.max(1, Math.ceil(((hour + 1) * 3_600_000 - Date.now()) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      'The shop has received many messages this hour. Please call us or try again later.',
      { retryAfterSeconds },
    );
  }
}
