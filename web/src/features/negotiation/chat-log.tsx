import type { AltPerk } from '@isoko/shared/negotiation/schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TypingDots } from '../../ui/typing-dots';
import { timeOf } from './time-of';

export interface ChatMessage {
  id: number;
  from: 'shopper' | 'shop';
  text: string;
  at: Date;
  /** Other ways to save, when the shop cannot move its price. */
  altPerks?: AltPerk[];
}

/** The bargaining conversation as chat bubbles with times, and the shop "typing" while it thinks. */
export function ChatLog({ messages, typing }: { messages: ChatMessage[]; typing: boolean }) {
  const { t, i18n } = useTranslation('negotiation');
  const end = useRef<HTMLDivElement>(null);

  // The newest bubble stays in view as the conversation grows: on each new message, and when the
  // shop's reply takes the place of its "typing" dots (the count of bubbles stays the same then,
  // but a long reply is much taller than the dots), the log scrolls to its end.
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined || typing) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest, typing]);

  return (
    <div className="nego-log" role="log" aria-live="polite">
      {messages.map((m) => (
        <div key={m.id} className={`nego-bubble is-${m.from}`}>
          <span className="visually-hidden">
            {t('common:labelled', { label: m.from === 'shop' ? t('shop') : t('you') })}{' '}
          </span>
          <p>{m.text}</p>
          {m.altPerks && m.altPerks.length > 0 && (
            <div className="nego-perks">
              <p className="nego-perks-title">{t('altPerks')}</p>
              <ul>
                {m.altPerks.map((perk) => (
                  <li key={`${perk.type}-${perk.productId ?? ''}`}>{perk.description}</li>
                ))}
              </ul>
            </div>
          )}
          <time dateTime={m.at.toISOString()} className="nego-time">
            {t('sentAt', { time: timeOf(m.at, i18n.language) })}
          </time>
        </div>
      ))}
      {typing && (
        <div className="nego-bubble is-shop nego-typing" role="status">
          <TypingDots label={t('typing')} />
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
