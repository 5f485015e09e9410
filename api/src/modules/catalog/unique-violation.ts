/**
 * True when the error (or the database error Drizzle wraps in `cause`) is a unique violation of
 * this index: how a race between two writers of one slug shows up.
 */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      code === '23505' &&
      (constraint === index || (typeof message === 'string' && message.includes(index)))
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
