/**
 * One `assistant:message` event of room `chat:<sessionId>`, as far as the panel needs it: a
 * piece of the reply being written (`chunk`), or the end of it (`done`, carrying the whole
 * answer). Payloads of another shape are ignored: the HTTP answer still brings the whole reply.
 */
export type StreamPiece =
  | { kind: 'token'; text: string }
  | { kind: 'whole'; text: string }
  | { kind: 'done' };

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function readStreamEvent(payload: unknown): StreamPiece | null {
  if (!isRecord(payload)) return null;
  if (payload.kind === 'done') {
    const reply = isRecord(payload.response) ? str(payload.response.reply) : undefined;
    return reply ? { kind: 'whole', text: reply } : { kind: 'done' };
  }
  const token = str(payload.text) ?? str(payload.token) ?? str(payload.delta) ?? str(payload.chunk);
  if (token !== undefined && token !== '') return { kind: 'token', text: token };
  return null;
}
