/** An object or array being written: its keys (indices for arrays) and how far along it is. */
interface Frame {
  value: Record<string, unknown> | unknown[];
  keys: string[];
  next: number;
  isArray: boolean;
  /** Whether something was written inside already (a comma goes before the next member). */
  wrote: boolean;
}

const ARRAY_INDEX = /^(0|[1-9]\d{0,9})$/;
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 4_294_967_295;

/**
 * Sorted keys in the order a JavaScript object built from them would list them: integer-like
 * keys first, by value, then the others. Hashes of stored orders were taken over such objects.
 */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value).sort();
  const indices = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
  return indices.length ? [...indices, ...keys.filter((k) => !isArrayIndex(k))] : keys;
}

/**
 * JSON text with every object's keys sorted, so two requests with the same content give the
 * same text whatever the order of their keys. Output matches `JSON.stringify` of the sorted
 * data (undefined members left out, undefined array items and non-finite numbers as null).
 * Iterative, and linear in the size of the data: depth costs no stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];

  /** Writes a primitive, or opens a frame for an object or array. False when nothing is written. */
  const write = (v: unknown): boolean => {
    if (v !== null && typeof v === 'object') {
      const isArray = Array.isArray(v);
      const keys = isArray ? Array.from(v, (_, i) => String(i)) : sortedKeys(v);
      out.push(isArray ? '[' : '{');
      stack.push({ value: v as Frame['value'], keys, next: 0, isArray, wrote: false });
      return true;
    }
    const text = JSON.stringify(v);
    if (text === undefined) return false;
    out.push(text);
    return true;
  };

  if (!write(value)) return 'null';
  while (stack.length) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.keys.length) {
      out.push(frame.isArray ? ']' : '}');
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.next++]!;
    const member = (frame.value as Record<string, unknown>)[key];
    if (frame.isArray) {
      if (frame.wrote) out.push(',');
      frame.wrote = true;
      if (!write(member)) out.push('null');
      continue;
    }
    // Members JSON leaves out (undefined, functions) are skipped before their key is written.
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    if (frame.wrote) out.push(',');
    frame.wrote = true;
    out.push(`${JSON.stringify(key)}:`);
    write(member);
  }
  return out.join('');
}
