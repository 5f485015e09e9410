import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { SHIPPING_RULES } from '../../test/shipping-rules';
import { ADMIN_USER, verifyAnswer } from './admin-fixtures';

const settings = SHIPPING_RULES;
const products = {
  success: true,
  data: [
    { id: 'p1', name: 'Kitenge Dress', price: 45000 },
    { id: 'p2', name: 'Leather Bag', price: 30000 },
  ],
};

describe('shipping settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves free shipping on the chosen products and says so', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/shipping/settings': () => ({ body: { success: true, settings } }),
      'GET /api/products': () => ({ body: products }),
      'PUT /api/shipping/settings': (call) => ({
        body: {
          success: true,
          settings: { ...settings, ...(call.body as object), freeShippingEnabled: true },
        },
      }),
    });
    await renderRoutes(routes, '/admin/shipping');
    const user = userEvent.setup();
    const fee = await screen.findByLabelText('Standard shipping fee (RWF)');
    await user.clear(fee);
    await user.type(fee, '2500');
    await user.click(screen.getByLabelText('Free Shipping on Selected Products'));
    await user.click(await screen.findByRole('checkbox', { name: /Leather Bag/ }));
    expect(screen.getByText('Products shipping free: 1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('✅ Shipping settings saved successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      freeShippingType: 'selected',
      standardShippingFee: 2500,
      selectedProducts: ['p2'],
      kigaliFree: true,
      freeAbove: 50000,
    });
    expect(screen.getByRole('region', { name: 'Current settings' })).toHaveTextContent('2,500 RWF');
    expect(screen.getByRole('region', { name: 'Current settings' })).toHaveTextContent(/\b1 product(?!s)/);
    expect(calls.find((c) => c.path.startsWith('/api/products'))?.path).toBe('/api/products?limit=100');
  });

  it('clears the choice when free shipping covers everything', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/shipping/settings': () => ({
        body: {
          success: true,
          settings: { ...settings, freeShippingType: 'selected', selectedProducts: ['p1'] },
        },
      }),
      'GET /api/products': () => ({ body: products }),
      'PUT /api/shipping/settings': () => ({ body: { success: true, settings } }),
    });
    await renderRoutes(routes, '/admin/shipping');
    await userEvent.click(await screen.findByLabelText('Free Shipping on All Products'));
    expect(screen.queryByRole('checkbox', { name: /Kitenge Dress/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        freeShippingType: 'all',
        selectedProducts: [],
      }),
    );
  });

  it('sets free delivery in Kigali and above an amount, and turns the amount off when emptied', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/shipping/settings': () => ({ body: { success: true, settings } }),
      'PUT /api/shipping/settings': (call) => ({
        body: { success: true, settings: { ...settings, ...(call.body as object) } },
      }),
    });
    await renderRoutes(routes, '/admin/shipping');
    const user = userEvent.setup();
    const kigali = await screen.findByRole('checkbox', {
      name: 'Free delivery in the City of Kigali (Gasabo, Kicukiro, Nyarugenge)',
    });
    expect(kigali).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Current settings' });
    expect(summary).toHaveTextContent('City of Kigali Free delivery');
    expect(summary).toHaveTextContent('Free delivery above 50,000 RWF');

    const above = screen.getByLabelText('Free delivery for orders above (RWF)');
    expect(above).toHaveValue('50000');
    await user.clear(above);
    await user.type(above, '75000');
    await user.click(kigali);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('✅ Shipping settings saved successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      kigaliFree: false,
      freeAbove: 75000,
    });
    expect(summary).toHaveTextContent('City of Kigali Standard fee');
    expect(summary).toHaveTextContent('Free delivery above 75,000 RWF');

    await user.clear(above);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ freeAbove: null });
    await waitFor(() => expect(summary).toHaveTextContent('Free delivery above Disabled'));
  });

  it('takes amounts typed with thousands separators and sends plain numbers', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/shipping/settings': () => ({ body: { success: true, settings } }),
      'PUT /api/shipping/settings': (call) => ({
        body: { success: true, settings: { ...settings, ...(call.body as object) } },
      }),
    });
    await renderRoutes(routes, '/admin/shipping');
    const user = userEvent.setup();
    const above = await screen.findByLabelText('Free delivery for orders above (RWF)');
    await user.clear(above);
    await user.type(above, '50,000');
    const fee = screen.getByLabelText('Standard shipping fee (RWF)');
    await user.clear(fee);
    await user.type(fee, '2\u202F500');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('✅ Shipping settings saved successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      standardShippingFee: 2500,
      freeAbove: 50000,
    });
  });

  it('refuses an amount that is not whole francs before sending anything', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/shipping/settings': () => ({ body: { success: true, settings } }),
    });
    await renderRoutes(routes, '/admin/shipping');
    const user = userEvent.setup();
    const above = await screen.findByLabelText('Free delivery for orders above (RWF)');
    await user.clear(above);
    await user.type(above, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText(
        'Enter the amount as a whole number of RWF, at most 10,000,000 RWF, or leave it empty.',
      ),
    ).toBeInTheDocument();
    expect(above).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a fee above what the shop accepts, saying the most it may be', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/shipping/settings': () => ({ body: { success: true, settings } }),
    });
    await renderRoutes(routes, '/admin/shipping');
    const user = userEvent.setup();
    const fee = await screen.findByLabelText('Standard shipping fee (RWF)');
    await user.clear(fee);
    await user.type(fee, '99999999');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Enter the fee as a whole number of RWF, at most 10,000,000 RWF.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says the save failed', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/shipping/settings': () => ({ body: { success: true, settings } }),
      'PUT /api/shipping/settings': () => apiFailure(500, 'INTERNAL', 'boom'),
    });
    await renderRoutes(routes, '/admin/shipping');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('❌ Failed to save settings. Please try again.')).toBeInTheDocument();
  });
});
