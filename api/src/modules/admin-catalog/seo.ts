import { SEO_KEYWORDS_MAX, type SeoSuggestion } from '@isoko/shared/admin/products-schema';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@isoko/shared/catalog/admin-schema';
import { formatRwf } from '@isoko/shared/money';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { LanguageModelProvider } from '../../lib/language-model';
import { productForSeo } from '../catalog/admin-list';
import { updateProduct } from '../catalog/write';
import { fillPrompt, loadPrompt } from './prompt-file';
import { type SeoProduct, seoFromTemplate } from './seo-template';

/** Search-engine text for a product: the model's when one is configured and its text passes the checks, else the template's. */

const ModelAnswer = z.object({
  seoTitle: z.string().trim().min(3).max(SEO_TITLE_MAX),
  seoDescription: z.string().trim().min(10).max(SEO_DESCRIPTION_MAX),
  tags: z.array(z.string().trim().min(1).max(60)).max(SEO_KEYWORDS_MAX),
});

/** Every amount written in the text (`12,500`, `12500 RWF`, `Frw 12 500`), as numbers. */
function amountsIn(text: string): number[] {
  // Groups may be split by commas, dots, spaces or the no-break spaces French uses (24\u202f400).
  const found = text.match(/\d[\d,. \u00a0\u202f]*\d|\d/g) ?? [];
  return found.map((s) => Number(s.replace(/[,. \u00a0\u202f]/g, ''))).filter((n) => n >= 100);
}

/** The model's text is kept only when it names no price but the real one and states no percentage. */
export function statesOnlyRealPrice(text: string, price: number): boolean {
  if (/%|percent/i.test(text)) return false;
  return amountsIn(text).every((n) => n === price);
}

async function fromModel(llm: LanguageModelProvider, p: SeoProduct): Promise<SeoSuggestion | null> {
  const template = await loadPrompt('product-seo');
  const prompt = fillPrompt(template, {
    price: formatRwf(p.price),
    name: p.name,
    category: p.categoryName ?? '',
    subcategory: p.subcategoryName ?? '',
    shortDescription: p.shortDescription,
    materials: p.materials.join(', '),
    colors: p.colors.join(', '),
    sizes: p.sizes.join(', '),
    tags: p.tags.join(', '),
  });
  const reply = await llm.chatModel().invoke([{ role: 'user', content: prompt }]);
  const text = typeof reply.content === 'string' ? reply.content : '';
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = ModelAnswer.safeParse(raw);
  if (!parsed.success) return null;
  const { seoTitle, seoDescription, tags } = parsed.data;
  if (!statesOnlyRealPrice(`${seoTitle} ${seoDescription} ${tags.join(' ')}`, p.price)) return null;
  const unique = [...new Set(tags.map((t) => t.toLowerCase()))];
  return { seoTitle, seoDescription, tags: unique, source: 'model' };
}

/** Writes a suggestion for one product (nothing saved). */
export async function suggestSeo(
  deps: Pick<AppDeps, 'db' | 'llm' | 'log'>,
  productId: string,
): Promise<SeoSuggestion> {
  const product = await productForSeo(deps.db, productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  if (deps.llm) {
    try {
      const answer = await fromModel(deps.llm, product);
      if (answer) return answer;
      deps.log.warn({ productId }, 'model search-engine text refused by the checks; template used');
    } catch (err) {
      deps.log.warn(
        { productId, err: (err as Error).message },
        'model search-engine text failed; template used',
      );
    }
  }
  return seoFromTemplate(product);
}

/** Writes and saves the suggestion on the product (through the catalogue write service). */
export async function applySeo(
  deps: Pick<AppDeps, 'db' | 'llm' | 'log' | 'catalog'>,
  productId: string,
): Promise<SeoSuggestion> {
  const suggestion = await suggestSeo(deps, productId);
  await updateProduct(deps, productId, {
    seoTitle: suggestion.seoTitle,
    seoDescription: suggestion.seoDescription,
    seoKeywords: suggestion.tags,
  });
  return suggestion;
}
