import type { DevMomoPrompt } from '@isoko/shared/payments/schema';
import type { Redis } from 'ioredis';

/**
 * The demo MoMo's memory, in Redis so every API process sees the same requests (the handset's
 * Approve may reach another process than the request-to-pay did). Entries live a day.
 */
export type SandboxStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

export interface SandboxRequest {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  /** MSISDN digits as received. */
  partyId: string;
  payerMessage: string;
  payeeNote: string;
  callbackUrl: string | null;
  status: SandboxStatus;
  /** As MoMo shapes it: sometimes a string, sometimes {code, message}. */
  reason: string | { code: string; message: string } | null;
  financialTransactionId: string | null;
  /** Epoch ms after which a PENDING request turns SUCCESSFUL on its own (MTN's …453 number). */
  succeedAt: number | null;
  /** Shown on /dev/phone for approve/decline. */
  prompt: boolean;
  decision: 'approved' | 'declined' | null;
  createdAt: number;
}

const TTL_SECONDS = 24 * 3600;

/** Two handsets pressing at once cannot both decide: the check and the write are one step. */
const SETTLE_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
if not raw then return nil end
local r = cjson.decode(raw)
if r.status ~= 'PENDING' then return raw end
r.status = ARGV[1]
r.reason = cjson.decode(ARGV[2])
r.decision = cjson.decode(ARGV[3])
r.financialTransactionId = cjson.decode(ARGV[4])
local out = cjson.encode(r)
redis.call('SET', KEYS[1], out, 'KEEPTTL')
return out`;

export class SandboxStore {
  tokensIssued = 0;
  requestsReceived = 0;
  statusChecks = 0;
  callbacksSent = 0;
  callbacksDropped = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(kind: string, id: string) {
    return `${this.prefix}:momo-sandbox:${kind}:${id}`;
  }

  async addToken(token: string, ttlSeconds: number): Promise<void> {
    this.tokensIssued += 1;
    await this.redis.set(this.key('token', token), '1', 'EX', ttlSeconds);
  }
  async hasToken(token: string): Promise<boolean> {
    return (await this.redis.exists(this.key('token', token))) === 1;
  }

  /** False when the reference id was already used (MoMo's 409). */
  async create(request: SandboxRequest): Promise<boolean> {
    const ok = await this.redis.set(
      this.key('rtp', request.referenceId),
      JSON.stringify(request),
      'EX',
      TTL_SECONDS,
      'NX',
    );
    if (ok !== 'OK') return false;
    this.requestsReceived += 1;
    if (request.prompt) {
      await this.redis
        .multi()
        .zadd(this.key('phone', request.partyId), request.createdAt, request.referenceId)
        .expire(this.key('phone', request.partyId), TTL_SECONDS)
        .exec();
    }
    return true;
  }

  async get(referenceId: string): Promise<SandboxRequest | null> {
    const raw = await this.redis.get(this.key('rtp', referenceId));
    if (!raw) return null;
    const request = JSON.parse(raw) as SandboxRequest;
    if (request.status === 'PENDING' && request.succeedAt !== null && Date.now() >= request.succeedAt) {
      return this.settle(referenceId, 'SUCCESSFUL', null);
    }
    return request;
  }

  /** Moves a PENDING request to its final state, atomically; a decided one stays as it was. */
  async settle(
    referenceId: string,
    status: Exclude<SandboxStatus, 'PENDING'>,
    reason: SandboxRequest['reason'],
    decision: SandboxRequest['decision'] = null,
  ): Promise<SandboxRequest | null> {
    const txId = status === 'SUCCESSFUL' ? String(Date.now()).slice(-10) : null;
    const raw = (await this.redis.eval(
      SETTLE_SCRIPT,
      1,
      this.key('rtp', referenceId),
      status,
      JSON.stringify(reason),
      JSON.stringify(decision),
      JSON.stringify(txId),
    )) as string | null;
    return raw ? (JSON.parse(raw) as SandboxRequest) : null;
  }

  /** The handset's prompts for one number, newest first. */
  async prompts(partyId: string, limit = 20): Promise<SandboxRequest[]> {
    const ids = await this.redis.zrevrange(this.key('phone', partyId), 0, limit - 1);
    const found = await Promise.all(ids.map((id) => this.get(id)));
    return found.filter((r): r is SandboxRequest => r !== null);
  }

  async addApiUser(id: string, providerCallbackHost: string): Promise<boolean> {
    const ok = await this.redis.set(this.key('apiuser', id), providerCallbackHost, 'EX', TTL_SECONDS, 'NX');
    return ok === 'OK';
  }
  async apiUser(id: string): Promise<string | null> {
    return this.redis.get(this.key('apiuser', id));
  }
}

export function toPrompt(request: SandboxRequest): DevMomoPrompt {
  const status =
    request.status === 'PENDING'
      ? 'pending'
      : request.decision === 'declined' || request.status === 'FAILED'
        ? 'declined'
        : 'approved';
  return {
    referenceId: request.referenceId,
    phone: `+${request.partyId}`,
    amount: request.amount,
    currency: request.currency,
    payerMessage: request.payerMessage,
    externalId: request.externalId,
    status,
    createdAt: new Date(request.createdAt).toISOString(),
  };
}
