import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ProductEditScreen } from '../../routes/admin-product-edit';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, verifyAnswer } from '../admin/admin-fixtures';

const HOME = '44444444-4444-4444-8444-444444444444';
const CATEGORIES = {
  success: true,
  categories: [
    {
      id: HOME,
      slug: 'home-living',
      name: 'Home & Living',
      icon: '',
      description: '',
      productCount: 0,
      subcategories: [],
    },
  ],
};

const routes = [
  { path: '/admin/products/:id', element: <ProductEditScreen /> },
  { path: '/admin/products', element: <p>products list</p> },
];

afterEach(() => vi.unstubAllGlobals());

async function openEdit() {
  const calls = fakeApi({
    'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
    'GET /api/categories/hierarchical/all': () => ({ body: CATEGORIES }),
    'GET /api/admin/products/p1': () => ({
      body: {
        success: true,
        data: {
          product: {
            id: 'p1',
            name: 'Imigongo vase',
            shortDescription: 'Hand-painted in Nyakarambi.',
            description: 'Cow-dung art in black and red.',
            nameI18n: { fr: 'Vase imigongo' },
            shortDescriptionI18n: { rw: 'Yashushanyijwe n’intoki i Nyakarambi.' },
            descriptionI18n: {},
            price: 30000,
            categoryId: HOME,
            subcategoryId: null,
            negotiable: true,
            sizes: [],
            colors: [],
          },
          brand: null,
          variants: [{ size: null, color: null, price: null, stock: 4 }],
          media: [{ url: '/media/vase.webp', kind: 'image', alt: '' }],
        },
      },
    }),
    'PUT /api/admin/products/p1': () => ({ body: { success: true, data: { product: { id: 'p1' } } } }),
  });
  const rendered = await renderRoutes(routes, '/admin/products/p1');
  await screen.findByLabelText(/Product name/, {}, { timeout: 5000 });
  return { calls, ...rendered };
}

describe('the product form’s translations', () => {
  it('shows the stored French and Kinyarwanda texts and saves what staff type, blanks left out', async () => {
    const { calls, router } = await openEdit();
    const translations = screen.getByRole('group', { name: 'Translations' });
    const french = within(translations).getByRole('group', { name: 'French' });
    const kinyarwanda = within(translations).getByRole('group', { name: 'Kinyarwanda' });
    expect(within(french).getByLabelText('French name')).toHaveValue('Vase imigongo');
    expect(within(kinyarwanda).getByLabelText('Kinyarwanda short description')).toHaveValue(
      'Yashushanyijwe n’intoki i Nyakarambi.',
    );

    await userEvent.type(within(kinyarwanda).getByLabelText('Kinyarwanda name'), "Urwabya rw'imigongo");
    await userEvent.type(within(french).getByLabelText('French description'), 'Art en bouse de vache.');
    await userEvent.clear(within(french).getByLabelText('French name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    const put = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(put.nameI18n).toEqual({ rw: "Urwabya rw'imigongo" });
    expect(put.shortDescriptionI18n).toEqual({ rw: 'Yashushanyijwe n’intoki i Nyakarambi.' });
    expect(put.descriptionI18n).toEqual({ fr: 'Art en bouse de vache.' });
  });
});
