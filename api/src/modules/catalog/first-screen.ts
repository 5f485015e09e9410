import {
  type FirstScreenRequest,
  firstScreenRequests,
  type LeadImage,
  leadImageRequest,
  leadImages,
} from '@isoko/shared/catalog/first-screen';
import { IntelligentSearchQuery } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { scriptSafeJson } from '../../lib/script-json';
import { trendingJson } from './activity';
import {
  bestDealsJson,
  categoryDetail,
  featuredJson,
  flashDealsJson,
  hierarchicalCategories,
  productJson,
  productListJson,
} from './service';
import type { CatalogState } from './state';

/**
 * The JSON body the API would send for one first-screen request, from the same service calls
 * as its route; null when there is none to send (an unknown product: the page asks the API,
 * which answers it with its error).
 */
async function answerJson(
  state: CatalogState,
  request: FirstScreenRequest,
  lang: ShopLanguage,
): Promise<string | null> {
  switch (request.kind) {
    case 'rail': {
      const rail = {
        featured: featuredJson,
        'flash-deals': flashDealsJson,
        trending: trendingJson,
        'best-deals': bestDealsJson,
      }[request.rail];
      return rail(state, request.limit, lang);
    }
    case 'category-tree':
      return JSON.stringify({ success: true, categories: await hierarchicalCategories(state, lang) });
    case 'product':
      return productJson(state, request.idOrSlug, lang).catch(() => null);
    case 'category': {
      const category = await categoryDetail(state, request.slug, lang).catch(() => null);
      return category ? JSON.stringify({ success: true, category }) : null;
    }
    case 'listing': {
      const params = new URL(request.path, 'http://page').searchParams;
      const query = IntelligentSearchQuery.parse(Object.fromEntries(params));
      return productListJson(state, query, { sent: new Set(params.keys()), withFilterOptions: true, lang });
    }
  }
}

/** What the server writes into a page for its first screen. */
export interface FirstScreen {
  /** The content of the first-screen answers element (FirstScreenAnswers as JSON). */
  answersJson: string;
  /** The pictures the first screen draws first, to be fetched before the scripts run. */
  leadImages: LeadImage[];
}

/**
 * The page's first-screen answers and lead pictures, or null when the page has no first-screen
 * requests or none could be answered.
 */
export async function firstScreen(
  state: CatalogState,
  pathname: string,
  search: string,
  lang: ShopLanguage,
): Promise<FirstScreen | null> {
  const requests = firstScreenRequests(pathname, search);
  if (requests.length === 0) return null;
  const bodies = await Promise.all(requests.map((r) => answerJson(state, r, lang)));
  const entries = requests.flatMap((r, i) => (bodies[i] ? [`${JSON.stringify(r.path)}:${bodies[i]}`] : []));
  if (entries.length === 0) return null;
  const lead = leadImageRequest(requests);
  const leadBody = lead ? bodies[requests.indexOf(lead)] : null;
  return {
    answersJson: scriptSafeJson(`{"lang":${JSON.stringify(lang)},"answers":{${entries.join(',')}}}`),
    leadImages: lead && leadBody ? leadImages(lead, JSON.parse(leadBody)) : [],
  };
}
