export type DescriptionBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^\*\*(.+?)\*\*:?$/;
const BULLET = /^(?:[-•*]|\d+[.)])\s+(.*)$/;
/** Tags are dropped, never rendered: a description is text. Blocks become line breaks. */
const TAGS = /<\/?[a-z][^>]*>/gi;
const SCRIPTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BREAKS = /<(?:br|\/?(?:p|div|li|ul|ol|h[1-6]))\b[^>]*>/gi;

/**
 * A product description as blocks: a line wrapped in `**` is a heading, a line
 * starting with `- `, `• `, `* ` or `1. ` is a bullet, consecutive plain lines are one paragraph,
 * a blank line ends a paragraph. HTML tags are removed; the page renders only text.
 */
export function formatDescription(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of description.replace(SCRIPTS, '').replace(BREAKS, '\n').split(/\r?\n/)) {
    const line = raw.replace(TAGS, '').trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading?.[1]) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1].trim() });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet?.[1]) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      list.push(bullet[1].trim());
      continue;
    }
    if (list.length) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Splits `**bold**` spans inside a line: odd pieces are bold. */
export function boldSpans(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((piece, i) => ({ text: piece, bold: i % 2 === 1 }))
    .filter((s) => s.text);
}
