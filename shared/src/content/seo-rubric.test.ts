import { describe, expect, it } from 'vitest';
import { articleBlocks, inlinePieces, linkedProductIds } from './article-lines';
import { scoreArticle } from './seo-rubric';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const REAL = new Set([A, B]);

/** Builds `n` words of body text that use "kitenge dress" `uses` times. */
function body(n: number, uses: number): string {
  const filler = 'Kigali shoppers compare colours fabrics and prices before choosing what to wear today';
  const out: string[] = [];
  const fw = filler.split(' ');
  for (let i = 0; out.length < n - uses * 2; i++) out.push(fw[i % fw.length] ?? 'word');
  for (let u = 0; u < uses; u++)
    out.splice(Math.floor(((u + 1) * out.length) / (uses + 1)), 0, 'kitenge dress');
  return out.join(' ');
}

const complete = {
  // 47 characters, keyword inside
  title: 'Kitenge Dress Guide: Best Picks in Kigali Today',
  // 140 characters
  metaDescription:
    'Find the right kitenge dress in Kigali: prices in RWF, sizes that fit, and delivery across Rwanda from Isoko, with our honest picks for you.',
  content: [
    '# Kitenge Dress Guide',
    '',
    '## Why a kitenge dress',
    body(350, 3),
    '## Our picks',
    `- [Ankara Maxi](/product/${A})`,
    `- [Kitenge Wrap](/product/${B})`,
    body(300, 2),
  ].join('\n'),
  keywords: ['kitenge dress', 'Kigali fashion', 'African print'],
};

describe('the SEO rubric', () => {
  it('gives 100 to an article that meets every check', () => {
    expect(complete.title.length).toBeGreaterThanOrEqual(30);
    expect(complete.metaDescription.length).toBeGreaterThanOrEqual(120);
    const r = scoreArticle(complete, REAL);
    expect(r.checks.filter((c) => c.points < c.max)).toEqual([]);
    expect(r.score).toBe(100);
  });

  it('scores a bare short article low, each missed check by its points', () => {
    const r = scoreArticle(
      { title: 'Deals', metaDescription: 'Cheap.', content: 'Some deals today.', keywords: [] },
      REAL,
    );
    expect(r.score).toBe(0);
  });

  it('gives partial points for near misses', () => {
    const r = scoreArticle(
      {
        ...complete,
        // 24 characters: near miss
        title: 'Kitenge dress for Kigali',
        content: complete.content.replace(`- [Kitenge Wrap](/product/${B})`, ''),
      },
      REAL,
    );
    const byId = Object.fromEntries(r.checks.map((c) => [c.id, c.points]));
    expect(byId['title-length']).toBe(7);
    expect(byId['product-links']).toBe(8);
    expect(r.score).toBe(100 - 8 - 7);
  });

  it('earns nothing for links to products that do not exist or to other sites', () => {
    const content = complete.content
      .replace(`/product/${A}`, '/product/33333333-3333-4333-8333-333333333333')
      .replace(`/product/${B}`, 'https://elsewhere.example/product/x');
    const r = scoreArticle({ ...complete, content }, REAL);
    expect(r.checks.find((c) => c.id === 'product-links')?.points).toBe(0);
    expect(r.score).toBe(85);
  });

  it('counts keyword stuffing as used but out of range', () => {
    const stuffed = { ...complete, content: `${complete.content}\n${'kitenge dress '.repeat(60)}` };
    expect(scoreArticle(stuffed, REAL).checks.find((c) => c.id === 'keyword-density')?.points).toBe(2);
  });
});

describe('article lines', () => {
  it('reads headings, list items and paragraphs, skipping blank lines', () => {
    expect(articleBlocks('# A\n\n## B\n### C\n- d\n* e\nplain\n   \n')).toEqual([
      { kind: 'h1', text: 'A' },
      { kind: 'h2', text: 'B' },
      { kind: 'h3', text: 'C' },
      { kind: 'li', text: 'd' },
      { kind: 'li', text: 'e' },
      { kind: 'p', text: 'plain' },
    ]);
  });

  it('keeps HTML as text and links only to the shop own pages', () => {
    expect(inlinePieces('<script>alert(1)</script> [x](javascript:void) [y](/product/abc)')).toEqual([
      { text: '<script>alert(1)</script> ' },
      { text: '[x](javascript:void)' },
      { text: ' ' },
      { text: 'y', href: '/product/abc' },
    ]);
    expect(linkedProductIds(`[a](/product/${A}) [b](/product/${A}) [c](//evil/product/1)`)).toEqual([A]);
  });
});
