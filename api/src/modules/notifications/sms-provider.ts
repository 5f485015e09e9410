import type { SmsKind } from '@isoko/shared/notifications/schema';

export interface OutgoingSms {
  /** Our sms_messages row id. */
  id: string;
  /** E.164. */
  to: string;
  body: string;
  kind: SmsKind;
  createdAt: Date;
}

export type SmsSendResult =
  | { ok: true; providerMessageId: string | null; status: string }
  /** `retryable`: the same message may succeed later (gateway errors, balance after a top-up). */
  | { ok: false; retryable: boolean; error: string };

/** Where texts go: the demo outbox (shown on /dev/phone) or a real gateway. */
export interface SmsProvider {
  readonly name: 'outbox' | 'africastalking';
  /** Whether the stored copy may keep secrets (the demo outbox is the handset itself). */
  readonly storesFullText: boolean;
  send(message: OutgoingSms): Promise<SmsSendResult>;
}
