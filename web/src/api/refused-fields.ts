import { ApiError } from './client';

/**
 * The fields among `fields` that a VALIDATION_FAILED answer names in its details
 * (`[{ path: 'body.firstName', message }]`), in the order named. The details' messages are
 * English for developers and are never shown: the form words each field itself.
 */
export function refusedFields<F extends string>(error: unknown, fields: readonly F[]): F[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) {
    return [];
  }
  const named: F[] = [];
  for (const issue of error.details) {
    const path = issue && typeof issue === 'object' ? (issue as { path?: unknown }).path : undefined;
    if (typeof path !== 'string') continue;
    const parts = path.split('.');
    const field = parts[0] === 'body' ? parts[1] : parts[0];
    const known = fields.find((f) => f === field);
    if (known && !named.includes(known)) named.push(known);
  }
  return named;
}
