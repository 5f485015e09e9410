/**
 * How an article's text is shown, line by line: '# ' a heading, '## ' a sub-heading, '### ' a
 * smaller heading, '- ' or '* ' a list item, any other line a paragraph; blank lines are skipped.
 * The text is never HTML: the web puts each piece in the page as text. The only markup read
 * inside a line is a link to one of the shop's own pages, `[words](/product/…)`, so an article
 * can lead to the products it names; any other address stays plain text.
 */

export type ArticleBlockKind = 'h1' | 'h2' | 'h3' | 'li' | 'p';

export interface ArticleBlock {
  kind: ArticleBlockKind;
  text: string;
}

export function articleBlocks(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('### ')) blocks.push({ kind: 'h3', text: line.slice(4).trim() });
    else if (line.startsWith('## ')) blocks.push({ kind: 'h2', text: line.slice(3).trim() });
    else if (line.startsWith('# ')) blocks.push({ kind: 'h1', text: line.slice(2).trim() });
    else if (line.startsWith('- ') || line.startsWith('* '))
      blocks.push({ kind: 'li', text: line.slice(2).trim() });
    else blocks.push({ kind: 'p', text: line });
  }
  return blocks;
}

export type InlinePiece = { text: string; href?: undefined } | { text: string; href: string };

/** A link target the blog may show as a link: a path on the shop itself, nothing else. */
const INTERNAL_PATH = /^\/(?:product|category|blog|shop|about|contact)(?:\/[A-Za-z0-9._~-]+)*\/?$/;

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,300})\)/g;

/** Splits a line into text and internal links; a link to anywhere else stays as its words. */
export function inlinePieces(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const [whole, words, href] = m;
    const at = m.index ?? 0;
    if (at > last) pieces.push({ text: text.slice(last, at) });
    if (words && href && INTERNAL_PATH.test(href)) pieces.push({ text: words, href });
    else pieces.push({ text: whole });
    last = at + whole.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** The article as plain words (links reduced to their words, heading marks dropped). */
export function articlePlainText(content: string): string {
  return articleBlocks(content)
    .map((b) =>
      inlinePieces(b.text)
        .map((p) => p.text)
        .join(''),
    )
    .join('\n');
}

/** Every `/product/<id>` the article links to, in order, once each. */
export function linkedProductIds(content: string): string[] {
  const ids: string[] = [];
  for (const block of articleBlocks(content)) {
    for (const piece of inlinePieces(block.text)) {
      const id = piece.href?.match(/^\/product\/([A-Za-z0-9-]+)\/?$/)?.[1];
      if (id && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}
