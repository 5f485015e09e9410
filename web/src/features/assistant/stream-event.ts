import { AssistantMessageEvent } from '@isoko/shared/assistant/schema';

/**
 * One `assistant:message` event of room `chat:<sessionId>`, as far as the panel needs it: a
 * piece of the reply being written (`chunk`), or the whole reply (`done`). Payloads of another
 * shape are ignored: the HTTP answer still brings the whole reply.
 */
export type StreamPiece = { kind: 'token'; text: string } | { kind: 'whole'; text: string };

export function readStreamEvent(payload: unknown): StreamPiece | null {
  const event = AssistantMessageEvent.safeParse(payload);
  if (!event.success) return null;
  if (event.data.kind === 'chunk') return event.data.text ? { kind: 'token', text: event.data.text } : null;
  return { kind: 'whole', text: event.data.response.reply };
}
