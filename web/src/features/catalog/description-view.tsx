import { boldSpans, type DescriptionBlock, formatDescription } from './description';

function Line({ text }: { text: string }) {
  return (
    <>
      {boldSpans(text).map((span, i) =>
        span.bold ? <strong key={i}>{span.text}</strong> : <span key={i}>{span.text}</span>,
      )}
    </>
  );
}

function Block({ block }: { block: DescriptionBlock }) {
  if (block.kind === 'heading') return <h3 className="desc-heading">{block.text}</h3>;
  if (block.kind === 'list')
    return (
      <ul>
        {block.items.map((item, i) => (
          <li key={i}>
            <Line text={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <p>
      <Line text={block.text} />
    </p>
  );
}

/** The product description as headings, bullet lists and paragraphs; only text is rendered. */
export function DescriptionView({ text }: { text: string }) {
  return (
    <div className="description">
      {formatDescription(text).map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
