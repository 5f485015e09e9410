import type { DashboardData } from '@isoko/shared/admin/dashboard-schema';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { CrmSummary } from './crm-summary';

/** The CRM figures of a shop whose only order is pending: nothing paid, delivered or cancelled yet. */
const firstDay: Pick<DashboardData, 'kpis' | 'customerInsights' | 'recommendation'> = {
  kpis: { totalOrders: 0, trend: 'Stable', totalRevenue: 0, averageOrderValue: null, deliveryRate: null },
  customerInsights: {
    totalCustomers: 0,
    repeatCustomers: 0,
    repeatRate: null,
    averageCustomerValue: null,
    topCustomers: [],
  },
  recommendation: {
    advice: 'EFFICIENT',
    pendingOrders: 1,
    processingOrders: 0,
    cancellationRate: null,
    projectedRevenue30Days: { kind: 'projection', amount: 0, factor: 1.15 },
  },
};

describe('CrmSummary', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    [
      'en',
      'n/a',
      'Avg Order Value',
      'Delivery Rate',
      'Repeat rate',
      'Avg customer value',
      'Cancellation rate: n/a',
    ],
    [
      'fr',
      'n.d.',
      'Panier moyen',
      'Taux de livraison',
      'Taux de fidélité',
      'Valeur moyenne par client',
      "Taux d'annulation : n.d.",
    ],
    [
      'rw',
      'nta gipimo',
      "Impuzandengo y'agaciro k'ibyatumijwe",
      "Igipimo cy'ibyagejejwe",
      "Igipimo cy'abagaruka",
      "Impuzandengo y'agaciro k'umukiriya",
      "Igipimo cy'ibyahagaritswe: nta gipimo",
    ],
  ])(
    'in %s, shows the rates and averages of no orders as "not applicable", never 0',
    async (lang, notApplicable, ...labels) => {
      await initI18n('en');
      await i18next.changeLanguage(lang);
      await renderRoutes([{ path: '/', element: <CrmSummary data={firstDay} /> }], '/');
      const [avgOrder, delivery, repeat, avgCustomer, cancellation] = labels as string[];
      // Each figure sits right after its label (a KPI card's <strong>, an insight's <dd>).
      const figureAfter = (label: string) => screen.getByText(label).nextElementSibling;
      expect(await screen.findByText(avgOrder!)).toBeInTheDocument();
      for (const label of [avgOrder!, delivery!, repeat!, avgCustomer!])
        expect(figureAfter(label), label).toHaveTextContent(new RegExp(`^${notApplicable}$`));
      expect(screen.getByText(cancellation!)).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/\b0(\.0)?\s?%/);
    },
  );

  it.each([
    ['en', 'Total Revenue'],
    ['fr', "Chiffre d'affaires"],
    ['rw', 'Amafaranga yinjiye yose'],
  ])('in %s, writes a revenue of nothing paid yet as 0 RWF, not 0K RWF', async (lang, label) => {
    await initI18n('en');
    await i18next.changeLanguage(lang);
    await renderRoutes([{ path: '/', element: <CrmSummary data={firstDay} /> }], '/');
    expect((await screen.findByText(label)).nextElementSibling?.textContent).toBe('0 RWF');
    expect(document.body).not.toHaveTextContent(/\b0\s?K\b/i);
  });

  it.each([
    ['en', 'Total Revenue', 'Avg Order Value', 'Avg customer value', '25K RWF'],
    ['fr', "Chiffre d'affaires", 'Panier moyen', 'Valeur moyenne par client', '25\u00a0k RWF'],
    [
      'rw',
      'Amafaranga yinjiye yose',
      "Impuzandengo y'agaciro k'ibyatumijwe",
      "Impuzandengo y'agaciro k'umukiriya",
      '25K RWF',
    ],
  ])('in %s, writes the amounts in thousands the way the language does', async (lang, ...labels) => {
    await initI18n('en');
    await i18next.changeLanguage(lang);
    const amount = 25_000;
    const data = {
      ...firstDay,
      kpis: { ...firstDay.kpis, totalOrders: 1, totalRevenue: amount, averageOrderValue: amount },
      customerInsights: { ...firstDay.customerInsights, totalCustomers: 1, averageCustomerValue: amount },
    };
    await renderRoutes([{ path: '/', element: <CrmSummary data={data} /> }], '/');
    const shown = labels.pop()!;
    expect(await screen.findByText(labels[0]!)).toBeInTheDocument();
    for (const label of labels)
      expect(screen.getByText(label).nextElementSibling?.textContent, label).toBe(shown);
  });
});
