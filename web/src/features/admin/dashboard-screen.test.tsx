import type { AdminStockAlertEvent } from '@isoko/shared/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSocket } from '../../realtime/socket';
import { routes } from '../../router';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, dashboardData, stockReportAnswer, verifyAnswer } from './admin-fixtures';
import { STOCK_ALERTS_SHOWN } from './live-dashboard';

const dashboardAnswer = () => ({ body: { success: true, data: dashboardData() } });

describe('admin dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the server's figures on the four cards and counts on the tabs", async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': dashboardAnswer,
      'GET /api/admin/stock-report': stockReportAnswer,
    });
    await renderRoutes(routes, '/admin/advanced');
    const cards = await screen.findByRole('region', { name: 'Shop figures' });
    expect(cards).toHaveTextContent('Total Revenue1,234,567 RWFGrowing');
    expect(cards).toHaveTextContent('Total Orders427 pending');
    expect(cards).toHaveTextContent('Customers19Active users');
    expect(cards).toHaveTextContent('Products1203 with fewer than 10 units in stock');
    expect(screen.getByRole('tab', { name: 'Orders (42)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Customers (19)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products (120)' })).toBeInTheDocument();
  });

  it('lists recent orders and low stock, and at most three insights', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': dashboardAnswer,
      'GET /api/admin/stock-report': stockReportAnswer,
    });
    await renderRoutes(routes, '/admin');
    const recent = await screen.findByRole('region', { name: 'Recent Orders' });
    expect(recent).toHaveTextContent('ISK-1001');
    expect(recent).toHaveTextContent('Aline Uwase');
    expect(recent).toHaveTextContent('20,000 RWF');
    expect(screen.getByRole('region', { name: 'Low Stock Alert' })).toHaveTextContent('Kitenge Dress');
    const insights = await screen.findByRole('region', { name: 'AI-Powered Insights' });
    expect(within(insights).getAllByRole('listitem')).toHaveLength(3);
    expect(insights).not.toHaveTextContent('supplier');
  });

  it('names a low-stock size in the staff member’s language, asking again on a switch', async () => {
    // Stands in for the server, which words the size and colour in the language the request names.
    const worded = () => {
      const data = dashboardData();
      const [item] = data.lowStock;
      const fr = i18next.language === 'fr';
      const lowStock = [
        {
          ...item!,
          size: 'Medium',
          sizeLabel: fr ? 'Moyenne' : 'Medium',
          colorLabel: fr ? 'Rouge' : item!.color,
        },
      ];
      return { body: { success: true, data: { ...data, lowStock } } };
    };
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': worded,
      'GET /api/admin/stock-report': stockReportAnswer,
    });
    await renderRoutes(routes, '/admin');
    expect(await screen.findByRole('region', { name: 'Low Stock Alert' })).toHaveTextContent(
      'Kitenge Dress · Medium / Red',
    );
    try {
      await act(() => i18next.changeLanguage('fr'));
      const list = await screen.findByRole('region', { name: 'Alerte stock faible' });
      await waitFor(() => expect(list).toHaveTextContent('Kitenge Dress · Moyenne / Rouge'));
      expect(list).not.toHaveTextContent('Medium');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('names a low-stock colour in the staff member’s language, asking again on a switch', async () => {
    // Stands in for the server, which words the colour in the language the request names.
    const worded = () => {
      const data = dashboardData();
      const [item] = data.lowStock;
      const colorLabel = i18next.language === 'fr' ? 'Rouge' : item!.color;
      return { body: { success: true, data: { ...data, lowStock: [{ ...item!, colorLabel }] } } };
    };
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': worded,
      'GET /api/admin/stock-report': stockReportAnswer,
    });
    await renderRoutes(routes, '/admin');
    expect(await screen.findByRole('region', { name: 'Low Stock Alert' })).toHaveTextContent(
      'Kitenge Dress · M / Red',
    );
    try {
      await act(() => i18next.changeLanguage('fr'));
      const list = await screen.findByRole('region', { name: 'Alerte stock faible' });
      await waitFor(() => expect(list).toHaveTextContent('Kitenge Dress · M / Rouge'));
      expect(list).not.toHaveTextContent('Red');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('words the insights from their codes and figures in English, French and Kinyarwanda', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': dashboardAnswer,
      'GET /api/admin/stock-report': stockReportAnswer,
    });
    await renderRoutes(routes, '/admin');
    const lines = async (title: string) =>
      within(await screen.findByRole('region', { name: title }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await lines('AI-Powered Insights')).toEqual([
      'Urgent Products out of stock: 2. Reorder them now.',
      'Warning Products with fewer than 5 units left: 3.',
      'Info Products running low (5-9 units): 6.',
    ]);
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(await lines('Analyses intelligentes')).toEqual([
        'Urgent Produits en rupture de stock\u00a0: 2. Réapprovisionnez-les dès maintenant.',
        'Attention Produits avec moins de 5 unités restantes\u00a0: 3.',
        'Info Produits bientôt épuisés (5 à 9 unités)\u00a0: 6.',
      ]);
      await act(() => i18next.changeLanguage('rw'));
      const rw = (await screen.findAllByRole('listitem')).map((li) => li.textContent);
      expect(rw).toEqual(
        expect.arrayContaining([
          'Byihutirwa Ibicuruzwa byashize mu bubiko: 2. Bitumize nonaha.',
          'Icyitonderwa Ibicuruzwa bisigaye ari munsi ya 5: 3.',
          'Amakuru Ibicuruzwa biri hafi gushira (hagati ya 5 na 9): 6.',
        ]),
      );
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows the stock summary and reorder priorities in AI Insights', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': dashboardAnswer,
      'GET /api/admin/stock-report': stockReportAnswer,
    });
    await renderRoutes(routes, '/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'AI Insights' }));
    expect(await screen.findByRole('region', { name: 'Stock Summary' })).toHaveTextContent('Out of stock 2');
    const reorder = screen.getByRole('region', { name: 'Reorder Recommendations' });
    expect(reorder).toHaveTextContent('Kitenge Dress24 units CRITICAL');
    expect(reorder).toHaveTextContent('Leather Bag10 units HIGH');
  });

  it('says the figures failed to load and offers Retry', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': () => apiFailure(500, 'INTERNAL', 'boom'),
    });
    await renderRoutes(routes, '/admin');
    expect(await screen.findByText('The dashboard figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });

  it('lists products that just ran low, newest first and once each, and refetches the figures', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/dashboard': dashboardAnswer,
      'GET /api/admin/stock-report': stockReportAnswer,
    });
    await renderRoutes(routes, '/admin');
    await screen.findByRole('region', { name: 'Low Stock Alert' });
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('admin:stock-alert').length).toBeGreaterThan(0));
    const dashboardCalls = () => calls.filter((c) => c.path.startsWith('/api/admin/dashboard')).length;
    const before = dashboardCalls();
    const alert = (n: number, stockQuantity: number): AdminStockAlertEvent => ({
      productId: `p-${n}`,
      names: { en: `Product ${n}`, fr: `Produit ${n}` },
      stockQuantity,
      below: 10,
      at: '2026-11-28T08:00:00.000Z',
    });
    const send = (payload: unknown) =>
      act(() => {
        for (const listener of socket.listeners('admin:stock-alert')) listener(payload);
      });
    send(alert(1, 9));
    send({ productId: 'not an alert' });
    const box = (await screen.findByText('Low stock')).closest('[role="status"]') as HTMLElement;
    const lines = () =>
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(lines()).toEqual(['Product 1: 9 left']);
    // The same product running low again moves to the top with its new count, not a second line.
    send(alert(2, 4));
    send(alert(1, 3));
    expect(lines()).toEqual(['Product 1: 3 left', 'Product 2: 4 left']);
    for (let n = 3; n < 3 + STOCK_ALERTS_SHOWN; n++) send(alert(n, 0));
    expect(lines()).toHaveLength(STOCK_ALERTS_SHOWN);
    expect(box).not.toHaveTextContent('Product 1 ');
    await waitFor(() => expect(dashboardCalls()).toBeGreaterThan(before));
    // Each product is named in the staff member's language.
    try {
      await act(() => i18next.changeLanguage('fr'));
      await waitFor(() => expect(lines()[0]).toBe(`Produit ${2 + STOCK_ALERTS_SHOWN}\u00a0: il en reste 0`));
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
    await userEvent.click(within(box).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
  });
});
