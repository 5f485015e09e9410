/**
 * The first `max` UTF-16 units of `text`, or one fewer when the cut would fall between the two
 * halves of a surrogate pair (an emoji): `text.slice(0, max)` would keep half of it, and
 * PostgreSQL's jsonb refuses such text, so valid input failed as a 500 wherever it was stored.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, splitsPair ? max - 1 : max);
}
