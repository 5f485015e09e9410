import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { AnalyticsScreen } from './analytics-screen';

const day = {
  day: '2026-11-24',
  view_item: 40,
  add_to_cart: 9,
  begin_checkout: 3,
  purchase: 2,
  conversion: 0.05,
};

/** The API's answers for a period with the given funnel days and bargaining figures. */
function fakeAnalytics(
  days: (typeof day)[] | { [K in keyof typeof day]: (typeof day)[K] | null }[],
  negotiations: {
    negotiations: number;
    deals: number;
    dealRate: number | null;
    meanDiscountPercent: number | null;
  },
  districts: { district: string; province: string; orders: number; revenue: number }[] = [],
) {
  const totals = { view_item: 0, add_to_cart: 0, begin_checkout: 0, purchase: 0, conversion: null };
  fakeApi({
    'GET /api/admin/analytics/funnel': () => ({ body: { success: true, data: { days, totals } } }),
    'GET /api/admin/analytics/top-products': () => ({ body: { success: true, data: [] } }),
    'GET /api/admin/analytics/search-misses': () => ({ body: { success: true, data: [] } }),
    'GET /api/admin/analytics/negotiations': () => ({ body: { success: true, data: negotiations } }),
    'GET /api/admin/analytics/web-vitals': () => ({ body: { success: true, data: [] } }),
    'GET /api/admin/analytics/revenue-by-district': () => ({ body: { success: true, data: districts } }),
  });
}

describe('AnalyticsScreen', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['en', 'Conversion', 'Negotiation', 'n/a'],
    ['fr', 'Conversion', 'Négociation', 'n.d.'],
    ['rw', 'Abaguze', 'Guciririkanya', 'nta gipimo'],
  ])(
    'in %s, reads an undefined rate (nothing viewed, nothing bargained) as "not applicable", never 0 %%',
    async (lang, conversion, bargainingTitle, notApplicable) => {
      await initI18n('en');
      await i18next.changeLanguage(lang);
      fakeAnalytics(
        [{ ...day, view_item: 0, add_to_cart: 0, begin_checkout: 0, purchase: 0, conversion: null }],
        {
          negotiations: 0,
          deals: 0,
          dealRate: null,
          meanDiscountPercent: null,
        },
      );
      await renderRoutes([{ path: '/', element: <AnalyticsScreen /> }], '/');
      const total = await screen.findByText(conversion, { selector: 'dt' });
      expect(total.nextElementSibling).toHaveTextContent(notApplicable);
      // The per-day table's conversion cell, too.
      const cells = screen.getAllByRole('cell');
      expect(cells.at(-1)).toHaveTextContent(notApplicable);
      // Deal rate and mean discount of no negotiations.
      const bargaining = screen.getByRole('region', { name: bargainingTitle });
      expect(await within(bargaining).findAllByText(notApplicable, { selector: 'dd' })).toHaveLength(2);
      expect(document.body).not.toHaveTextContent(/\b0[.,]0\s?%/);
    },
  );

  it("shows the server's funnel, vitals against targets and revenue by district", async () => {
    fakeApi({
      'GET /api/admin/analytics/funnel': () => ({
        body: { success: true, data: { days: [day], totals: { ...day, day: undefined } } },
      }),
      'GET /api/admin/analytics/top-products': () => ({
        body: {
          success: true,
          data: [{ productId: 'p1', name: 'Kitenge Wrap Dress', views: 12, addsToCart: 3, unitsSold: 2 }],
        },
      }),
      'GET /api/admin/analytics/search-misses': () => ({ body: { success: true, data: [] } }),
      'GET /api/admin/analytics/negotiations': () => ({
        body: {
          success: true,
          data: { negotiations: 4, deals: 1, dealRate: 0.25, meanDiscountPercent: 12.5 },
        },
      }),
      'GET /api/admin/analytics/web-vitals': () => ({
        body: {
          success: true,
          data: [{ route: '/', metric: 'lcp', p75: 2575, samples: 4, target: 2200, withinTarget: false }],
        },
      }),
      'GET /api/admin/analytics/revenue-by-district': () => ({
        body: {
          success: true,
          data: [{ district: 'Musanze', province: 'Northern', orders: 2, revenue: 48000 }],
        },
      }),
    });
    await renderRoutes([{ path: '/', element: <AnalyticsScreen /> }], '/');
    const funnel = await screen.findByRole('region', { name: 'Funnel (devices per day)' });
    const views = await within(funnel).findByText('Product views', { selector: 'dt' });
    expect(views.nextElementSibling).toHaveTextContent('40');
    expect(within(funnel).getByText('Conversion', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '5.0%',
    );
    const vitals = screen.getByRole('region', { name: 'Web vitals (p75 per screen)' });
    expect(await within(vitals).findByText('2575 ms')).toBeInTheDocument();
    expect(within(vitals).getByText('Over target')).toBeInTheDocument();
    const districts = screen.getByRole('region', { name: 'Revenue by district' });
    expect(await within(districts).findByText('Musanze')).toBeInTheDocument();
    expect(within(districts).getByText('48,000 RWF')).toBeInTheDocument();
    const bargaining = screen.getByRole('region', { name: 'Negotiation' });
    expect(await within(bargaining).findByText('25.0%')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Searches with no results' })).toHaveTextContent(
      'Nothing recorded in this period yet.',
    );
  });

  it.each([
    ['en', 'Revenue by district', 'City of Kigali', 'Northern Province'],
    ['fr', "Chiffre d'affaires par district", 'Ville de Kigali', 'Province du Nord'],
    ['rw', 'Amafaranga ku karere', 'Umujyi wa Kigali', "Intara y'Amajyaruguru"],
  ])(
    'in %s, names the province of each district row in that language',
    async (lang, title, kigali, north) => {
      await initI18n('en');
      await i18next.changeLanguage(lang);
      fakeAnalytics([day], { negotiations: 0, deals: 0, dealRate: null, meanDiscountPercent: null }, [
        { district: 'Gasabo', province: 'City of Kigali', orders: 1, revenue: 25000 },
        { district: 'Musanze', province: 'Northern', orders: 2, revenue: 48000 },
      ]);
      await renderRoutes([{ path: '/', element: <AnalyticsScreen /> }], '/');
      const districts = await screen.findByRole('region', { name: title });
      const gasabo = (await within(districts).findByText('Gasabo')).closest('tr')!;
      expect(within(gasabo).getAllByRole('cell')[1]).toHaveTextContent(kigali);
      const musanze = within(districts).getByText('Musanze').closest('tr')!;
      expect(within(musanze).getAllByRole('cell')[1]).toHaveTextContent(north);
    },
  );
});
