import { rooms, type SocketEvent } from '@isoko/shared/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveRoom } from '../../realtime/use-live-room';
import { staffChatLine } from '../analytics/staff-chat';
import {
  type AssistantMessage,
  loadConversation,
  type StoredConversation,
  saveConversation,
} from './chat-storage';
import { type AssistantChatAnswer, fetchChatHistory, replyExtras, sendChatMessage } from './queries';
import { readStreamEvent } from './stream-event';

/** The bot "types" at least this long, so a fast answer still reads as a reply. */
export const TYPING_DELAY_MS = 800;

/** Streamed replies arrive on this event in room `chat:<sessionId>`. */
const STREAM_EVENTS: readonly SocketEvent[] = ['assistant:message', 'chat:staff'];

export interface UseAssistantChat {
  conversation: StoredConversation;
  /** The bot is working on a reply: the input waits. */
  typing: boolean;
  /** The reply as streamed so far, shown in place of the typing dots. */
  streamed: string;
  send: (text: string) => void;
}

export interface AssistantChatOptions {
  language: string;
  /** The product of the page the shopper is on: what the message is about, unless they say otherwise. */
  pageProductId?: string | null;
  /** A whole reply arrived (its search, its actions). */
  onAnswer: (answer: AssistantChatAnswer) => void;
  /** The words shown when a message could not be answered. */
  failureText: (error: unknown) => string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let serial = 0;
function messageId() {
  serial += 1;
  return `${Date.now().toString(36)}-${serial}`;
}

/**
 * The assistant's conversation: kept in the tab's storage (a reload keeps it), one message at a
 * time to `POST /api/offers/chat`, with the reply streamed over the socket while it is written
 * and the HTTP answer as the whole, final reply.
 */
export function useAssistantChat({
  language,
  pageProductId,
  onAnswer,
  failureText,
}: AssistantChatOptions): UseAssistantChat {
  const [conversation, setConversation] = useState(loadConversation);
  const [typing, setTyping] = useState(false);
  const [streamed, setStreamed] = useState('');
  const waiting = useRef(false);
  const latest = useRef({ onAnswer, failureText, conversation, language, pageProductId });
  latest.current = { onAnswer, failureText, conversation, language, pageProductId };

  useEffect(() => saveConversation(conversation), [conversation]);

  // A tab that kept nothing of the conversation (a new tab, a reload after the storage was
  // cleared) shows again what the server remembers for this customer or device. Once, on mount;
  // a message sent meanwhile wins, and a failure leaves the greeting as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the chat first mounts
  useEffect(() => {
    if (conversation.messages.length > 0) return;
    let live = true;
    fetchChatHistory().then(
      (remembered) => {
        if (!live || remembered.length === 0) return;
        setConversation((c) =>
          c.messages.length > 0
            ? c
            : {
                ...c,
                // A reply shows its cards and sign-in link again, as when it first came.
                messages: remembered.map((m) => ({
                  id: messageId(),
                  from: m.from,
                  text: m.text,
                  at: m.at,
                  ...replyExtras(m),
                })),
              },
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useLiveRoom(rooms.chat(conversation.sessionId), STREAM_EVENTS, (payload, event) => {
    // A staff member took the chat over: their answers and a joined/left notice, once each.
    if (event === 'chat:staff') {
      const line = staffChatLine(payload);
      if (line)
        setConversation((c) =>
          c.messages.some((m) => m.id === line.id) ? c : { ...c, messages: [...c.messages, line] },
        );
      return;
    }
    if (!waiting.current) return;
    const piece = readStreamEvent(payload);
    if (piece?.kind === 'token') setStreamed((s) => s + piece.text);
    else if (piece?.kind === 'whole') setStreamed(piece.text);
  });

  const add = useCallback((message: AssistantMessage, productId?: string | null) => {
    setConversation((c) => ({
      ...c,
      messages: [...c.messages, message],
      productId: productId ?? c.productId,
    }));
  }, []);

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message || waiting.current) return;
      const { conversation: now, language: lang, pageProductId: onPage } = latest.current;
      waiting.current = true;
      setTyping(true);
      setStreamed('');
      add({ id: messageId(), from: 'shopper', text: message, at: new Date().toISOString() });
      const reply = sendChatMessage({
        message,
        sessionId: now.sessionId,
        language: lang,
        productId: onPage ?? now.productId,
      });
      Promise.all([reply, wait(TYPING_DELAY_MS)])
        .then(([answer]) => {
          // A person is answering: their reply arrives as `chat:staff`, the assistant says nothing.
          if (answer.source === 'staff') return;
          add(
            {
              id: messageId(),
              from: 'assistant',
              text: answer.reply,
              at: new Date().toISOString(),
              ...replyExtras(answer),
            },
            answer.negotiation?.productId ??
              (answer.suggestions.length === 1 ? answer.suggestions[0]?.id : undefined),
          );
          latest.current.onAnswer(answer);
        })
        .catch((error: unknown) => {
          add({
            id: messageId(),
            from: 'assistant',
            text: latest.current.failureText(error),
            at: new Date().toISOString(),
            failed: true,
          });
        })
        .finally(() => {
          waiting.current = false;
          setTyping(false);
          setStreamed('');
        });
    },
    [add],
  );

  return { conversation, typing, streamed, send };
}
