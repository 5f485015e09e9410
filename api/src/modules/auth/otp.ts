import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_DAY_SECONDS,
  OTP_INVALID_MESSAGE,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_DAY,
  OTP_MAX_PER_WINDOW,
  OTP_TTL_SECONDS,
  OTP_WINDOW_SECONDS,
} from '@isoko/shared/auth/schema';
import type { PreferredLanguage } from '@isoko/shared/customers/schema';
import { smsTextsIn } from '@isoko/shared/notifications/texts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { enqueueSms, OTP_JOB_OPTIONS } from '../notifications/service';
import { otpCodes } from './tables';

/** A six-digit code, 100000-999999, from the CSPRNG (never a leading zero). */
export const generateOtp = (): string => String(randomInt(100_000, 1_000_000));

/** Only this keyed hash is stored; it is bound to the phone, so a code for one number fits no other. */
export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** "1 minute", "2 minutes": the wait rounded up to whole units, in English with its plural. */
const counted = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const minutes = (seconds: number) => counted(Math.max(1, Math.ceil(seconds / 60)), 'minute');
const hours = (seconds: number) => counted(Math.max(1, Math.ceil(seconds / 3600)), 'hour');

/**
 * Creates a code for the phone and queues its SMS. At most OTP_MAX_PER_WINDOW codes per phone
 * per window and OTP_MAX_PER_DAY per day; a new code replaces any earlier one still alive.
 */
export async function issueOtp(
  deps: Pick<AppDeps, 'db' | 'queues' | 'config'>,
  phone: string,
  ip: string | undefined,
  /** The language of the screen that asked: the text is written in it. */
  language: PreferredLanguage = 'en',
): Promise<{ expiresInSeconds: number }> {
  const code = generateOtp();
  const { db } = deps;
  const id = await db.transaction(async (tx) => {
    // One issuer per phone at a time, so two parallel requests cannot both slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${phone}`}, 0))`);
    const today = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, phone),
          gt(otpCodes.createdAt, sql`now() - make_interval(secs => ${OTP_DAY_SECONDS})`),
        ),
      )
      .orderBy(otpCodes.createdAt);
    if (today.length >= OTP_MAX_PER_DAY) {
      const oldest = today[0]!.createdAt.getTime();
      const waitSeconds = Math.max(1, Math.ceil((oldest + OTP_DAY_SECONDS * 1000 - Date.now()) / 1000));
      throw new AppError(
        'OTP_RATE_LIMITED',
        `Too many codes were sent to this number today. Please try again in ${hours(waitSeconds)}.`,
        { retryAfterSeconds: waitSeconds },
      );
    }
    const recent = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, phone),
          gt(otpCodes.createdAt, sql`now() - make_interval(secs => ${OTP_WINDOW_SECONDS})`),
        ),
      )
      .orderBy(otpCodes.createdAt);
    if (recent.length >= OTP_MAX_PER_WINDOW) {
      const oldest = recent[0]!.createdAt.getTime();
      const waitSeconds = Math.max(1, Math.ceil((oldest + OTP_WINDOW_SECONDS * 1000 - Date.now()) / 1000));
      throw new AppError(
        'OTP_RATE_LIMITED',
        `Too many codes were sent to this number. Please wait ${minutes(waitSeconds)} and try again.`,
        { retryAfterSeconds: waitSeconds },
      );
    }
    await tx
      .update(otpCodes)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`)));
    const [row] = await tx
      .insert(otpCodes)
      .values({
        phone,
        codeHash: hashOtp(deps.config.sessionSecret, phone, code),
        expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
        ip: ip?.slice(0, 64),
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  });
  try {
    await enqueueSms(
      deps.queues,
      { to: phone, message: smsTextsIn(language).otp(code), essential: true, kind: 'otp' },
      { jobId: `otp-${id}`, jobOptions: OTP_JOB_OPTIONS },
    );
  } catch {
    // A code nobody can receive must not count against the phone's limit.
    await db.delete(otpCodes).where(eq(otpCodes.id, id));
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'We could not send the code right now. Please try again in a moment.',
    );
  }
  return { expiresInSeconds: OTP_TTL_SECONDS };
}

/**
 * Checks a code against the phone's newest live code and uses it up on success. Each try
 * counts, right or wrong; after OTP_MAX_ATTEMPTS tries the code is dead, even the right one.
 */
export async function consumeOtp(db: DbOrTx, secret: string, phone: string, code: string): Promise<void> {
  const [latest] = await db
    .select({
      id: otpCodes.id,
      live: sql<boolean>`${otpCodes.expiresAt} > now()`,
      attempts: otpCodes.attempts,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!latest?.live) {
    throw new AppError('OTP_EXPIRED', 'This code has expired. Please request a new code.');
  }
  // The try is counted before the comparison, in one guarded statement: parallel guesses cannot
  // exceed the limit.
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  if (!counted) {
    if (latest.attempts >= OTP_MAX_ATTEMPTS || (await attemptsOf(db, latest.id)) >= OTP_MAX_ATTEMPTS) {
      throw new AppError('OTP_TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please request a new code.');
    }
    throw new AppError('OTP_EXPIRED', 'This code has expired. Please request a new code.');
  }
  if (!sameHash(counted.codeHash, hashOtp(secret, phone, code))) {
    throw new AppError('OTP_INVALID', OTP_INVALID_MESSAGE, {
      attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - counted.attempts),
    });
  }
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  // Used by a parallel request a moment ago: one code, one sign-in.
  if (!used) throw new AppError('OTP_EXPIRED', 'This code has expired. Please request a new code.');
}

async function attemptsOf(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db.select({ attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.id, id));
  return row?.attempts ?? 0;
}
