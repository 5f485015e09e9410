import type { DevPhoneSms } from '@isoko/shared/notifications/schema';
import { rooms } from '@isoko/shared/realtime';
import type { DbOrTx } from '../../db/client';
import { recordEvent, toSocket } from '../outbox/service';
import type { OutgoingSms, SmsProvider } from './sms-provider';

export const DEVPHONE_SMS_EVENT = 'devphone:sms';

export const toDevPhoneSms = (m: OutgoingSms): DevPhoneSms => ({
  id: m.id,
  to: m.to,
  body: m.body,
  kind: m.kind,
  createdAt: m.createdAt.toISOString(),
});

/**
 * The demo mode's gateway: the sms_messages row is the delivered text, and the simulated
 * handset on /dev/phone hears about it through the outbox (room `phone:<e164>`).
 */
export function createOutboxSmsProvider(db: DbOrTx, kickOutbox: () => void): SmsProvider {
  return {
    name: 'outbox',
    storesFullText: true,
    async send(message) {
      await recordEvent(db, {
        type: 'sms.delivered',
        payload: { smsId: message.id, to: message.to },
        deliveries: [toSocket([rooms.phone(message.to)], DEVPHONE_SMS_EVENT, toDevPhoneSms(message))],
      });
      kickOutbox();
      return { ok: true, providerMessageId: `outbox-${message.id}`, status: 'Delivered' };
    },
  };
}
