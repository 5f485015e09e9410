/** A service the shop depends on, named in 503 answers and logs ('service' when unsure which). */
export type Dependency = 'database' | 'redis' | 'service';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in plain messages, without a code. */
const PG_MESSAGES = [
  'Query read timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** ioredis's words for a command that could not reach Redis in time. */
const REDIS_MESSAGES = [
  'Command timed out',
  'Connection is closed',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
];

/**
 * PostgreSQL SQLSTATEs that mean "the server cannot serve you now", not "your query is wrong":
 * connection exceptions (class 08), too many connections, shutdown, and a statement cancelled
 * by statement_timeout.
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || ['53300', '57P01', '57P02', '57P03', '57014'].includes(code);

/** The error itself, what it wraps (drizzle wraps driver errors) and what it aggregates. */
function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length && seen.size < 20) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    yield e;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
}

/**
 * Which dependency an error says is out of reach (refused, silent, timed out, gone), or null
 * when the error is something else. Such failures answer 503, never 500: the request was fine.
 */
export function unavailableDependency(error: unknown): Dependency | null {
  for (const e of causes(error)) {
    const { name, message, code, syscall, command } = e as {
      name?: string;
      message?: string;
      code?: unknown;
      syscall?: unknown;
      command?: unknown;
    };
    const text = typeof message === 'string' ? message : '';
    if (name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.some((m) => text.includes(m))) return 'redis';
    // ioredis attaches the command it was running; pg never does.
    if (command && typeof code === 'string' && NETWORK_CODES.has(code)) return 'redis';
    if (PG_MESSAGES.some((m) => text.includes(m))) return 'database';
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code))
      return 'database';
    // A bare socket error: PostgreSQL refusing a new connection, or another service.
    if (typeof code === 'string' && NETWORK_CODES.has(code) && syscall) return 'service';
  }
  return null;
}

/**
 * PostgreSQL SQLSTATEs that mean "another request held what this one needed": a deadlock, where
 * PostgreSQL cancels one of the two transactions, and, for code that asks for them, a
 * serialization failure (a stricter isolation level) or a lock not granted (NOWAIT or
 * lock_timeout). The request was fine and the same request a moment later normally succeeds;
 * nothing of it was written, since the error rolls its transaction back. (A lock wait that
 * outlasts the statement timeout is a timeout, answered like a database out of reach.)
 */
const CONFLICT_SQL_STATES = new Set(['40001', '40P01', '55P03']);

/** True when the error (or what it wraps) is a transient conflict with another request. */
export function isTransientConflict(error: unknown): boolean {
  for (const e of causes(error)) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && CONFLICT_SQL_STATES.has(code)) return true;
  }
  return false;
}

/** What a shopper reads when a request met another one changing the same thing. */
export const CONFLICT_MESSAGE = 'Someone else was changing the same thing at that moment. Please try again.';

/** What a shopper reads when a dependency is out of reach. */
export const UNAVAILABLE_MESSAGE: Record<Dependency, string> = {
  database: 'The shop cannot reach its database right now. Please try again in a moment.',
  redis: 'This needs a service that is not answering right now. Please try again in a moment.',
  service: 'This needs a service that is not answering right now. Please try again in a moment.',
};
