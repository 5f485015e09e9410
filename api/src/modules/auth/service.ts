import type { RegisterBody } from '@isoko/shared/auth/schema';
import type { PreferredLanguage, UserDto } from '@isoko/shared/customers/schema';
import { smsTextsIn } from '@isoko/shared/notifications/texts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createCustomer, findCustomerByPhone, loadUser, markSignedIn, toUser } from '../customers/service';
import { recordEvent, toJob } from '../outbox/service';
import { consumeOtp, issueOtp } from './otp';
import { CUSTOMER_SESSION_DAYS, createSession } from './sessions';

type Deps = Pick<AppDeps, 'db' | 'queues' | 'config' | 'kickOutbox'>;

export interface SignedIn {
  user: UserDto;
  token: string;
  expiresAt: Date;
}

const SESSION_MS = CUSTOMER_SESSION_DAYS * 24 * 3600 * 1000;

export async function phoneExists(deps: Pick<AppDeps, 'db'>, phone: string): Promise<boolean> {
  return (await findCustomerByPhone(deps.db, phone)) !== undefined;
}

/**
 * What a phone lookup may reveal: to anyone, only whether the number is a customer (the sign-in
 * flow needs no more: the greeting by name comes after the code is verified). The whole user,
 * addresses included, only to that customer, signed in.
 */
export async function lookupPhone(
  deps: Pick<AppDeps, 'db'>,
  phone: string,
  callerCustomerId: string | undefined,
): Promise<{ exists: boolean; user?: UserDto }> {
  const row = await findCustomerByPhone(deps.db, phone);
  if (!row) return { exists: false };
  if (callerCustomerId === row.id) return { exists: true, user: await toUser(deps.db, row) };
  return { exists: true };
}

/** Step 1 of sign-in: a code goes to the phone, known or not (an unknown phone registers with it). */
export async function requestCode(
  deps: Deps,
  phone: string,
  ip: string | undefined,
  language: PreferredLanguage = 'en',
) {
  const exists = await phoneExists(deps, phone);
  const { expiresInSeconds } = await issueOtp(deps, phone, ip, language);
  return {
    success: true as const,
    exists,
    expiresInSeconds,
    message: exists
      ? 'We sent a 6-digit code by SMS. Enter it to sign in.'
      : 'We sent a 6-digit code by SMS. Enter it with your details to create your account.',
  };
}

/** Step 2 for a known phone: the code signs the customer in. */
export async function verifyCode(
  deps: Deps,
  phone: string,
  code: string,
  userAgent: string | undefined,
  language?: PreferredLanguage,
): Promise<SignedIn> {
  const customer = await findCustomerByPhone(deps.db, phone);
  // Checked before the code, so a new customer's code stays usable for registration.
  if (!customer) {
    throw new AppError('CUSTOMER_NOT_FOUND', 'No account uses this phone number yet. Please register.');
  }
  await consumeOtp(deps.db, deps.config.sessionSecret, phone, code);
  // Signing in from a screen in some language makes it the language of the customer's texts.
  await markSignedIn(deps.db, customer.id, language);
  const session = await createSession(deps.db, { customerId: customer.id }, SESSION_MS, userAgent);
  return { user: await loadUser(deps.db, customer.id), ...session };
}

/** Step 2 for a new phone: the code proves the number, then the account and its addresses are created. */
export async function register(
  deps: Deps,
  input: RegisterBody,
  userAgent: string | undefined,
): Promise<SignedIn> {
  if (await phoneExists(deps, input.phone)) {
    throw new AppError(
      'CUSTOMER_EXISTS',
      'This phone number already has an account. Please sign in instead.',
    );
  }
  await consumeOtp(deps.db, deps.config.sessionSecret, input.phone, input.code);
  const customerId = await deps.db.transaction(async (tx) => {
    const customer = await createCustomer(tx, {
      phone: input.phone,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      addresses: input.addresses,
      preferredLanguage: input.language,
    });
    // The welcome text leaves with the account (same transaction), at most once per customer.
    await recordEvent(tx, {
      type: 'customer.registered',
      payload: { customerId: customer.id },
      deliveries: [
        toJob('sms', 'send', {
          to: customer.phone,
          message: smsTextsIn(customer.preferredLanguage).welcome(
            customer.firstName,
            deps.config.http.publicUrl,
          ),
          essential: false,
          kind: 'welcome',
          customerId: customer.id,
          dedupeKey: `welcome-${customer.id}`,
        }),
      ],
    });
    return customer.id;
  });
  deps.kickOutbox();
  const session = await createSession(deps.db, { customerId }, SESSION_MS, userAgent);
  return { user: await loadUser(deps.db, customerId), ...session };
}
