import type { SeoCategoryKind, SeoSuggestion } from '@isoko/shared/admin/products-schema';
import { SEO_KEYWORDS_MAX } from '@isoko/shared/admin/products-schema';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@isoko/shared/catalog/admin-schema';
import { formatRwf } from '@isoko/shared/money';

/** What the search-engine text is written from: the product's own data. */
export interface SeoProduct {
  name: string;
  shortDescription: string;
  price: number;
  categorySlug: string | null;
  categoryName: string | null;
  subcategoryName: string | null;
  materials: readonly string[];
  colors: readonly string[];
  sizes: readonly string[];
  tags: readonly string[];
}

const KIND_BY_SLUG: Record<string, SeoCategoryKind> = {
  fashion: 'fashion',
  'women-fashion': 'fashion',
  'men-fashion': 'fashion',
  'kids-fashion': 'fashion',
  clothing: 'fashion',
  shoes: 'fashion',
  'bags-accessories': 'fashion',
  'jewelry-watches': 'fashion',
  electronics: 'electronics',
  'phones-tablets': 'electronics',
  'computers-laptops': 'electronics',
  'home-living': 'home',
  'home-kitchen': 'home',
  furniture: 'home',
  automotive: 'automotive',
  'car-accessories': 'automotive',
};

/** Which template family a category's products get. */
export function seoCategoryKind(categorySlug: string | null): SeoCategoryKind {
  if (!categorySlug) return 'other';
  const slug = categorySlug.toLowerCase();
  if (KIND_BY_SLUG[slug]) return KIND_BY_SLUG[slug];
  if (/fashion|cloth|wear|dress|shoe/.test(slug)) return 'fashion';
  if (/electron|phone|computer|laptop|tv|audio/.test(slug)) return 'electronics';
  if (/home|kitchen|furnit|decor/.test(slug)) return 'home';
  if (/auto|car|motor/.test(slug)) return 'automotive';
  return 'other';
}

/** Cuts at the last whole word that fits, without a dangling comma or dash. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}

const TITLE_TAIL: Record<SeoCategoryKind, string> = {
  fashion: 'Fashion in Rwanda',
  electronics: 'Electronics in Rwanda',
  home: 'Home & Living in Rwanda',
  automotive: 'Car Parts in Rwanda',
  other: 'Shop in Rwanda',
};

const LEAD: Record<SeoCategoryKind, (p: SeoProduct, details: string) => string> = {
  fashion: (p, d) => `Shop ${p.name}${d} at Isoko.`,
  electronics: (p, d) => `Buy ${p.name}${d}, genuine and ready to use, at Isoko.`,
  home: (p, d) => `Bring ${p.name}${d} home with Isoko.`,
  automotive: (p, d) => `Get ${p.name}${d} for your vehicle at Isoko.`,
  other: (p, d) => `Order ${p.name}${d} at Isoko.`,
};

function detailsOf(p: SeoProduct): string {
  const parts: string[] = [];
  if (p.materials.length) parts.push(`in ${p.materials.slice(0, 2).join(' and ').toLowerCase()}`);
  if (p.colors.length)
    parts.push(`${p.colors.length > 1 ? 'colours' : 'colour'} ${p.colors.slice(0, 3).join(', ')}`);
  if (p.sizes.length) parts.push(`sizes ${p.sizes[0]}-${p.sizes[p.sizes.length - 1]}`);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/** Lower-case keywords from the product's own words, no repeats, at most 20. */
export function seoKeywords(p: SeoProduct, kind: SeoCategoryKind): string[] {
  const words = [
    p.name,
    p.categoryName,
    p.subcategoryName,
    ...p.tags,
    ...p.materials,
    ...p.colors,
    kind === 'other' ? null : kind,
    'rwanda',
    'kigali',
    'isoko',
  ];
  const seen = new Set<string>();
  for (const w of words) {
    const k = w ? clip(w.toLowerCase(), 60) : '';
    if (k && !seen.has(k)) seen.add(k);
  }
  return [...seen].slice(0, SEO_KEYWORDS_MAX);
}

/** Title (≤ 60), description (≤ 160) and tags from the category's template and the product's data. */
export function seoFromTemplate(p: SeoProduct): SeoSuggestion {
  const kind = seoCategoryKind(p.categorySlug);
  const title = clip(`${p.name} | ${TITLE_TAIL[kind]}`, SEO_TITLE_MAX);
  const price = formatRwf(p.price);
  const lead = LEAD[kind](p, detailsOf(p));
  // The price and delivery line always fit: a long name or list of details is cut instead.
  const tails = [
    ` ${price}. Delivery across Rwanda, pay with Mobile Money.`,
    ` ${price}. Delivery across Rwanda.`,
  ];
  const tail = tails.find((t) => lead.length + t.length <= SEO_DESCRIPTION_MAX) ?? tails[1]!;
  const description =
    lead.length + tail.length <= SEO_DESCRIPTION_MAX
      ? `${lead}${tail}`
      : `${clip(lead, SEO_DESCRIPTION_MAX - tail.length - 1)}…${tail}`;
  return {
    seoTitle: title.length >= 10 ? title : clip(`${p.name} | Isoko Rwanda`, SEO_TITLE_MAX),
    seoDescription: description,
    tags: seoKeywords(p, kind),
    source: 'template',
  };
}
