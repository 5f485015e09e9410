import type { AdminCustomerDetail, AdminCustomerRow } from '@isoko/shared/admin/customers-schema';
import { ADMIN_SEARCH_MAX } from '@isoko/shared/admin/list-search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CustomersTab } from './customers-tab';

const aline: AdminCustomerRow = {
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  name: 'Aline Uwase',
  email: null,
  phone: '+250788123456',
  createdAt: '2026-01-05T08:00:00.000Z',
  lastLogin: null,
  isActive: true,
  phoneVerified: true,
  emailVerified: false,
  totalOrders: 3,
  totalSpent: 66_000,
};
const detail: AdminCustomerDetail = {
  ...aline,
  averageOrder: 22_000,
  lastOrderAt: '2026-11-20T08:00:00.000Z',
  addresses: [
    {
      id: 'a1',
      receiverName: 'Aline Uwase',
      phone: '+250788123456',
      province: 'Kigali',
      district: 'Gasabo',
      sector: 'Kimironko',
      street: 'KG 11 Ave',
      city: 'Kigali',
      country: 'Rwanda',
      isDefault: true,
    },
  ],
  preferences: { favoriteCategories: ['Dresses'], favoriteColors: ['Red', 'Gold'], favoriteSizes: ['M'] },
  smsOptIn: true,
};

const page = (customers: AdminCustomerRow[], pages = 1, capped = false) => ({
  body: {
    success: true,
    customers,
    data: customers,
    pagination: { page: 1, limit: 20, total: customers.length * pages, pages, capped },
  },
});
const routes = [{ path: '/admin/customers', element: <CustomersTab /> }];

afterEach(() => vi.unstubAllGlobals());

describe('the customers tab', () => {
  it('lists customers with their orders, spending and join date, with page links', async () => {
    fakeApi({ 'GET /api/admin/customers': () => page([aline], 3) });
    await renderRoutes(routes, '/admin/customers');
    const row = (await screen.findByRole('button', { name: 'Details of Aline Uwase' })).closest('tr')!;
    expect(within(row).getByText('66,000 RWF')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/admin/customers?cpage=2');
    expect(screen.getByText('3 customers')).toBeInTheDocument();
  });

  it('says a page past the end is past the end, and links back to the last page', async () => {
    fakeApi({
      'GET /api/admin/customers': () => {
        const answer = page([], 2);
        answer.body.pagination = { page: 40, limit: 20, total: 30, pages: 2, capped: false };
        return answer;
      },
    });
    await renderRoutes(routes, '/admin/customers?cpage=40');
    expect(await screen.findByText('There is no page 40: the last page is 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/admin/customers?cpage=2',
    );
  });

  it('searches on the server after typing pauses and says when nobody matches', async () => {
    const calls = fakeApi({
      'GET /api/admin/customers': (call) => page(call.path.includes('search=') ? [] : [aline]),
    });
    await renderRoutes(routes, '/admin/customers');
    await screen.findByText('Aline Uwase');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'nobody');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.path).toContain('search=nobody'));
    expect(calls.filter((c) => c.path.includes('search=')).length).toBe(1);
  });

  it('keeps the search within what the server accepts, typed or in the address', async () => {
    const calls = fakeApi({ 'GET /api/admin/customers': () => page([aline]) });
    await renderRoutes(routes, `/admin/customers?cq=${'a'.repeat(150)}`);
    await screen.findByText('Aline Uwase');
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    expect(box).toHaveAttribute('maxLength', String(ADMIN_SEARCH_MAX));
    expect(calls.at(-1)?.path).toContain(`search=${'a'.repeat(100)}&`);
    await userEvent.clear(box);
    await userEvent.paste('b'.repeat(150));
    expect(box).toHaveValue('b'.repeat(100));
  });

  it('opens the details: flags, address, figures and preferences', async () => {
    fakeApi({
      'GET /api/admin/customers': () => page([aline]),
      'GET /api/admin/customers/c1': () => ({ body: { success: true, data: detail } }),
    });
    await renderRoutes(routes, '/admin/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Aline Uwase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aline Uwase' });
    expect(within(dialog).getByText('AU')).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByText('Default')).toBeInTheDocument();
    expect(
      within(dialog).getByText('KG 11 Ave, Kimironko, Gasabo, Kigali, Kigali, Rwanda'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('22,000 RWF')).toBeInTheDocument();
    expect(within(dialog).getByText('Red, Gold')).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
  });

  it('says n/a for the average order of a customer with no paid order, not 0 RWF', async () => {
    fakeApi({
      'GET /api/admin/customers': () => page([aline]),
      'GET /api/admin/customers/c1': () => ({
        body: { success: true, data: { ...detail, totalSpent: 0, averageOrder: null } },
      }),
    });
    await renderRoutes(routes, '/admin/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Aline Uwase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aline Uwase' });
    expect(within(dialog).getByText('n/a')).toBeInTheDocument();
  });

  it('names the favourite colours in the staff member’s language, asking again on a switch', async () => {
    // Stands in for the server, which words the colours in the language the request names.
    const worded = () => {
      const favoriteColorLabels = i18next.language === 'fr' ? ['Rouge', 'Or'] : ['Red', 'Gold'];
      const preferences = { ...detail.preferences, favoriteColorLabels };
      return { body: { success: true, data: { ...detail, preferences } } };
    };
    fakeApi({
      'GET /api/admin/customers': () => page([aline]),
      'GET /api/admin/customers/c1': worded,
    });
    await renderRoutes(routes, '/admin/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Aline Uwase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aline Uwase' });
    expect(within(dialog).getByText('Red, Gold')).toBeInTheDocument();
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(await within(dialog).findByText('Rouge, Or')).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('names the favourite sizes in the staff member’s language, asking again on a switch', async () => {
    // Stands in for the server, which words the sizes in the language the request names.
    const worded = () => {
      const favoriteSizeLabels =
        i18next.language === 'rw' ? ['Nini (Queen)', 'Iringaniye', 'M'] : ['Queen', 'Medium', 'M'];
      const preferences = {
        ...detail.preferences,
        favoriteSizes: ['Queen', 'Medium', 'M'],
        favoriteSizeLabels,
      };
      return { body: { success: true, data: { ...detail, preferences } } };
    };
    fakeApi({
      'GET /api/admin/customers': () => page([aline]),
      'GET /api/admin/customers/c1': worded,
    });
    await renderRoutes(routes, '/admin/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Aline Uwase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aline Uwase' });
    expect(within(dialog).getByText('Queen, Medium, M')).toBeInTheDocument();
    try {
      await act(() => i18next.changeLanguage('rw'));
      expect(await within(dialog).findByText('Nini (Queen), Iringaniye, M')).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent('Medium');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('says a capped search total is a lower bound', async () => {
    fakeApi({
      'GET /api/admin/customers': () =>
        page(
          Array.from({ length: 1 }, () => aline),
          1000,
          true,
        ),
    });
    await renderRoutes(routes, '/admin/customers?cq=a');
    expect(await screen.findByText('1000+ customers')).toBeInTheDocument();
  });
});
