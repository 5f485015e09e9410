/** PostgreSQL text and jsonb cannot hold U+0000: such input fails in the driver, as a 500. */
export const NUL_CHAR_MESSAGE = 'Text may not contain NUL characters';

/**
 * Half of a UTF-16 surrogate pair without the other half (JSON can spell one as `\ud800`): not
 * a character at all. PostgreSQL's jsonb refuses it, so text that reaches a jsonb column (an SMS
 * in the outbox, analytics, translations) failed there as a 500.
 */
export const LONE_SURROGATE_MESSAGE = 'Text may not contain broken characters (half of an emoji)';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL could not store this text, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHAR_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** Data, not a class instance (a stream or Buffer): arrays, `{}` and the prototype-less objects of query strings and params. */
const isPlain = (v: object) => {
  if (Array.isArray(v) || Object.hasOwn(v, 'constructor')) return true;
  const ctor = (v as { constructor?: unknown }).constructor;
  return ctor === Object || ctor === undefined;
};

/** Where a value sits: its key and the index of its parent in the visited list (-1 for the root). */
interface Visit {
  value: unknown;
  key: string;
  parent: number;
}

/** The keys from the root down to the visit at `index`, built only once a fault is found. */
function pathTo(visits: readonly Visit[], index: number, lastKey?: string): string[] {
  const path: string[] = lastKey === undefined ? [] : [lastKey];
  for (let i = index; i > 0; i = visits[i]!.parent) path.push(visits[i]!.key);
  return path.reverse();
}

/** The path to the first string (or object key) holding a NUL character, or null when there is none. */
export function findNulChar(value: unknown): string[] | null {
  return findText(value, (text) => (text.includes('\u0000') ? NUL_CHAR_MESSAGE : null))?.path ?? null;
}

/**
 * The first string (or object key) PostgreSQL could not store (see unstorableText): its path and
 * why, or null when there is none.
 */
export function findUnstorableText(value: unknown): { path: string[]; message: string } | null {
  return findText(value, unstorableText);
}

/**
 * The path to the first string (or object key) `problem` finds fault with, and the fault, or null.
 * Walks plain objects and arrays only (parsed JSON, query strings, params), iteratively and in
 * time linear in the size of the data: each value records its parent's position instead of a
 * copy of the path, so deep nesting costs neither stack nor quadratic copying.
 */
function findText(
  value: unknown,
  problem: (text: string) => string | null,
): { path: string[]; message: string } | null {
  const visits: Visit[] = [{ value, key: '', parent: -1 }];
  const stack: number[] = [0];
  const seen = new Set<object>();
  while (stack.length) {
    const at = stack.pop()!;
    const v = visits[at]!.value;
    if (typeof v === 'string') {
      const message = problem(v);
      if (message) return { path: pathTo(visits, at), message };
      continue;
    }
    if (!v || typeof v !== 'object' || seen.has(v) || !isPlain(v)) continue;
    seen.add(v);
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const message = problem(key);
      if (message) return { path: pathTo(visits, at, key), message };
      visits.push({ value: (v as Record<string, unknown>)[key], key, parent: at });
      stack.push(visits.length - 1);
    }
  }
  return null;
}
