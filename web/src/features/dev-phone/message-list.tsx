import { formatTime } from '@isoko/shared/date-format';
import { codeInText, type DevPhoneSms } from '@isoko/shared/notifications/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('devphone');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-outline btn-small"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? t('copied') : t('copy')}
    </button>
  );
}

/** Incoming texts, newest first; a sign-in code is shown large so it is easy to read. */
export function MessageList({ messages }: { messages: DevPhoneSms[] }) {
  const { t, i18n } = useTranslation('devphone');
  if (!messages.length) return <p className="muted devphone-empty">{t('noMessages')}</p>;
  return (
    <ol className="devphone-messages" aria-label={t('inbox')}>
      {messages.map((m) => {
        const code = m.kind === 'otp' ? codeInText(m.body) : null;
        return (
          <li key={m.id} className="devphone-message" data-testid="sms">
            <div className="devphone-message-head">
              <strong>Isoko</strong>
              <time dateTime={m.createdAt}>{formatTime(m.createdAt, i18n.language)}</time>
            </div>
            {code && (
              <div className="devphone-code">
                <span className="visually-hidden">{t('code')}</span>
                <span data-testid="sms-code">{code}</span>
                <CopyButton text={code} />
              </div>
            )}
            <p className="devphone-body">{m.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
