import { articleBlocks, inlinePieces } from '@isoko/shared/content/article-lines';
import { Link } from '../../routing';

/** One line's words, with links to the shop's own pages; everything else is plain text. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {inlinePieces(text).map((piece, i) =>
        piece.href ? (
          <Link key={i} to={piece.href}>
            {piece.text}
          </Link>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/**
 * An article's text, line by line: '# ' heading, '## ' sub-heading, '### ' smaller heading,
 * '- ' or '* ' list item (consecutive items form one list), other lines paragraphs, blank lines
 * skipped. The text is never treated as HTML.
 */
export function ArticleBody({ content }: { content: string }) {
  const blocks = articleBlocks(content);
  const out: React.ReactNode[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.kind === 'li') {
      const items: string[] = [];
      while (blocks[i]?.kind === 'li') items.push(blocks[i++]!.text);
      i--;
      out.push(
        <ul key={`l${i}`}>
          {items.map((text, j) => (
            <li key={j}>
              <Inline text={text} />
            </li>
          ))}
        </ul>,
      );
      continue;
    }
    const Tag = b.kind === 'h1' ? 'h2' : b.kind === 'h2' ? 'h3' : b.kind === 'h3' ? 'h4' : 'p';
    out.push(
      <Tag key={i} className={`article-${b.kind}`}>
        <Inline text={b.text} />
      </Tag>,
    );
  }
  return <div className="article-body">{out}</div>;
}
