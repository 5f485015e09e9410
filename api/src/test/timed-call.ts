/** What a fault test learns from one HTTP call: the status, the error code and how long it took. */
export interface TimedAnswer {
  status: number;
  code: string | undefined;
  ms: number;
}

export interface TimedCallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** A deadline well past every limit the shop sets, so a stall fails the test with numbers. */
  timeoutMs?: number;
}

/** A real HTTP call against a listening test app; no answer at all reads as status 0, NO_ANSWER. */
export async function timedCall(
  base: string,
  method: string,
  path: string,
  { body, cookie, headers = {}, timeoutMs = 10_000 }: TimedCallOptions = {},
): Promise<TimedAnswer> {
  const start = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
    return { status: res.status, code: json.error?.code, ms: performance.now() - start };
  } catch {
    return { status: 0, code: 'NO_ANSWER', ms: performance.now() - start };
  }
}

/** Calls GET /api/health until it answers 200, or throws after `withinMs`. */
export async function untilHealthy(base: string, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if ((await timedCall(base, 'GET', '/api/health')).status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shop did not become healthy again after ${what} came back`);
}
