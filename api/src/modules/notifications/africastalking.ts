import type { OutgoingSms, SmsProvider, SmsSendResult } from './sms-provider';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** Registered sender id (alphanumeric or short code); the gateway's default without it. */
  senderId?: string;
  /** https://api.africastalking.com, or https://api.sandbox.africastalking.com for the sandbox. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Recipient status codes that mean the gateway took the message: 100 Processed, 101 Sent, 102 Queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** Worth another try later: gateway errors, and insufficient balance (after a top-up). */
const RETRYABLE = new Set([405, 500, 501, 502]);

interface AtRecipient {
  statusCode?: number;
  number?: string;
  status?: string;
  messageId?: string;
}
interface AtResponse {
  SMSMessageData?: { Message?: string; Recipients?: AtRecipient[] };
}

/**
 * Africa's Talking bulk SMS: a form POST to {base}/version1/messaging with the apiKey header.
 * Error texts name statuses only, never the message (it may hold a sign-in code).
 */
export function createAfricasTalkingProvider(options: AfricasTalkingOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/version1/messaging`;
  return {
    name: 'africastalking',
    storesFullText: false,
    async send(message: OutgoingSms): Promise<SmsSendResult> {
      const form = new URLSearchParams({ username: options.username, to: message.to, message: message.body });
      if (options.senderId) form.set('from', options.senderId);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const name = (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network error';
        return { ok: false, retryable: true, error: `Africa's Talking unreachable (${name})` };
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        return {
          ok: false,
          retryable: res.status >= 500 || res.status === 429,
          error: `Africa's Talking answered HTTP ${res.status}`,
        };
      }
      let data: AtResponse;
      try {
        data = (await res.json()) as AtResponse;
      } catch {
        return { ok: false, retryable: true, error: "Africa's Talking answered with unreadable JSON" };
      }
      const recipient =
        data.SMSMessageData?.Recipients?.find((r) => r.number === message.to) ??
        data.SMSMessageData?.Recipients?.[0];
      if (!recipient || typeof recipient.statusCode !== 'number') {
        const why = (data.SMSMessageData?.Message ?? 'no recipient in the answer').slice(0, 120);
        return { ok: false, retryable: false, error: `Africa's Talking refused the message: ${why}` };
      }
      if (ACCEPTED.has(recipient.statusCode)) {
        return {
          ok: true,
          providerMessageId: recipient.messageId ?? null,
          status: recipient.status ?? 'Sent',
        };
      }
      return {
        ok: false,
        retryable: RETRYABLE.has(recipient.statusCode),
        error: `Africa's Talking status ${recipient.statusCode} ${recipient.status ?? ''}`.trim(),
      };
    },
  };
}
