import type { SmsKind } from '@isoko/shared/notifications/schema';

/**
 * What is kept of a text once a real gateway has it: a sign-in code is a secret, so its digits
 * are masked in the copy the database keeps (the demo outbox is the handset and keeps them).
 */
export function storedBody(kind: SmsKind, body: string, keepFullText: boolean): string {
  return kind === 'otp' && !keepFullText ? body.replace(/\b\d{6}\b/g, '••••••') : body;
}
