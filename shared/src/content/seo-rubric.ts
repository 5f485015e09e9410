import { articleBlocks, articlePlainText, linkedProductIds } from './article-lines';

/**
 * The SEO score of an article, 0 to 100, computed on its text alone (the same article always
 * gets the same score). Each check gives points; partial points where a near miss still helps:
 *
 * | check | full points | partial |
 * |---|---|---|
 * | title 30-60 characters | 15 | 7 for 20-70 |
 * | meta description 120-160 characters | 15 | 7 for 90-200 |
 * | one '# ' heading | 5 | |
 * | two or more '## ' sub-headings | 10 | 5 for one |
 * | length: 600 words or more | 15 | 10 for 300+, 5 for 150+ |
 * | main keyword (the first) in the title | 10 | |
 * | main keyword in the meta description | 5 | |
 * | main keyword used in the text 0.5-3 % of words (a phrase counts once per use) | 5 | 2 when used but outside the range |
 * | three or more keywords listed | 5 | |
 * | links to real product pages (`[name](/product/<id>)` whose id exists) | 15 for 2+ | 8 for 1 |
 *
 * "Real" product pages are the ids the caller passes (the catalogue's); a link to an unknown id
 * earns nothing.
 */

export interface RubricInput {
  title: string;
  metaDescription: string;
  content: string;
  keywords: readonly string[];
}

export interface RubricCheck {
  id:
    | 'title-length'
    | 'meta-length'
    | 'heading'
    | 'subheadings'
    | 'length'
    | 'keyword-title'
    | 'keyword-meta'
    | 'keyword-density'
    | 'keywords-listed'
    | 'product-links';
  points: number;
  max: number;
}

export interface RubricResult {
  score: number;
  checks: RubricCheck[];
}

const between = (n: number, lo: number, hi: number) => n >= lo && n <= hi;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];

/** How many times a keyword (one or several words) appears in the text, as whole words. */
function occurrences(text: string, keyword: string): number {
  const kw = words(keyword);
  if (kw.length === 0) return 0;
  const w = words(text);
  let n = 0;
  for (let i = 0; i + kw.length <= w.length; i++) {
    if (kw.every((k, j) => w[i + j] === k)) n++;
  }
  return n;
}

export function scoreArticle(article: RubricInput, realProductIds: ReadonlySet<string>): RubricResult {
  const title = article.title.trim();
  const meta = article.metaDescription.trim();
  const blocks = articleBlocks(article.content);
  const plain = articlePlainText(article.content);
  const wordCount = words(plain).length;
  const main = article.keywords.find((k) => k.trim())?.trim() ?? '';
  const checks: RubricCheck[] = [];
  const add = (id: RubricCheck['id'], points: number, max: number) => checks.push({ id, points, max });

  add('title-length', between(title.length, 30, 60) ? 15 : between(title.length, 20, 70) ? 7 : 0, 15);
  add('meta-length', between(meta.length, 120, 160) ? 15 : between(meta.length, 90, 200) ? 7 : 0, 15);
  add('heading', blocks.some((b) => b.kind === 'h1') ? 5 : 0, 5);
  const subheadings = blocks.filter((b) => b.kind === 'h2').length;
  add('subheadings', subheadings >= 2 ? 10 : subheadings === 1 ? 5 : 0, 10);
  add('length', wordCount >= 600 ? 15 : wordCount >= 300 ? 10 : wordCount >= 150 ? 5 : 0, 15);
  add('keyword-title', main && occurrences(title, main) > 0 ? 10 : 0, 10);
  add('keyword-meta', main && occurrences(meta, main) > 0 ? 5 : 0, 5);
  const uses = main ? occurrences(plain, main) : 0;
  const density = wordCount ? (uses * words(main).length * 100) / wordCount : 0;
  add('keyword-density', uses === 0 ? 0 : between(density, 0.5, 3) ? 5 : 2, 5);
  add('keywords-listed', article.keywords.filter((k) => k.trim()).length >= 3 ? 5 : 0, 5);
  const real = linkedProductIds(article.content).filter((id) => realProductIds.has(id.toLowerCase())).length;
  add('product-links', real >= 2 ? 15 : real === 1 ? 8 : 0, 15);

  return { score: checks.reduce((sum, c) => sum + c.points, 0), checks };
}
