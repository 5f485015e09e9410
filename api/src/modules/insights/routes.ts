import {
  AnalyticsRangeQuery,
  FunnelResponse,
  NegotiationSummaryResponse,
  RevenueByDistrictResponse,
  SearchMissesResponse,
  TopProductsResponse,
  WebVitalsResponse,
} from '@isoko/shared/analytics/schema';
import { LimitQuery, ProductCardsResponse } from '@isoko/shared/catalog/schema';
import { ApiErrorBody } from '@isoko/shared/errors';
import { Uuid } from '@isoko/shared/id-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import {
  alsoBought,
  districtRevenue,
  funnel,
  negotiationSummary,
  searchMisses,
  topProducts,
  webVitals,
} from './service';

const ProductIdParams = z.object({ id: Uuid() });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** "Customers also bought" and the staff analytics (all /api/admin routes are staff only). */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['analytics'];

  app.get(
    '/api/products/:id/also-bought',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products bought in the same orders as this one, the most shared first',
        params: ProductIdParams,
        querystring: LimitQuery,
        response: { 200: ProductCardsResponse, 400: ApiErrorBody },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await alsoBought(deps, req.params.id, req.query.limit ?? 8, requestLanguage(req, reply)),
    }),
  );

  const range = { querystring: AnalyticsRangeQuery };
  app.get(
    '/api/admin/analytics/funnel',
    {
      schema: {
        tags,
        summary: 'view_item → add_to_cart → begin_checkout → purchase per day',
        ...range,
        response: { 200: FunnelResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await funnel(deps, req.query.days) }),
  );
  app.get(
    '/api/admin/analytics/top-products',
    {
      schema: {
        tags,
        summary: 'Most viewed products with cart adds and units sold',
        ...range,
        response: { 200: TopProductsResponse, ...errors },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await topProducts(deps, req.query.days, { lang: requestLanguage(req, reply) }),
    }),
  );
  app.get(
    '/api/admin/analytics/search-misses',
    {
      schema: {
        tags,
        summary: 'Searches that found nothing, most frequent first',
        response: { 200: SearchMissesResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await searchMisses(deps) }),
  );
  app.get(
    '/api/admin/analytics/negotiations',
    {
      schema: {
        tags,
        summary: 'Negotiation deal rate and mean discount',
        ...range,
        response: { 200: NegotiationSummaryResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await negotiationSummary(deps, req.query.days) }),
  );
  app.get(
    '/api/admin/analytics/web-vitals',
    {
      schema: {
        tags,
        summary: 'p75 of each web vital per route against its target',
        ...range,
        response: { 200: WebVitalsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await webVitals(deps, req.query.days) }),
  );
  app.get(
    '/api/admin/analytics/revenue-by-district',
    {
      schema: {
        tags,
        summary: 'Orders and revenue per delivery district',
        ...range,
        response: { 200: RevenueByDistrictResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await districtRevenue(deps, req.query.days) }),
  );
};
