import type { z } from 'zod';

/**
 * A response check with the shape of a zod schema, for the API client on the first-render path
 * (home, shop, product, the header's session). zod's runtime would push those screens past their
 * 150 KB first-render budget, so their answers are checked lightly here (the envelope and the
 * fields the screens cannot do without) while the full contract is checked by the API's tests
 * and the web's fixtures.
 */
export function lightSchema<T>(what: string, check: (value: unknown) => boolean): z.ZodType<T> {
  const parser = {
    safeParse: (value: unknown) =>
      check(value)
        ? { success: true as const, data: value as T }
        : { success: false as const, error: { issues: [{ message: `Expected ${what}` }] } },
  };
  // The client only calls safeParse; the cast names the type it already promises.
  return parser as unknown as z.ZodType<T>;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** `{ success: true, [field]: item[] }`. */
export const isListEnvelope =
  (field: string, isItem: (v: unknown) => boolean = isRecord) =>
  (v: unknown): boolean =>
    isRecord(v) && v.success === true && Array.isArray(v[field]) && (v[field] as unknown[]).every(isItem);

/** `{ success: true, [field]: object }`, the object passing `isItem`. */
export const isItemEnvelope =
  (field: string, isItem: (v: unknown) => boolean = isRecord) =>
  (v: unknown): boolean =>
    isRecord(v) && v.success === true && isItem(v[field]);
