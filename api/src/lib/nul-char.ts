/** PostgreSQL text and jsonb cannot hold U+0000: such input fails in the driver, as a 500. */
export const NUL_CHAR_MESSAGE = 'Text may not contain NUL characters';

/** Data, not a class instance (a stream or Buffer): arrays, `{}` and the prototype-less objects of query strings and params. */
const isPlain = (v: object) => {
  if (Array.isArray(v) || Object.hasOwn(v, 'constructor')) return true;
  const ctor = (v as { constructor?: unknown }).constructor;
  return ctor === Object || ctor === undefined;
};

/**
 * The path to the first string (or object key) holding a NUL character, or null when there is
 * none. Walks plain objects and arrays only (parsed JSON, query strings, params), iteratively,
 * so deep nesting cannot overflow the stack.
 */
export function findNulChar(value: unknown): string[] | null {
  const stack: [unknown, string[]][] = [[value, []]];
  const seen = new Set<object>();
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
      continue;
    }
    if (!v || typeof v !== 'object' || seen.has(v) || !isPlain(v)) continue;
    seen.add(v);
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (key.includes('\u0000')) return [...path, key];
      stack.push([child, [...path, key]]);
    }
  }
  return null;
}
