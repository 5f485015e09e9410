import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_COOKIE } from '../modules/auth/sessions';
import { otpCodes } from '../modules/auth/tables';

/**
 * Sign-in through the public API, for tests: reads the code from the queued SMS job, as the
 * handset would read the text.
 */
export async function codeSentTo(app: FastifyInstance, phone: string): Promise<string> {
  const [latest] = await app.deps.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!latest) throw new Error(`no code was issued for ${phone}`);
  const job = await app.deps.queues.get('sms').getJob(`otp-${latest.id}`);
  const code = /\b(\d{6})\b/.exec(String(job?.data?.message ?? ''))?.[1];
  if (!code) throw new Error(`no queued text holds a code for ${phone}`);
  return code;
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP limits of one test don't leak into another. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export interface Registered {
  cookie: string;
  /** `isoko_session=<token>` for the cookie header. */
  header: string;
  userId: string;
}

/** Registers a new customer through the public API (code, then registration). */
export async function registerCustomer(
  app: FastifyInstance,
  phone: string,
  fields: { firstName?: string; lastName?: string; district?: string; street?: string } = {},
): Promise<Registered> {
  const ip = freshIp();
  const headers = { 'x-forwarded-for': ip };
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/request-code',
    headers,
    payload: { phone },
  });
  if (sent.statusCode !== 200) throw new Error(`request-code answered ${sent.statusCode}: ${sent.body}`);
  const code = await codeSentTo(app, phone);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      phone,
      code,
      firstName: fields.firstName ?? 'Aline',
      lastName: fields.lastName ?? 'Uwase',
      addresses: [{ district: fields.district ?? 'Gasabo', street: fields.street ?? 'KG 11 Ave, Kimironko' }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === CUSTOMER_COOKIE)?.value;
  if (!cookie) throw new Error('register set no session cookie');
  return { cookie, header: `${CUSTOMER_COOKIE}=${cookie}`, userId: res.json().user.id };
}
