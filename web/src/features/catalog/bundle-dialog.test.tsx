import type { ProductDto } from '@isoko/shared/catalog/schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { cartAtom } from '../../state/cart';
import { fakeApi } from '../../test/fake-api';
import { BundleDialog } from './bundle-dialog';
import { cardFixture, ok, productFixture } from './catalog-fixtures';

beforeAll(async () => {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['product', 'discover', 'catalog']);
});

/** A dress in three sizes and two colours, and a scarf in one size and one colour. */
const dress = productFixture();
const scarf = productFixture({
  id: 'p2',
  name: 'Imigongo Scarf',
  sizes: ['One size'],
  colors: [{ name: 'Black' }],
  variants: [
    { id: 'v-scarf', sku: 'SKU-SCARF', size: 'One size', color: 'Black', price: 8000, stockQuantity: 4 },
  ],
});

function renderBundle(products: ProductDto[]) {
  fakeApi(Object.fromEntries(products.map((p) => [`GET /api/products/${p.id}`, () => ok({ data: p })])));
  const store = createStore();
  const onAdded = vi.fn();
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BundleDialog
          products={products.map((p) => cardFixture({ id: p.id, name: p.name }))}
          onClose={() => {}}
          onAdded={onAdded}
        />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { store, onAdded };
}

const item = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the bundle dialog', () => {
  it('leaves size and colour to the shopper and says what is missing when they add without choosing', async () => {
    const { store, onAdded } = renderBundle([dress, scarf]);
    await screen.findByRole('heading', { name: 'Kitenge Wrap Dress' });
    // Nothing chosen for the dress; the scarf's only size and colour are.
    for (const button of within(item('Kitenge Wrap Dress')).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(item('Imigongo Scarf')).getByRole('button', { name: 'One size' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(item('Imigongo Scarf')).getByRole('button', { name: 'Black' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const addAll = screen.getByRole('button', { name: 'Add all to cart' });
    await userEvent.click(addAll);
    expect(screen.getByRole('alert')).toHaveTextContent('Kitenge Wrap Dress: Please select a size');
    await userEvent.click(within(item('Kitenge Wrap Dress')).getByRole('button', { name: 'M' }));
    await userEvent.click(addAll);
    expect(screen.getByRole('alert')).toHaveTextContent('Kitenge Wrap Dress: Please select a colour');
    expect(store.get(cartAtom)).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();

    await userEvent.click(within(item('Kitenge Wrap Dress')).getByRole('button', { name: 'Gold' }));
    await userEvent.click(addAll);
    expect(onAdded).toHaveBeenCalled();
    expect(store.get(cartAtom).map((l) => [l.id, l.size, l.color])).toEqual([
      ['p1', 'M', 'Gold'],
      ['p2', 'One size', 'Black'],
    ]);
  });
});
