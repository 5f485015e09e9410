import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type Config, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../config';
import { AppError } from '../../lib/app-error';

/**
 * The staff password guard: it counts failed password checks only, never correct ones, so a shop
 * office where every staff member comes from the same internet address can sign in as often as
 * it likes, while someone guessing passwords is stopped.
 *
 * Two counts, both over a fixed window that starts with the first failure:
 *  - per account and address: STAFF_LOGIN_FAILURES_PER_ACCOUNT failed tries for one e-mail from one
 *    address, then that e-mail is refused from that address until the window ends;
 *  - per address: STAFF_LOGIN_FAILURES_PER_ADDRESS failed tries for any e-mails from one address,
 *    so an attacker cannot dodge the first count by trying many e-mails.
 *
 * Once a count is full, every attempt it covers is refused before the password is checked, the
 * right password included: otherwise a success would still tell the guesser which password is
 * right. A colleague on the same address signing in to another account is not affected by one
 * account's failures, only when the whole address has reached its count.
 *
 * A correct sign-in hands back its reserved attempt and clears the count of its own account from
 * that address; it does not clear the address count (a guesser who owns one account must not be
 * able to reset it).
 *
 * Attempts are counted before the password is checked and given back when it was right, so a
 * burst of parallel guesses cannot all pass the check before any of them is counted.
 *
 * When Redis cannot count, the route answers 503 (the Redis error travels up): without the count
 * nothing bounds the guessing.
 */
export const STAFF_LOGIN_WINDOW_SECONDS = 5 * 60;
export const STAFF_LOGIN_FAILURES_PER_ACCOUNT = 10;
export const STAFF_LOGIN_FAILURES_PER_ADDRESS = 30;

export const staffLoginLimitMessage = (waitSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

// KEYS: address count, account count. ARGV: window ms, address max, account max.
// Refuses (returns {0, ms left}) without counting when either count is full; otherwise counts the
// attempt in both and returns {1, 0}.
const RESERVE = `
for i = 1, 2 do
  local c = tonumber(redis.call('GET', KEYS[i]) or '0')
  if c >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 0 then ttl = tonumber(ARGV[1]) end
    return {0, ttl}
  end
end
for i = 1, 2 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[1]) end
end
return {1, 0}
`;

// KEYS: address count, account count. ARGV[1]: 'success' clears the account count, anything else
// gives one attempt back to it. Both give one attempt back to the address count.
const RELEASE = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
if ARGV[1] == 'success' then
  redis.call('DEL', KEYS[2])
else
  local a = tonumber(redis.call('GET', KEYS[2]) or '0')
  if a > 0 then redis.call('DECR', KEYS[2]) end
end
return 1
`;

export interface StaffLoginAttempt {
  /** The password was right: the attempt is not a failure. */
  succeeded(): Promise<void>;
  /** The attempt failed for a reason other than the password (disabled account, outage). */
  notAGuess(): Promise<void>;
}

export function staffLoginLimiter(deps: { redis: Redis; config: Config }) {
  const { redis, config } = deps;
  // End-to-end and load runs from one address raise RATE_LIMIT_PER_MINUTE: these scale with it.
  const scale = Math.max(1, config.http.rateLimitPerMinute / DEFAULT_RATE_LIMIT_PER_MINUTE);
  const perAccount = Math.round(STAFF_LOGIN_FAILURES_PER_ACCOUNT * scale);
  const perAddress = Math.round(STAFF_LOGIN_FAILURES_PER_ADDRESS * scale);
  const base = `${config.redis.prefix}:staff-login-failures`;

  return {
    /** Counts one attempt, or throws RATE_LIMITED when the address or the account is blocked. */
    async reserve(address: string, email: string): Promise<StaffLoginAttempt> {
      // The e-mail is hashed so keys stay short and no address book sits in Redis.
      const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
      const keys = [`${base}:ip:${address}`, `${base}:account:${account}:${address}`] as const;
      const [ok, ttlMs] = (await redis.eval(
        RESERVE,
        2,
        ...keys,
        STAFF_LOGIN_WINDOW_SECONDS * 1000,
        perAddress,
        perAccount,
      )) as [number, number];
      if (!ok) {
        const waitSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
        throw new AppError('RATE_LIMITED', staffLoginLimitMessage(waitSeconds), {
          retryAfterSeconds: waitSeconds,
        });
      }
      // Giving an attempt back is best effort: if Redis fails now, the count expires with its window.
      const release = (how: 'success' | 'other') =>
        redis.eval(RELEASE, 2, ...keys, how).then(
          () => undefined,
          () => undefined,
        );
      return { succeeded: () => release('success'), notAGuess: () => release('other') };
    },
  };
}
