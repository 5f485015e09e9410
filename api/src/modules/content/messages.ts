import { clipText } from '@isoko/shared/clip-text';
import {
  ContactBody,
  type ContactMessageDto,
  ContactMessagesQuery,
  type ContactMessagesResponse,
  NEWSLETTER_CONSENT_TEXT,
  NewsletterBody,
} from '@isoko/shared/content/schema';
import { smsText } from '@isoko/shared/notifications/texts';
import { normalizeRwPhone } from '@isoko/shared/phone';
import { count, desc } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/parse-input';
import { recordEvent, toJob } from '../outbox/service';
import { contactMessages, newsletterSubscribers } from './tables';

/** The newsletter box and the Contact form: the only writer of their tables. */

/** Stores an address once; a second sign-up with it changes nothing. */
export async function subscribe(
  deps: Pick<AppDeps, 'db'>,
  body: unknown,
): Promise<{ success: true; created: boolean }> {
  const input = parseInput(NewsletterBody, body);
  const rows = await deps.db
    .insert(newsletterSubscribers)
    .values({ email: input.email, consentText: NEWSLETTER_CONSENT_TEXT, language: input.language })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { success: true, created: rows.length > 0 };
}

const ALERT_PREVIEW = 120;

/** The SMS staff get for a new message: who, how to answer, the start of the message. */
export function contactAlertText(m: {
  name: string;
  phone?: string;
  email?: string;
  message: string;
}): string {
  // Cut on a character boundary: the text is stored in the outbox's jsonb, which refuses half an emoji.
  const preview = m.message.length > ALERT_PREVIEW ? `${clipText(m.message, ALERT_PREVIEW)}…` : m.message;
  return smsText.adminAlert(
    `contact form from ${m.name} (${[m.phone, m.email].filter(Boolean).join(', ')}): ${preview}`,
  );
}

/**
 * Stores a Contact message and, in the same transaction, the SMS alert to the shop's number
 * (ADMIN_SMS_PHONE) through the outbox, so the alert exists exactly when the message does.
 * Without a configured number the message is still stored and shown in the back-office.
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'db' | 'config' | 'log' | 'kickOutbox'>,
  body: unknown,
): Promise<{ success: true; id: string }> {
  const input = parseInput(ContactBody, body);
  const admin = deps.config.sms.adminPhone ? normalizeRwPhone(deps.config.sms.adminPhone) : undefined;
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        message: input.message,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not written');
    if (admin?.ok) {
      await recordEvent(tx, {
        type: 'contact.received',
        payload: { messageId: row.id },
        deliveries: [
          toJob('sms', 'send', {
            to: admin.phone,
            message: clipText(contactAlertText(input), 918),
            essential: true,
            kind: 'admin_alert',
            dedupeKey: `contact-${row.id}`,
          }),
        ],
      });
    }
    return row.id;
  });
  if (admin?.ok) deps.kickOutbox();
  else deps.log.warn({ messageId: id }, 'contact message stored; no ADMIN_SMS_PHONE to alert');
  return { success: true, id };
}

const toDto = (r: typeof contactMessages.$inferSelect): ContactMessageDto => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/admin/contact-messages (staff): newest first. */
export async function listContactMessages(
  deps: Pick<AppDeps, 'db'>,
  query: unknown,
): Promise<ContactMessagesResponse> {
  const q = parseInput(ContactMessagesQuery, query ?? {});
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    deps.db.select({ n: count() }).from(contactMessages),
  ]);
  const n = Number(total?.n ?? 0);
  return { success: true, messages: rows.map(toDto), total: n, page: q.page, pages: Math.ceil(n / q.limit) };
}
