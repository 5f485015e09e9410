import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import {
  AutocompleteQuery,
  AutocompleteResponse,
  CategoriesResponse,
  CategoryIdParams,
  CategoryParams,
  CategoryResponse,
  DeviceParams,
  HierarchicalCategoriesResponse,
  IdOrSlugParams,
  IntelligentSearchQuery,
  IntelligentSearchResponse,
  LimitQuery,
  ProductCardsResponse,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  SubcategoriesResponse,
  TrackEventBody,
  TrackEventResponse,
} from '@isoko/shared/catalog/schema';
import { FacetsResponse } from '@isoko/shared/catalog/search';
import { ApiErrorBody } from '@isoko/shared/errors';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { trackEvent, trendingJson } from './activity';
import { recommendedJson } from './recommend';
import { CATALOG_MEDIA_PREFIX, catalogMediaDir } from './seed-media';
import {
  autocomplete,
  bestDealsJson,
  categoryDetail,
  featuredJson,
  flashDealsJson,
  hierarchicalCategories,
  listingFacetsFor,
  productCategories,
  productJson,
  productListJson,
  subcategoriesOf,
} from './service';
import type { CatalogState } from './state';

/**
 * Answers built by the service as JSON text (cached) go out as they are: Fastify sends a string
 * with a JSON content type without serialising it again. The declared schemas still document
 * them, and the tests parse every answer with them.
 */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** Query keys the client really sent (the old client's `filters` JSON fills only the others). */
function sentKeys(req: FastifyRequest): Set<string> {
  const q = req.url.indexOf('?');
  return new Set(q < 0 ? [] : new URLSearchParams(req.url.slice(q + 1)).keys());
}

const errors = { 400: ApiErrorBody, 404: ApiErrorBody };
type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['catalog'];

/** The listing, its search aliases, autocomplete and event tracking. */
function listingRoutes(app: CatalogApp, state: CatalogState) {
  const listing = (withFilterOptions: boolean) => async (req: FastifyRequest, reply: FastifyReply) =>
    sendJson(
      reply,
      await productListJson(state, req.query as ProductListQuery, {
        sent: sentKeys(req),
        withFilterOptions,
        lang: requestLanguage(req, reply),
      }),
    );

  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Products: filters, sort, pagination',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, ...errors },
      },
    },
    listing(false),
  );

  app.get(
    '/api/search-intelligent',
    {
      schema: {
        tags,
        summary: 'The shop listing (same answers as /api/products)',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, ...errors },
      },
    },
    listing(false),
  );

  app.get(
    '/api/intelligent-search',
    {
      schema: {
        tags,
        summary: 'AI search: text query, advanced filters and the filter options',
        querystring: IntelligentSearchQuery,
        response: { 200: IntelligentSearchResponse, ...errors },
      },
    },
    listing(true),
  );

  app.get(
    '/api/intelligent-search/autocomplete',
    {
      schema: {
        tags,
        summary: 'Suggestions (product, category, brand) from 2 characters, typo tolerant',
        querystring: AutocompleteQuery,
        response: { 200: AutocompleteResponse, ...errors },
      },
    },
    // Sent as text: a keystroke's answer skips the response schema's validation pass.
    async (req, reply) =>
      sendJson(
        reply,
        JSON.stringify({
          success: true,
          suggestions: await autocomplete(state, req.query, requestLanguage(req, reply)),
        }),
      ),
  );

  app.get(
    '/api/intelligent-search/facets',
    {
      schema: {
        tags,
        summary: 'Brands, colours, sizes, materials and price range present in a listing, with counts',
        querystring: ProductListQuery,
        response: { 200: FacetsResponse, ...errors },
      },
    },
    async (req, reply) => ({
      success: true as const,
      facets: await listingFacetsFor(state, req.query, {
        sent: sentKeys(req),
        lang: requestLanguage(req, reply),
      }),
    }),
  );

  app.post(
    '/api/intelligent-search/track',
    {
      schema: {
        tags,
        summary: 'Record a product view, cart add or purchase for trending and recommendations',
        body: TrackEventBody,
        response: { 200: TrackEventResponse, ...errors },
      },
    },
    async (req) => {
      await trackEvent(state, req.body, req.customer?.customerId ?? null);
      return { success: true as const };
    },
  );
}

/** Home sections (featured, flash deals, trending, best deals) and recommendations. */
function sectionRoutes(app: CatalogApp, state: CatalogState) {
  const limited = (
    summary: string,
    fallback: number,
    build: (limit: number, lang: ShopLanguage) => Promise<string>,
  ) => ({
    schema: { tags, summary, querystring: LimitQuery, response: { 200: ProductCardsResponse, ...errors } },
    handler: async (req: FastifyRequest, reply: FastifyReply) =>
      sendJson(reply, await build((req.query as LimitQuery).limit ?? fallback, requestLanguage(req, reply))),
  });

  app.get(
    '/api/products/featured',
    limited('Featured products in stock, padded with the best rated', 15, (limit, lang) =>
      featuredJson(state, limit, lang),
    ),
  );
  app.get(
    '/api/products/flash-deals',
    limited('Running flash deals, ending soonest first', 6, (limit, lang) =>
      flashDealsJson(state, limit, lang),
    ),
  );
  app.get(
    '/api/products/trending',
    limited('Most viewed, carted and bought in the last 14 days; newest when quiet', 8, (limit, lang) =>
      trendingJson(state, limit, lang),
    ),
  );
  app.get(
    '/api/products/best-deals',
    limited('Biggest real discounts in stock', 8, (limit, lang) => bestDealsJson(state, limit, lang)),
  );

  app.get(
    '/api/recommendations/:deviceId',
    {
      schema: {
        tags,
        summary: "Products scored for this device's (and signed-in customer's) searches, views and orders",
        params: DeviceParams,
        querystring: LimitQuery,
        response: { 200: ProductCardsResponse, ...errors },
      },
    },
    async (req, reply) =>
      sendJson(
        reply,
        await recommendedJson(
          state,
          { deviceId: req.params.deviceId, customerId: req.customer?.customerId ?? null },
          req.query.limit ?? 8,
          requestLanguage(req, reply),
        ),
      ),
  );
}

/** Categories and one product's page. */
function categoryRoutes(app: CatalogApp, state: CatalogState) {
  app.get(
    '/api/products/categories',
    {
      schema: {
        tags,
        summary: 'Top-level categories with product counts',
        response: { 200: CategoriesResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await productCategories(state, requestLanguage(req, reply)),
    }),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One product by id or slug',
        params: IdOrSlugParams,
        response: { 200: ProductResponse, ...errors },
      },
    },
    async (req, reply) =>
      sendJson(reply, await productJson(state, req.params.id, requestLanguage(req, reply))),
  );

  app.get(
    '/api/categories/hierarchical/all',
    {
      schema: {
        tags,
        summary: 'Categories with their subcategories',
        response: { 200: HierarchicalCategoriesResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      categories: await hierarchicalCategories(state, requestLanguage(req, reply)),
    }),
  );

  app.get(
    '/api/categories/hierarchical/:categoryId/subcategories',
    {
      schema: {
        tags,
        summary: 'Subcategories of a category (id or slug)',
        params: CategoryIdParams,
        response: { 200: SubcategoriesResponse, ...errors },
      },
    },
    async (req, reply) => {
      const subcategories = await subcategoriesOf(state, req.params.categoryId, requestLanguage(req, reply));
      return { success: true as const, subcategories, data: subcategories };
    },
  );

  app.get(
    '/api/categories/:slugOrId',
    {
      schema: {
        tags,
        summary: 'One category by slug, id or name',
        params: CategoryParams,
        response: { 200: CategoryResponse, ...errors },
      },
    },
    async (req, reply) => ({
      success: true as const,
      category: await categoryDetail(state, req.params.slugOrId, requestLanguage(req, reply)),
    }),
  );
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = app.deps.catalog;
  await state.listen();
  // Load names and the autocomplete dictionary before the first shopper asks.
  app.addHook('onReady', async () => {
    state.get().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue snapshot not loaded yet'));
  });

  // Pictures drawn by the demo seed; uploads (issue: admin media) may serve their own folder.
  const mediaDir = catalogMediaDir(app.deps.config.dataDir);
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: CATALOG_MEDIA_PREFIX,
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });

  listingRoutes(app, state);
  sectionRoutes(app, state);
  categoryRoutes(app, state);
};
