import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { refusedFields } from './refused-fields';

const FIELDS = ['firstName', 'lastName', 'email'] as const;
const refused = (details: unknown, code = 'VALIDATION_FAILED') =>
  refusedFields(new ApiError(code, 'Invalid body.firstName: too long', 400, details), FIELDS);

describe('the fields a refusal names', () => {
  it('reads the route validation paths and the service ones, each field once', () => {
    expect(
      refused([
        { path: 'body.email', message: 'Invalid email' },
        { path: 'firstName', message: 'Too big' },
        { path: 'body.email', message: 'Too big' },
      ]),
    ).toEqual(['email', 'firstName']);
  });

  it('leaves out fields the form does not have, and answers that are no validation refusal', () => {
    expect(
      refused([
        { path: 'body.phone', message: 'x' },
        { path: '', message: 'x' },
      ]),
    ).toEqual([]);
    expect(refused([{ path: 'body.email', message: 'x' }], 'CONFLICT')).toEqual([]);
    expect(refused(undefined)).toEqual([]);
    expect(refusedFields(new Error('boom'), FIELDS)).toEqual([]);
  });
});
