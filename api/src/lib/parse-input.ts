import type { FieldIssue } from '@isoko/shared/errors';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses what a service was given with its shared zod schema, or fails with VALIDATION_FAILED
 * listing every field's problem, the same answer a route's own validation gives.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationFailed(
    result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

/** VALIDATION_FAILED naming the first problem, with all of them in the details. */
export function validationFailed(issues: readonly FieldIssue[]): AppError {
  const first = issues[0];
  return new AppError(
    'VALIDATION_FAILED',
    first ? `Invalid ${first.path || 'input'}: ${first.message}` : 'Invalid input',
    issues,
  );
}
