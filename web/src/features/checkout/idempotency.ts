const STORAGE_KEY = 'checkoutAttempt';

interface Attempt {
  key: string;
  body: string;
}

/** Kept in memory too, for when the tab's storage is blocked. */
let memory: Attempt | null = null;

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function read(): Attempt | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Attempt>) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.body === 'string'
      ? { key: parsed.key, body: parsed.body }
      : memory;
  } catch {
    return memory;
  }
}

/**
 * The Idempotency-Key of one checkout attempt. The same order body keeps its key (a double
 * click, or placing again after the answer was lost, even after a reload of the tab), so the
 * server creates one order; a changed body is a new attempt with a new key.
 */
export function idempotencyKeyFor(body: unknown): string {
  const serialized = JSON.stringify(body);
  const current = read();
  if (current && current.body === serialized) return current.key;
  const attempt = { key: newKey(), body: serialized };
  memory = attempt;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // storage blocked: the key still holds for this page
  }
  return attempt.key;
}

/** After an order is placed the next checkout is a new attempt. */
export function endCheckoutAttempt() {
  memory = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
