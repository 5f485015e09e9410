import { MOMO_STATUS, type MomoStatus } from '@isoko/shared/payments/status';

/**
 * MTN MoMo Open API, Collection product: an access token cached until a few minutes
 * before it expires, request-to-pay with our X-Reference-Id (the idempotency key: a 409 means
 * "already submitted", which is success for us), and the status endpoint, which is the truth.
 */
export interface MomoClientOptions {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  /** Refresh the token this long before it expires. */
  refreshMarginMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface RequestToPay {
  referenceId: string;
  /** Whole units of `currency`. */
  amount: number;
  currency: string;
  /** Our order number. */
  externalId: string;
  /** Digits only, no plus (toMsisdn). */
  payerMsisdn: string;
  payerMessage: string;
  payeeNote: string;
  callbackUrl?: string;
}

export interface MomoPaymentStatus {
  status: MomoStatus;
  /** MoMo's reason code on failure (string or {code|type, message} in the wild), else null. */
  reason: string | null;
  financialTransactionId: string | null;
}

/** A failed call. `retryable` = worth trying again later with the same reference. */
export class MomoError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MomoError';
  }
}

/** MoMo messages may hold at most 160 characters. */
export const MOMO_MESSAGE_MAX = 160;
const clip = (s: string) => (s.length > MOMO_MESSAGE_MAX ? s.slice(0, MOMO_MESSAGE_MAX) : s);

/** The failure reason, whichever shape it came in. */
export function momoReason(reason: unknown): string | null {
  if (reason === null || reason === undefined || reason === '') return null;
  if (typeof reason === 'string') return reason;
  if (typeof reason === 'object') {
    const r = reason as Record<string, unknown>;
    const code = r.code ?? r.type ?? r.message;
    if (typeof code === 'string' && code) return code;
  }
  return 'UNKNOWN';
}

async function bodyOf(res: Response): Promise<Record<string, unknown> | null> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export class MomoClient {
  private cached: { token: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private readonly base: string;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  /** Tokens fetched so far (the metrics and tests read it). */
  tokensFetched = 0;

  constructor(private readonly options: MomoClientOptions) {
    this.base = options.baseUrl.replace(/\/$/, '');
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchFn(`${this.base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new MomoError(`MoMo unreachable: ${(error as Error).message}`, 0, null, true);
    }
  }

  private async failure(res: Response, what: string): Promise<MomoError> {
    const body = await bodyOf(res);
    const code = typeof body?.code === 'string' ? body.code : null;
    const retryable = res.status >= 500 || res.status === 429 || res.status === 401;
    return new MomoError(
      `MoMo ${what} answered ${res.status}${code ? ` ${code}` : ''}`,
      res.status,
      code,
      retryable,
    );
  }

  /** One token for every payment, refreshed a few minutes before expiry; concurrent callers share one fetch. */
  async token(): Promise<string> {
    const margin = this.options.refreshMarginMs ?? 5 * 60_000;
    if (this.cached && this.now() < this.cached.expiresAt - margin) return this.cached.token;
    this.pending ??= (async () => {
      try {
        const basic = Buffer.from(`${this.options.apiUser}:${this.options.apiKey}`).toString('base64');
        const res = await this.call('/collection/token/', {
          method: 'POST',
          headers: {
            Authorization: `Basic ${basic}`,
            'Ocp-Apim-Subscription-Key': this.options.subscriptionKey,
          },
        });
        if (!res.ok) throw await this.failure(res, 'token');
        const body = await bodyOf(res);
        const token = typeof body?.access_token === 'string' ? body.access_token : '';
        if (!token) throw new MomoError('MoMo token answer has no access_token', res.status, null, true);
        const seconds = Number(body?.expires_in ?? 3600);
        this.tokensFetched += 1;
        this.cached = { token, expiresAt: this.now() + (Number.isFinite(seconds) ? seconds : 3600) * 1000 };
        return token;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  private async authorized(path: string, init: RequestInit & { headers: Record<string, string> }) {
    const send = async () =>
      this.call(path, {
        ...init,
        headers: {
          ...init.headers,
          Authorization: `Bearer ${await this.token()}`,
          'X-Target-Environment': this.options.targetEnvironment,
          'Ocp-Apim-Subscription-Key': this.options.subscriptionKey,
        },
      });
    let res = await send();
    // A token revoked early: fetch a new one once.
    if (res.status === 401) {
      this.cached = null;
      res = await send();
    }
    return res;
  }

  /** Submits a request-to-pay. Resolves when MoMo holds it (202, or 409: already submitted). */
  async requestToPay(request: RequestToPay): Promise<{ duplicate: boolean }> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Reference-Id': request.referenceId,
    };
    if (request.callbackUrl) headers['X-Callback-Url'] = request.callbackUrl;
    const res = await this.authorized('/collection/v1_0/requesttopay', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        amount: String(Math.round(request.amount)),
        currency: request.currency,
        externalId: request.externalId,
        payer: { partyIdType: 'MSISDN', partyId: request.payerMsisdn },
        payerMessage: clip(request.payerMessage),
        payeeNote: clip(request.payeeNote),
      }),
    });
    if (res.status === 202) {
      await res.body?.cancel().catch(() => {});
      return { duplicate: false };
    }
    if (res.status === 409) {
      await res.body?.cancel().catch(() => {});
      return { duplicate: true };
    }
    throw await this.failure(res, 'request-to-pay');
  }

  /** The truth about one request. A 404 means MoMo never received it. */
  async status(referenceId: string): Promise<MomoPaymentStatus> {
    const res = await this.authorized(`/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, {
      method: 'GET',
      headers: {},
    });
    if (!res.ok) throw await this.failure(res, 'status');
    const body = await bodyOf(res);
    const raw = String(body?.status ?? '').toUpperCase();
    const status = (MOMO_STATUS as readonly string[]).includes(raw) ? (raw as MomoStatus) : null;
    if (!status)
      throw new MomoError(`MoMo status answer has an unknown status "${raw}"`, res.status, null, true);
    const txId = body?.financialTransactionId;
    return {
      status,
      reason: status === 'FAILED' ? (momoReason(body?.reason) ?? 'UNKNOWN') : null,
      financialTransactionId: typeof txId === 'string' ? txId : null,
    };
  }
}
