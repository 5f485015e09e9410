import {
  FunnelResponse,
  NegotiationSummaryResponse,
  RevenueByDistrictResponse,
  SearchMissesResponse,
  TopProductsResponse,
  WebVitalsResponse,
} from '@isoko/shared/analytics/schema';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../api/client';

export const analyticsAdminKeys = {
  all: ['admin-analytics'] as const,
  part: (name: string, days: number, lang?: string) =>
    [...analyticsAdminKeys.all, name, days, ...(lang ? [lang] : [])] as const,
};

/** One part of the analytics; `lang` for the parts that name products (asked again in another language). */
const part = <S extends z.ZodType<{ data: unknown }>>(name: string, schema: S, days: number, lang?: string) =>
  queryOptions({
    queryKey: analyticsAdminKeys.part(name, days, lang),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/analytics/${name}`, schema, { query: { days }, signal }).then(
        (r) => (r as { data: unknown }).data as z.infer<S>['data'],
      ),
    staleTime: 30_000,
  });

export const funnelQuery = (days: number) => part('funnel', FunnelResponse, days);
export const topProductsQuery = (days: number, lang: string) =>
  part('top-products', TopProductsResponse, days, lang);
export const searchMissesQuery = (days: number) => part('search-misses', SearchMissesResponse, days);
export const negotiationsSummaryQuery = (days: number) =>
  part('negotiations', NegotiationSummaryResponse, days);
export const webVitalsQuery = (days: number) => part('web-vitals', WebVitalsResponse, days);
export const districtsQuery = (days: number) => part('revenue-by-district', RevenueByDistrictResponse, days);
