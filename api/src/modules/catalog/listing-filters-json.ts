import type { ProductListQuery } from '@isoko/shared/catalog/schema';
import { ProductListQuery as ProductListQuerySchema } from '@isoko/shared/catalog/schema';
import { AppError } from '../../lib/app-error';
import { findNulChar, NUL_CHAR_MESSAGE } from '../../lib/nul-char';

/**
 * The listing's query after the old client's JSON `filters` is merged in: its values fill what the
 * plain parameters leave unset. `sent` names the parameters the client really sent (page, limit
 * and sortBy always have a value after defaults, so only `sent` tells whether they were given).
 */
export function mergeFilters(query: ProductListQuery, sent?: ReadonlySet<string>): ProductListQuery {
  if (!query.filters) return query;
  let parsed: unknown;
  try {
    parsed = JSON.parse(query.filters);
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid querystring.filters: expected a JSON object', [
      { path: 'querystring.filters', message: 'Expected a JSON object' },
    ]);
  }
  // The request guard saw only the escaped text; "\u0000" inside the JSON becomes a NUL here.
  const nulAt = findNulChar(parsed);
  if (nulAt) {
    const path = ['querystring', 'filters', ...nulAt].join('.');
    throw new AppError('VALIDATION_FAILED', `Invalid ${path}: ${NUL_CHAR_MESSAGE}`, [
      { path, message: NUL_CHAR_MESSAGE },
    ]);
  }
  // Numbers and booleans inside the JSON go through the same coercion as query strings.
  const asQuery = Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>)
      .filter(([k, v]) => k !== 'filters' && v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]),
  );
  const fromJson = ProductListQuerySchema.safeParse(asQuery);
  if (!fromJson.success) {
    const issue = fromJson.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid querystring.filters.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'bad value'}`,
      fromJson.error.issues.map((i) => ({
        path: `querystring.filters.${i.path.join('.')}`,
        message: i.message,
      })),
    );
  }
  const defaulted = new Set(['page', 'limit', 'sortBy']);
  const given = (key: string) =>
    sent ? sent.has(key) : !defaulted.has(key) && query[key as keyof ProductListQuery] !== undefined;
  const merged: Record<string, unknown> = { ...query };
  for (const [key, value] of Object.entries(fromJson.data)) {
    if (value === undefined || key === 'filters' || !(key in asQuery) || given(key)) continue;
    merged[key] = value;
  }
  return merged as ProductListQuery;
}
