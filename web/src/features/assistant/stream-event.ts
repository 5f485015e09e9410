/**
 * One `assistant:message` event of room `chat:<sessionId>`, as far as the panel needs it: a
 * piece of the reply being written (`token`), or the whole reply (`reply`, or `done`). Payloads
 * of another shape are ignored: the HTTP answer still brings the whole reply.
 */
export type StreamPiece =
  | { kind: 'token'; text: string }
  | { kind: 'whole'; text: string }
  | { kind: 'done' };

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function readStreamEvent(payload: unknown): StreamPiece | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const token = str(p.token) ?? str(p.delta) ?? str(p.chunk);
  if (token !== undefined && token !== '') return { kind: 'token', text: token };
  const whole = str(p.reply) ?? str(p.text) ?? str(p.message);
  if (whole) return { kind: 'whole', text: whole };
  if (p.done === true || p.type === 'done' || p.type === 'end') return { kind: 'done' };
  return null;
}
