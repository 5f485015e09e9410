import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { retryUnlessAnswered } from './query-retry';

/** Runs one query with the app's retry rule against a server that always fails so; counts the asks. */
async function asksFor(error: Error): Promise<number> {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: retryUnlessAnswered, retryDelay: 0 } },
  });
  const ask = vi.fn(async () => {
    throw error;
  });
  await client.fetchQuery({ queryKey: ['order', 'abc'], queryFn: ask }).catch(() => {});
  return ask.mock.calls.length;
}

describe('asking a failed query again', () => {
  it.each([
    [404, 'ORDER_NOT_FOUND'],
    [400, 'VALIDATION_FAILED'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
  ])('asks once only when the server answered %s', async (status, code) => {
    expect(await asksFor(new ApiError(code, 'no', status))).toBe(1);
  });

  it.each([
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'INTERNAL'],
    [429, 'RATE_LIMITED'],
    [0, 'NETWORK'],
  ])('asks a second time after %s', async (status, code) => {
    expect(await asksFor(new ApiError(code, 'no', status))).toBe(2);
  });

  it('asks a second time after an error that is not an answer', async () => {
    expect(await asksFor(new TypeError('Failed to fetch'))).toBe(2);
  });
});
