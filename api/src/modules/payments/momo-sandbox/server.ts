import { randomBytes } from 'node:crypto';
import { isUuidV4 } from '@isoko/shared/ids';
import type { DevMomoPrompt } from '@isoko/shared/payments/schema';
import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { type SandboxRequest, SandboxStore, toPrompt } from './store';

/**
 * Our MoMo sandbox: the Collection API's HTTP surface (token, request-to-pay, status, API-user
 * provisioning) for the demo mode and tests. It honours MTN's sandbox numbers (MAGIC_NUMBERS) and
 * lets the demo handset approve or decline Rwandan numbers. Callbacks are sent on decisions,
 * but not always (callbackDropRate): the shop must not need them.
 */
export interface SandboxOptions {
  store: SandboxStore;
  apiUser: string;
  apiKey: string;
  subscriptionKey: string;
  targetEnvironment: string;
  /** Share of callbacks not sent (0 = always sent, 1 = never). */
  callbackDropRate: number;
  /**
   * When set, callbacks go only to URLs under this address (the shop's PUBLIC_URL): anyone can
   * reach the demo's sandbox, and it must not become a way to make the server call any URL.
   */
  callbackBase?: string;
  /** A prompt appeared or changed on a handset. */
  onPrompt?: (prompt: DevMomoPrompt) => void;
  fetch?: typeof fetch;
  random?: () => number;
}

/** MTN's sandbox numbers and what they force. */
export const MAGIC_NUMBERS = {
  failed: '46733123450',
  rejected: '46733123451',
  timeout: '46733123452',
  delayedSuccess: '46733123453',
  pending: '46733123454',
} as const;
export const DELAYED_SUCCESS_MS = 30_000;
export const SANDBOX_TOKEN_SECONDS = 3600;

const RWANDAN_MSISDN = /^2507[2389]\d{7}$/;

const error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ code, message });

function header(req: FastifyRequest, name: string): string {
  const v = req.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

function callbackBody(r: SandboxRequest) {
  return {
    financialTransactionId: r.financialTransactionId,
    externalId: r.externalId,
    amount: r.amount,
    currency: r.currency,
    payer: { partyIdType: 'MSISDN', partyId: r.partyId },
    payerMessage: r.payerMessage,
    payeeNote: r.payeeNote,
    status: r.status,
    ...(r.reason ? { reason: r.reason } : {}),
  };
}

/** The callback URL when the sandbox may call it: under callbackBase when one is set. */
function allowedCallback(options: SandboxOptions, url: string): string | null {
  if (!url) return null;
  if (!options.callbackBase) return url;
  try {
    const base = new URL(options.callbackBase);
    const target = new URL(url);
    const path = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return target.origin === base.origin && target.pathname.startsWith(path) ? url : null;
  } catch {
    return null;
  }
}

/** Sends the decision to the request's callback URL, unless this one is dropped. */
function sendCallback(options: SandboxOptions, request: SandboxRequest | null): void {
  if (!request?.callbackUrl || request.status === 'PENDING') return;
  if ((options.random ?? Math.random)() < options.callbackDropRate) {
    options.store.callbacksDropped += 1;
    return;
  }
  options.store.callbacksSent += 1;
  const doFetch = options.fetch ?? fetch;
  void doFetch(request.callbackUrl, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(callbackBody(request)),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {});
}

/** The handset's Approve or Decline. Null when the reference is unknown. */
export async function decideSandboxPayment(
  options: SandboxOptions,
  referenceId: string,
  decision: 'approve' | 'decline',
): Promise<SandboxRequest | null> {
  const before = await options.store.get(referenceId);
  if (!before) return null;
  if (before.status !== 'PENDING') return before;
  const after =
    decision === 'approve'
      ? await options.store.settle(referenceId, 'SUCCESSFUL', null, 'approved')
      : await options.store.settle(
          referenceId,
          'FAILED',
          { code: 'APPROVAL_REJECTED', message: 'The payer declined the request.' },
          'declined',
        );
  if (after) {
    options.onPrompt?.(toPrompt(after));
    sendCallback(options, after);
  }
  return after;
}

export const momoSandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const { store } = options;

  const subscribed = (req: FastifyRequest) =>
    header(req, 'ocp-apim-subscription-key') === options.subscriptionKey;
  const bearer = async (req: FastifyRequest) => {
    const auth = header(req, 'authorization');
    return auth.startsWith('Bearer ') && (await store.hasToken(auth.slice(7).trim()));
  };
  /**
   * Sends the refusal and answers true, or answers false when the caller may go on. A boolean,
   * not the reply: an awaited reply resolves to nothing, which let refused requests run on.
   */
  const refused = async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (!subscribed(req)) {
      error(reply, 401, 'ACCESS_DENIED', 'Missing or invalid subscription key.');
      return true;
    }
    if (!(await bearer(req))) {
      error(reply, 401, 'INVALID_TOKEN', 'Access token is missing, invalid or expired.');
      return true;
    }
    if (header(req, 'x-target-environment') !== options.targetEnvironment) {
      error(reply, 400, 'INVALID_TARGET_ENVIRONMENT', 'Unknown X-Target-Environment.');
      return true;
    }
    return false;
  };

  app.post('/collection/token/', { schema: { hide: true } }, async (req, reply) => {
    if (!subscribed(req)) return error(reply, 401, 'ACCESS_DENIED', 'Missing or invalid subscription key.');
    const expected = Buffer.from(`${options.apiUser}:${options.apiKey}`).toString('base64');
    if (header(req, 'authorization') !== `Basic ${expected}`) {
      return error(reply, 401, 'ACCESS_DENIED', 'Invalid API user or API key.');
    }
    const token = randomBytes(24).toString('base64url');
    await store.addToken(token, SANDBOX_TOKEN_SECONDS);
    return { access_token: token, token_type: 'access_token', expires_in: SANDBOX_TOKEN_SECONDS };
  });

  app.post('/collection/v1_0/requesttopay', { schema: { hide: true } }, async (req, reply) => {
    if (await refused(req, reply)) return reply;
    const referenceId = header(req, 'x-reference-id');
    if (!isUuidV4(referenceId))
      return error(reply, 400, 'INVALID_REFERENCE_ID', 'X-Reference-Id must be a UUID v4.');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const payer = (body.payer ?? {}) as Record<string, unknown>;
    const amount = typeof body.amount === 'string' ? body.amount : '';
    const partyId = typeof payer.partyId === 'string' ? payer.partyId : '';
    const payerMessage = typeof body.payerMessage === 'string' ? body.payerMessage : '';
    const payeeNote = typeof body.payeeNote === 'string' ? body.payeeNote : '';
    if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0) {
      return error(reply, 400, 'INVALID_AMOUNT', 'amount must be a positive number as a string.');
    }
    if (payer.partyIdType !== 'MSISDN' || !/^\d{8,15}$/.test(partyId)) {
      return error(reply, 400, 'INVALID_PAYER', 'payer must be {partyIdType: "MSISDN", partyId: digits}.');
    }
    if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) {
      return error(reply, 400, 'INVALID_CURRENCY', 'currency must be a 3-letter code.');
    }
    if (payerMessage.length > 160 || payeeNote.length > 160) {
      return error(reply, 400, 'INVALID_MESSAGE', 'payerMessage and payeeNote hold at most 160 characters.');
    }
    const callbackUrl = allowedCallback(options, header(req, 'x-callback-url'));
    const now = Date.now();
    const request: SandboxRequest = {
      referenceId: referenceId.toLowerCase(),
      amount,
      currency: body.currency,
      externalId: typeof body.externalId === 'string' ? body.externalId : '',
      partyId,
      payerMessage,
      payeeNote,
      callbackUrl,
      status: 'PENDING',
      reason: null,
      financialTransactionId: null,
      succeedAt: partyId === MAGIC_NUMBERS.delayedSuccess ? now + DELAYED_SUCCESS_MS : null,
      prompt: RWANDAN_MSISDN.test(partyId),
      decision: null,
      createdAt: now,
    };
    if (!(await store.create(request))) {
      return error(
        reply,
        409,
        'RESOURCE_ALREADY_EXIST',
        'Duplicated reference id. Creation of resource failed.',
      );
    }
    if (request.prompt) options.onPrompt?.(toPrompt(request));
    // MTN's numbers decide at once (a short delay, like the real network); Rwandan numbers wait for the handset.
    const immediate: Record<string, () => Promise<SandboxRequest | null>> = {
      [MAGIC_NUMBERS.failed]: () => store.settle(request.referenceId, 'FAILED', 'INTERNAL_PROCESSING_ERROR'),
      [MAGIC_NUMBERS.rejected]: () =>
        store.settle(request.referenceId, 'FAILED', {
          code: 'APPROVAL_REJECTED',
          message: 'Payer rejected.',
        }),
      [MAGIC_NUMBERS.timeout]: () => store.settle(request.referenceId, 'FAILED', 'EXPIRED'),
    };
    const settle =
      immediate[partyId] ??
      (request.prompt || request.succeedAt !== null || partyId === MAGIC_NUMBERS.pending
        ? undefined
        : () => store.settle(request.referenceId, 'SUCCESSFUL', null));
    if (settle) {
      setTimeout(() => {
        void settle()
          .then((r) => sendCallback(options, r))
          .catch(() => {});
      }, 200).unref();
    }
    return reply.status(202).send();
  });

  app.get('/collection/v1_0/requesttopay/:referenceId', { schema: { hide: true } }, async (req, reply) => {
    if (await refused(req, reply)) return reply;
    store.statusChecks += 1;
    const { referenceId } = req.params as { referenceId: string };
    const request = await store.get(referenceId.toLowerCase());
    if (!request) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    return callbackBody(request);
  });

  app.post('/v1_0/apiuser', { schema: { hide: true } }, async (req, reply) => {
    if (!subscribed(req)) return error(reply, 401, 'ACCESS_DENIED', 'Missing or invalid subscription key.');
    const id = header(req, 'x-reference-id');
    const host = ((req.body ?? {}) as Record<string, unknown>).providerCallbackHost;
    if (!isUuidV4(id) || typeof host !== 'string') {
      return error(
        reply,
        400,
        'BAD_REQUEST',
        'X-Reference-Id (UUID v4) and providerCallbackHost are required.',
      );
    }
    if (!(await store.addApiUser(id, host))) {
      return error(
        reply,
        409,
        'RESOURCE_ALREADY_EXIST',
        'Duplicated reference id. Creation of resource failed.',
      );
    }
    return reply.status(201).send();
  });
  app.get('/v1_0/apiuser/:id', { schema: { hide: true } }, async (req, reply) => {
    if (!subscribed(req)) return error(reply, 401, 'ACCESS_DENIED', 'Missing or invalid subscription key.');
    const host = await store.apiUser((req.params as { id: string }).id);
    if (!host) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    return { providerCallbackHost: host, targetEnvironment: options.targetEnvironment };
  });
  app.post('/v1_0/apiuser/:id/apikey', { schema: { hide: true } }, async (req, reply) => {
    if (!subscribed(req)) return error(reply, 401, 'ACCESS_DENIED', 'Missing or invalid subscription key.');
    if (!(await store.apiUser((req.params as { id: string }).id))) {
      return error(reply, 404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    }
    // Our sandbox accepts one key per deployment: the configured one.
    return reply.status(201).send({ apiKey: options.apiKey });
  });
};

export interface StandaloneSandbox {
  url: string;
  store: SandboxStore;
  options: SandboxOptions;
  close(): Promise<void>;
}

/** The sandbox on its own port (tests). */
export async function startStandaloneSandbox(
  redis: Redis,
  settings: Omit<SandboxOptions, 'store'> & { prefix: string },
): Promise<StandaloneSandbox> {
  const { prefix, ...rest } = settings;
  const options: SandboxOptions = { ...rest, store: new SandboxStore(redis, prefix) };
  const app = Fastify({ logger: false });
  await app.register(momoSandboxPlugin, options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, store: options.store, options, close: () => app.close() };
}
