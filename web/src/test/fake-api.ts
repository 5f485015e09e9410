import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status?: number; body: unknown } | undefined;

/**
 * Stands in for the server at the network boundary (window.fetch): each handler answers the
 * calls it knows; everything else is a 404 envelope. Returns the calls made, in order.
 */
export function fakeApi(handlers: Record<string, Handler>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, path: url.pathname + url.search, body };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = handler?.(call) ?? {
        status: 404,
        body: { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const apiFailure = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { success: false, error: { code, message, ...(details ? { details } : {}) } },
});
