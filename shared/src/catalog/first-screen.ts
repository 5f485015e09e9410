import type { ShopLanguage } from '../i18n-language';
import { isUuid } from '../ids';
import { isVideo, isVideoMedia, PICTURE_SIZES, srcSetOf } from './media-sources';
import { DEFAULT_SORT } from './sort';

/**
 * The catalogue answers a page's first screen needs, sent inside the page itself.
 *
 * A storefront page is drawn by the browser's JavaScript, which then asks the API for products.
 * On a slow phone network that request is one more round trip before any product shows. For
 * the home page and a product page the server knows what those requests will be, so it answers
 * them ahead, in a JSON script element of the HTML; the web client takes an answer from there
 * (once) instead of asking the network. Only public catalogue answers go in, never anything
 * about the shopper.
 */

/** The id of the `<script type="application/json">` element holding the answers. */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';

/** The home page's product rails: which list and how many cards each shows. */
export const HOME_RAILS = [
  ['featured', 12],
  ['flash-deals', 6],
  ['trending', 12],
  ['best-deals', 8],
] as const;

export type RailKind = (typeof HOME_RAILS)[number][0];

/** Where each product rail is read from. */
export const RAIL_PATHS: Record<RailKind, string> = {
  featured: '/api/products/featured',
  'flash-deals': '/api/products/flash-deals',
  trending: '/api/products/trending',
  'best-deals': '/api/products/best-deals',
};

export const CATEGORY_TREE_PATH = '/api/categories/hierarchical/all';

/** Products per listing page. */
export const LISTING_PAGE_SIZE = 24;

/** Where a listing page is read from. */
export const LISTING_PATH = '/api/intelligent-search';

/** A product page's address: its id or slug, or null for any other page. */
export function productPageId(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export const productPath = (idOrSlug: string) => `/api/products/${encodeURIComponent(idOrSlug)}`;

/** What the answers are keyed by: the API path with its query, as the web client sends it. */
export type FirstScreenRequest =
  | { kind: 'rail'; rail: RailKind; limit: number; path: string }
  | { kind: 'category-tree'; path: string }
  | { kind: 'product'; idOrSlug: string; path: string }
  | { kind: 'category'; slug: string; path: string }
  | { kind: 'listing'; path: string };

/** The first page of a listing with no filter but its category, in the default order. */
function firstListingPage(category?: string): string {
  const query = new URLSearchParams({
    ...(category ? { category } : {}),
    sortBy: DEFAULT_SORT,
    page: '1',
    limit: String(LISTING_PAGE_SIZE),
  });
  return `${LISTING_PATH}?${query}`;
}

/** Whether a listing's query string asks for more than the page's language (`?lang=`). */
function hasFilters(search: string): boolean {
  const params = new URLSearchParams(search);
  params.delete('lang');
  return params.toString() !== '';
}

/**
 * The requests the first screen of this page makes, in the order it makes them. A listing
 * counts only without filters or a search in its query string (a language may be named): that
 * is the page linked from everywhere, and the one a shopper lands on.
 */
export function firstScreenRequests(pathname: string, search = ''): FirstScreenRequest[] {
  if (pathname === '/') {
    return [
      ...HOME_RAILS.map(([rail, limit]) => ({
        kind: 'rail' as const,
        rail,
        limit,
        path: `${RAIL_PATHS[rail]}?limit=${limit}`,
      })),
      { kind: 'category-tree', path: CATEGORY_TREE_PATH },
    ];
  }
  const product = productPageId(pathname);
  if (product) return [{ kind: 'product', idOrSlug: product, path: productPath(product) }];
  if (hasFilters(search)) return [];
  if (/^\/shop\/?$/.test(pathname)) return [{ kind: 'listing', path: firstListingPage() }];
  const category = /^\/category\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!category) return [];
  let slug: string;
  try {
    slug = decodeURIComponent(category);
  } catch {
    return [];
  }
  // A category addressed by its id is listed under its slug, which only its answer gives.
  if (isUuid(slug)) return [];
  return [
    { kind: 'category', slug, path: `/api/categories/${encodeURIComponent(slug)}` },
    { kind: 'listing', path: firstListingPage(slug) },
  ];
}

/** The content of the answers element. */
export interface FirstScreenAnswers {
  /** The language the answers' texts are in; a client reading another language ignores them. */
  lang: ShopLanguage;
  /** Each answer's JSON body, by request path. */
  answers: Record<string, unknown>;
}

/** A picture the first screen draws at once, as the page names it for the browser to fetch early. */
export interface LeadImage {
  href: string;
  /** The stored widths, when the picture has them; the browser then picks one by `sizes`. */
  srcset?: string;
  sizes: string;
}

/** Pictures of the first row of cards: a phone shows two side by side. */
const LEAD_CARDS = 2;

type Answer = { data?: unknown } | undefined;
const cardImages = (answer: Answer): string[] =>
  (Array.isArray(answer?.data) ? answer.data : [])
    .slice(0, LEAD_CARDS)
    .map((card: { mainImage?: unknown }) => card?.mainImage)
    // A product whose media are all videos has a video as its card's picture: nothing to preload.
    .filter((url): url is string => typeof url === 'string' && url !== '' && !isVideo(url));

/**
 * The product page's main picture, as its gallery shows it first: the first of its media, or its
 * main image when it has none; none for a video.
 */
function productImage(answer: Answer): string[] {
  const product = answer?.data as
    | { images?: { url?: unknown; kind?: string }[]; mainImage?: unknown }
    | undefined;
  const first = product?.images?.[0] ?? { url: product?.mainImage };
  const { url, kind } = first;
  if (typeof url !== 'string' || url === '' || isVideoMedia({ url, kind })) return [];
  return [url];
}

/** The first-screen request whose answer names the page's lead pictures (see leadImages), if any. */
export function leadImageRequest(requests: readonly FirstScreenRequest[]): FirstScreenRequest | undefined {
  return requests.find(
    (r) => r.kind === 'product' || r.kind === 'listing' || (r.kind === 'rail' && r.rail === 'featured'),
  );
}

/**
 * The pictures the first screen of a page draws first, read from the answer to its
 * leadImageRequest: a product's main picture, the first two of the home page's previews (the
 * featured rail), the first two cards of a listing. The server names them in the page's head so
 * the browser fetches them while the scripts load, instead of after the scripts have drawn the
 * page. Each carries the same `srcset` and `sizes` the web client's picture will, so the browser
 * uses the fetched file.
 */
export function leadImages(request: FirstScreenRequest, answer: unknown): LeadImage[] {
  const image =
    (sizes: string) =>
    (href: string): LeadImage => {
      const srcset = srcSetOf(href);
      return srcset ? { href, srcset, sizes } : { href, sizes };
    };
  const given = answer as Answer;
  if (request.kind === 'product') return productImage(given).map(image(PICTURE_SIZES.gallery));
  if (request.kind === 'rail' && request.rail === 'featured')
    return cardImages(given).map(image(PICTURE_SIZES.heroPreview));
  if (request.kind === 'listing') return cardImages(given).map(image(PICTURE_SIZES.card));
  return [];
}
