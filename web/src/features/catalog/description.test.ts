import { describe, expect, it } from 'vitest';
import { boldSpans, formatDescription } from './description';

describe('formatDescription', () => {
  it('turns heading lines, bullet lines and paragraphs into blocks', () => {
    const text = [
      '**Overview**',
      'A linen dress chosen in Kigali.',
      'It breathes on warm days.',
      '',
      '**Key features**',
      '- Hidden side zip',
      '• Machine washable',
      '* Lined',
      'Returns within 7 days.',
    ].join('\n');
    expect(formatDescription(text)).toEqual([
      { kind: 'heading', text: 'Overview' },
      { kind: 'paragraph', text: 'A linen dress chosen in Kigali. It breathes on warm days.' },
      { kind: 'heading', text: 'Key features' },
      { kind: 'list', items: ['Hidden side zip', 'Machine washable', 'Lined'] },
      { kind: 'paragraph', text: 'Returns within 7 days.' },
    ]);
  });

  it('never keeps HTML: tags are removed and the rest stays text', () => {
    const blocks = formatDescription('<p>Soft <b>cotton</b></p><script>alert(1)</script><br>**Care**');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Soft cotton' },
      { kind: 'heading', text: 'Care' },
    ]);
    expect(JSON.stringify(blocks)).not.toContain('<');
  });

  it('reads numbered lines as bullets and a heading with a colon', () => {
    expect(formatDescription('**Sizes:**\n1. Small\n2) Large')).toEqual([
      { kind: 'heading', text: 'Sizes:' },
      { kind: 'list', items: ['Small', 'Large'] },
    ]);
  });

  it('gives nothing for an empty description', () => {
    expect(formatDescription('  \n\n')).toEqual([]);
  });
});

describe('boldSpans', () => {
  it('marks the **bold** parts of a line', () => {
    expect(boldSpans('Made of **linen** in **Rwanda**')).toEqual([
      { text: 'Made of ', bold: false },
      { text: 'linen', bold: true },
      { text: ' in ', bold: false },
      { text: 'Rwanda', bold: true },
    ]);
  });
});
