import { COLOR_NAMES, MATERIAL_NAMES } from '@isoko/shared/catalog/term-names';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes as appRoutes } from '../../router';
import { Component as ProductEditScreen } from '../../routes/admin-product-edit';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, STAFF_USER, verifyAnswer } from '../admin/admin-fixtures';

const FASHION = '11111111-1111-4111-8111-111111111111';
const DRESSES = '22222222-2222-4222-8222-222222222222';
const ELECTRONICS = '33333333-3333-4333-8333-333333333333';
const HOME = '44444444-4444-4444-8444-444444444444';

const sub = (id: string, slug: string, name: string, parentId: string) => ({
  id,
  slug,
  name,
  icon: '',
  description: '',
  image: null,
  parentId,
  productCount: 0,
});
const top = (id: string, slug: string, name: string, subcategories: ReturnType<typeof sub>[] = []) => ({
  id,
  slug,
  name,
  icon: '',
  description: '',
  productCount: 0,
  subcategories,
});
const CATEGORIES = {
  success: true,
  categories: [
    top(FASHION, 'womens-fashion', "Women's Fashion", [sub(DRESSES, 'dresses', 'Dresses', FASHION)]),
    top(ELECTRONICS, 'electronics', 'Electronics'),
    top(HOME, 'home-living', 'Home & Living'),
  ],
};

/** The stored product the edit tests open. */
const STORED_VASE = {
  success: true,
  data: {
    product: {
      id: 'p1',
      name: 'Imigongo vase',
      price: 30000,
      categoryId: HOME,
      subcategoryId: null,
      negotiable: true,
      floorPrice: 27000,
      sizes: [],
      colors: [],
    },
    brand: null,
    variants: [{ size: null, color: null, price: null, stock: 4 }],
    media: [{ url: '/media/vase.webp', kind: 'image', alt: '' }],
  },
};

const routes = [
  { path: '/admin/products/:id', element: <ProductEditScreen /> },
  { path: '/admin/products', element: <p>products list</p> },
];

afterEach(() => vi.unstubAllGlobals());

// Keys are pressed without a pause between them: a form typed key by key in real time made
// these tests take seconds on a busy machine.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

/** Puts a whole text in an empty field at once, as pasting does. */
async function paste(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openNewForm(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
    'GET /api/categories/hierarchical/all': () => ({ body: CATEGORIES }),
    ...handlers,
  });
  const rendered = await renderRoutes(routes, '/admin/products/new');
  await screen.findByRole('heading', { name: 'Add Product' });
  await screen.findByRole('option', { name: "Women's Fashion" });
  return { calls, ...rendered };
}

describe('the product form', () => {
  it('shows the shop’s message under each field a new product gets wrong', async () => {
    const { calls } = await openNewForm();
    await user.type(screen.getByLabelText(/Product name/), 'ab');
    await user.clear(screen.getByLabelText(/Stock quantity/));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Product name is required (minimum 3 characters)')).toBeInTheDocument();
    expect(screen.getByText('Valid price is required')).toBeInTheDocument();
    expect(screen.getByText('Stock quantity is required (must be 0 or greater)')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByLabelText(/Product name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says a stock of 2.5 is no whole number, rather than asking for a stock', async () => {
    const { calls } = await openNewForm();
    await user.clear(screen.getByLabelText(/Stock quantity/));
    await user.type(screen.getByLabelText(/Stock quantity/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByText('Stock must be a whole number of units (no decimals)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Stock quantity is required (must be 0 or greater)')).toBeNull();
    expect(screen.getByLabelText(/Stock quantity/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('builds 4 variants from 2 sizes × 2 colours and sends them with the product', async () => {
    const { calls, router } = await openNewForm({
      'POST /api/admin/products': () => ({ body: { success: true, data: { id: 'p-new' } } }),
    });
    await paste(screen.getByLabelText(/Product name/), 'Kitenge wrap dress');
    await user.selectOptions(screen.getByLabelText(/^Category/), FASHION);
    await user.selectOptions(screen.getByLabelText('Subcategory'), DRESSES);
    await user.type(screen.getByLabelText(/^Price \(RWF\)/), '25000');
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    await user.click(within(sizes).getByLabelText('S'));
    await user.click(within(sizes).getByLabelText('M'));
    const colors = screen.getByRole('group', { name: 'Colours' });
    await user.click(within(colors).getByLabelText('Red'));
    await user.click(within(colors).getByLabelText('Blue'));

    const grid = screen.getByRole('table', { name: 'Variants: 4' });
    expect(within(grid).getAllByRole('row')).toHaveLength(5);
    // The plain stock box goes: each variant has its own.
    expect(screen.queryByLabelText(/Stock quantity/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price of S / Red')).toHaveAttribute('placeholder', '25000');
    await user.type(screen.getByLabelText('Stock of M / Blue'), '5');
    await user.clear(screen.getByLabelText('Price of M / Blue'));
    await user.type(screen.getByLabelText('Price of M / Blue'), '27000');

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    // No picture yet: the placeholder is confirmed first.
    const dialog = await screen.findByRole('dialog', { name: 'No main image' });
    await user.click(within(dialog).getByRole('button', { name: 'Save with a placeholder' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/products');
    expect(post?.body).toMatchObject({
      name: 'Kitenge wrap dress',
      categoryId: FASHION,
      subcategoryId: DRESSES,
      price: 25000,
      sizes: ['S', 'M'],
      colors: ['Red', 'Blue'],
      variants: [
        { size: 'S', color: 'Red', price: null, stock: 0 },
        { size: 'S', color: 'Blue', price: null, stock: 0 },
        { size: 'M', color: 'Red', price: null, stock: 0 },
        { size: 'M', color: 'Blue', price: 27000, stock: 5 },
      ],
      media: [],
    });
  });

  it('warns, naming them, when the lowest price is above the price of some variants', async () => {
    await openNewForm();
    await user.selectOptions(screen.getByLabelText(/^Category/), FASHION);
    await user.type(screen.getByLabelText(/^Price \(RWF\)/), '10000');
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    await user.click(within(sizes).getByLabelText('S'));
    await user.click(within(sizes).getByLabelText('M'));
    await user.click(within(sizes).getByLabelText('L'));
    await user.type(screen.getByLabelText('Price of S'), '8000');
    await user.type(screen.getByLabelText('Price of M'), '8500');
    await user.type(screen.getByLabelText('Price of L'), '9500');
    const floor = screen.getByLabelText(/Lowest price/);
    await user.type(floor, '9000');
    expect(await screen.findByText(/above the price of these variants: S, M\./)).toBeInTheDocument();
    // A floor under every variant's price: nothing to say.
    await user.clear(floor);
    await user.type(floor, '7000');
    expect(screen.queryByText(/above the price of/)).not.toBeInTheDocument();
    await user.clear(floor);
    await user.type(floor, '8200');
    expect(screen.getByText(/above the price of this variant: S\./)).toBeInTheDocument();
    // Not negotiable: no floor, no warning.
    await user.click(screen.getByRole('checkbox', { name: /Not negotiable/ }));
    expect(screen.queryByText(/above the price of/)).not.toBeInTheDocument();
  });

  it('shares the stock typed for a new product over its sizes, shows it before saving, and sends it', async () => {
    const { calls, router } = await openNewForm({
      'POST /api/admin/products': () => ({ body: { success: true, data: { id: 'p-new' } } }),
    });
    await paste(screen.getByLabelText(/Product name/), 'Kitenge wrap dress');
    await user.selectOptions(screen.getByLabelText(/^Category/), FASHION);
    await user.type(screen.getByLabelText(/^Price \(RWF\)/), '25000');
    await user.clear(screen.getByLabelText(/Stock quantity/));
    await user.type(screen.getByLabelText(/Stock quantity/), '20');
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    await user.click(within(sizes).getByLabelText('S'));
    await user.click(within(sizes).getByLabelText('M'));
    await user.click(within(sizes).getByLabelText('L'));

    // 20 over S, M, L as the shop shares one stock: 7, 7, 6, with a note saying so.
    expect(screen.getByLabelText('Stock of S')).toHaveValue('7');
    expect(screen.getByLabelText('Stock of M')).toHaveValue('7');
    expect(screen.getByLabelText('Stock of L')).toHaveValue('6');
    const note =
      'The 20 units typed in Stock quantity are shared among the variants below. Change any of them before saving.';
    expect(screen.getByText(note)).toHaveAttribute('role', 'status');
    // A stock changed by hand is kept: a size ticked after it starts at 0 and the note goes.
    await user.clear(screen.getByLabelText('Stock of L'));
    await user.type(screen.getByLabelText('Stock of L'), '4');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.click(within(sizes).getByLabelText('XL'));
    expect(screen.getByLabelText('Stock of L')).toHaveValue('4');
    expect(screen.getByLabelText('Stock of XL')).toHaveValue('0');

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const dialog = await screen.findByRole('dialog', { name: 'No main image' });
    await user.click(within(dialog).getByRole('button', { name: 'Save with a placeholder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/products');
    expect(post?.body).toMatchObject({
      sizes: ['S', 'M', 'L', 'XL'],
      variants: [
        { size: 'S', color: null, stock: 7 },
        { size: 'M', color: null, stock: 7 },
        { size: 'L', color: null, stock: 4 },
        { size: 'XL', color: null, stock: 0 },
      ],
    });
  });

  it('gives the stock box back the variants’ total when the last size is unticked', async () => {
    await openNewForm();
    await user.selectOptions(screen.getByLabelText(/^Category/), FASHION);
    await user.clear(screen.getByLabelText(/Stock quantity/));
    await user.type(screen.getByLabelText(/Stock quantity/), '9');
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    await user.click(within(sizes).getByLabelText('S'));
    await user.clear(screen.getByLabelText('Stock of S'));
    await user.type(screen.getByLabelText('Stock of S'), '12');
    await user.click(within(sizes).getByLabelText('S'));
    expect(screen.getByLabelText(/Stock quantity/)).toHaveValue('12');
  });

  it('words colours and materials as the shop does, in the staff member’s language, and sends the stored words', async () => {
    const { calls } = await openNewForm({
      'POST /api/admin/products': () => ({ body: { success: true, data: { id: 'p-new' } } }),
    });
    try {
      await act(() => i18next.changeLanguage('fr'));
      await user.selectOptions(screen.getByLabelText(/^Catégorie/), FASHION);
      const colors = await screen.findByRole('group', { name: 'Couleurs' });
      // The catalogue's words (the shop shows a gold dress as "Doré"), not a second set.
      expect(COLOR_NAMES.Gold?.fr).toBe('Doré');
      await user.click(within(colors).getByLabelText('Doré'));
      expect(within(colors).getByLabelText('Argenté')).toBeInTheDocument();
      const materials = screen.getByRole('group', { name: 'Matières' });
      expect(within(materials).getByLabelText(MATERIAL_NAMES.Wool!.fr)).toBeInTheDocument();
      await user.click(within(screen.getByRole('group', { name: 'Tailles' })).getByLabelText('S'));
      expect(screen.getByRole('table', { name: 'Variantes\u00a0: 1' })).toHaveTextContent('S / Doré');

      await act(() => i18next.changeLanguage('rw'));
      expect(within(colors).getByLabelText(COLOR_NAMES.Purple!.rw)).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
    await paste(screen.getByLabelText(/Product name/), 'Gold party dress');
    await user.type(screen.getByLabelText(/^Price \(RWF\)/), '25000');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await user.click(await screen.findByRole('button', { name: 'Save with a placeholder' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/products');
    expect(post?.body).toMatchObject({ colors: ['Gold'], variants: [{ size: 'S', color: 'Gold' }] });
  });

  it('names the category choices in the staff member’s language, and keeps what was typed when it changes', async () => {
    // The server names categories in the language the request asks for (Accept-Language).
    await openNewForm({
      'GET /api/categories/hierarchical/all': () => ({
        body:
          i18next.language === 'fr'
            ? {
                ...CATEGORIES,
                categories: [top(FASHION, 'womens-fashion', 'Mode femme'), ...CATEGORIES.categories.slice(1)],
              }
            : CATEGORIES,
      }),
    });
    await paste(screen.getByLabelText(/Product name/), 'Kitenge wrap dress');
    await user.selectOptions(screen.getByLabelText(/^Category/), FASHION);
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(await screen.findByRole('option', { name: 'Mode femme' })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: "Women's Fashion" })).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Nom du produit/)).toHaveValue('Kitenge wrap dress');
      expect(screen.getByLabelText(/^Catégorie/)).toHaveValue(FASHION);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('offers storage capacities for electronics and no sizes for home goods', async () => {
    await openNewForm();
    await user.selectOptions(screen.getByLabelText(/^Category/), ELECTRONICS);
    const storage = screen.getByRole('group', { name: 'Storage capacities' });
    expect(within(storage).getByLabelText('4GB')).toBeInTheDocument();
    expect(within(storage).getByLabelText('4TB')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Category/), HOME);
    expect(screen.queryByRole('group', { name: 'Storage capacities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sizes' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Colours' })).toBeInTheDocument();
  });

  it('counts the SEO characters and asks for a name and category before generating', async () => {
    await openNewForm();
    await paste(screen.getByLabelText('SEO title'), 'Kitenge dress');
    expect(screen.getByText('13 / 60 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText('Please enter product name and select category first'),
    ).toBeInTheDocument();
  });

  it('refuses a file that is neither a picture nor a video', async () => {
    await openNewForm();
    const input = screen.getByLabelText('Upload main image');
    await userEvent.upload(input, new File(['%PDF'], 'specs.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Please upload an image or video file')).toBeInTheDocument();
  });

  it('stops at 20 tags', async () => {
    await openNewForm();
    const box = screen.getByLabelText('Tags');
    for (let i = 1; i <= 20; i++) await user.type(box, `tag${i}{Enter}`);
    expect(screen.getByText('Tags: 20 of 20')).toBeInTheDocument();
    expect(box).toBeDisabled();
  });

  it('cuts a long tag between characters, never inside an emoji', async () => {
    await openNewForm();
    const box = screen.getByLabelText('Tags');
    // The emoji's two halves are the 60th and 61st units: cut there, half of it would stay.
    await user.type(box, `${'a'.repeat(59)}😀{Enter}`);
    expect(screen.getByText('Tags: 1 of 20')).toBeInTheDocument();
    expect(screen.getByText('a'.repeat(59))).toBeInTheDocument();
  });

  it('edits a stored product and shows why the server refused it', async () => {
    const { calls } = await openEdit({
      'PUT /api/admin/products/p1': () => apiFailure(404, 'CATEGORY_NOT_FOUND', 'Category not found'),
    });
    expect(screen.getByLabelText(/Product name/)).toHaveValue('Imigongo vase');
    await user.click(screen.getByRole('checkbox', { name: /Not negotiable/ }));
    expect(screen.queryByLabelText(/Lowest price/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Failed to update product/);
    const put = calls.find((c) => c.method === 'PUT')?.body;
    // The floor stays stored, unused while the product takes no offers.
    expect(put).toMatchObject({ negotiable: false, floorPrice: 27000, media: [{ url: '/media/vase.webp' }] });
    // The stock box was not touched: the stored stock (and what orders took) stays as it is.
    expect(put).toMatchObject({ variants: [{ size: null, color: null, price: null }] });
    expect((put as { variants: object[] }).variants[0]).not.toHaveProperty('stock');
  });

  it('sends the stored stock shared over the colours ticked for a product that had none', async () => {
    const { calls } = await openEdit({
      'PUT /api/admin/products/p1': () => apiFailure(404, 'CATEGORY_NOT_FOUND', 'Category not found'),
    });
    const colors = screen.getByRole('group', { name: 'Colours' });
    await user.click(within(colors).getByLabelText('Red'));
    await user.click(within(colors).getByLabelText('Blue'));
    expect(screen.getByLabelText('Stock of Blue')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alert');
    const put = calls.find((c) => c.method === 'PUT')?.body;
    expect(put).toMatchObject({
      colors: ['Red', 'Blue'],
      variants: [
        { size: null, color: 'Red', stock: 2 },
        { size: null, color: 'Blue', stock: 2 },
      ],
    });
  });
});

describe('leaving the product form with unsaved changes', () => {
  /** The list first, then the new product form, so that the history has an entry to go back to. */
  async function openFromList() {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/categories/hierarchical/all': () => ({ body: CATEGORIES }),
    });
    const rendered = await renderRoutes(routes, '/admin/products');
    await screen.findByText('products list');
    await act(() => rendered.router.navigate('/admin/products/new'));
    await screen.findByRole('option', { name: "Women's Fashion" });
    return rendered;
  }

  it('asks before "Back to products" drops what was typed, and stays when told to', async () => {
    const { router } = await openFromList();
    await paste(screen.getByLabelText(/Product name/), 'Kitenge wrap dress');
    await user.type(screen.getByLabelText(/^Price \(RWF\)/), '25000');
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/products/new');
    expect(screen.getByLabelText(/Product name/)).toHaveValue('Kitenge wrap dress');

    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave the page',
      }),
    );
    await screen.findByText('products list');
  });

  it('asks when the browser goes back, and goes back once agreed', async () => {
    const { router } = await openFromList();
    await paste(screen.getByLabelText(/Product name/), 'Kitenge wrap dress');
    act(() => router.store.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(router.state.location.pathname).toBe('/admin/products/new');
    expect(screen.getByLabelText(/Product name/)).toHaveValue('Kitenge wrap dress');
    await user.click(within(dialog).getByRole('button', { name: 'Leave the page' }));
    await screen.findByText('products list');
  });

  it('asks the browser to confirm a reload or a closed tab, and lets an untouched form go', async () => {
    await openFromList();
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    await paste(screen.getByLabelText(/Product name/), 'Kitenge wrap dress');
    const typed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
  });

  it('asks on the edit page too, once something was changed', async () => {
    const { router } = await openEdit({});
    await user.type(screen.getByLabelText(/Product name/), ' XL');
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(router.state.location.pathname).toBe('/admin/products/p1');
  });

  it('lets an edit page left untouched go at once', async () => {
    const { router } = await openEdit({});
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

async function openEdit(handlers: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi({
    'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
    'GET /api/categories/hierarchical/all': () => ({ body: CATEGORIES }),
    'GET /api/admin/products/p1': () => ({ body: STORED_VASE }),
    ...handlers,
  });
  const rendered = await renderRoutes(routes, '/admin/products/p1');
  await screen.findByRole('heading', { name: 'Edit product' });
  await screen.findByLabelText(/Product name/);
  return { calls, ...rendered };
}

describe('a session that ends while a product is saved', () => {
  it('shows the staff member signed out, offers a sign-in that comes back here, and keeps the form', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/categories/hierarchical/all': () => ({ body: CATEGORIES }),
      'GET /api/admin/products/p1': () => ({ body: STORED_VASE }),
      'PUT /api/admin/products/p1': () => apiFailure(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    const { router } = await renderRoutes(appRoutes, '/admin/products/p1');
    const name = await screen.findByLabelText(/Product name/);
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    await user.type(name, ' XL');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to continue.');
    const signIn = within(screen.getByRole('alert')).getByRole('link', {
      name: 'Sign in again (opens a new tab)',
    });
    expect(signIn).toHaveAttribute('href', '/admin/login?next=%2Fadmin%2Fproducts%2Fp1');
    expect(signIn).toHaveAttribute('target', '_blank');
    // The header no longer names the staff member: it says signed out, with the same way in.
    await waitFor(() => expect(screen.queryByText('Ada Admin')).not.toBeInTheDocument());
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Signed out');
    expect(within(header).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign in again (opens a new tab)' })).toBeInTheDocument();
    // Still on the page, with what was typed.
    expect(router.state.location.pathname).toBe('/admin/products/p1');
    expect(screen.getByLabelText(/Product name/)).toHaveValue('Imigongo vase XL');

    // Signed in again in the other tab: this one notices, and the header names them again.
    const verifies = calls.filter((c) => c.path === '/api/admin/auth/verify').length;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'isokoStaffSignedIn', newValue: '1' }));
    });
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/auth/verify').length).toBe(verifies + 1);
    expect(screen.getByLabelText(/Product name/)).toHaveValue('Imigongo vase XL');
  });
});

describe('a staff member whose role cannot change the catalogue', () => {
  it.each(['/admin/products/new', '/admin/products/p1'])(
    'is told at %s that only administrators add or change products, with no form to lose',
    async (path) => {
      const calls = fakeApi({
        'GET /api/admin/auth/verify': verifyAnswer(STAFF_USER),
        'GET /api/categories/hierarchical/all': () => ({ body: CATEGORIES }),
      });
      await renderRoutes(routes, path);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Only administrators can add or change products.',
      );
      expect(screen.queryByLabelText(/Product name/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Save|Create|Update/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
        'href',
        '/admin/products',
      );
      expect(calls.some((c) => c.path.startsWith('/api/admin/products'))).toBe(false);
    },
  );
});
