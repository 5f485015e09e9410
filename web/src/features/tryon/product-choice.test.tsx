import type { TryOnSampleProduct } from '@isoko/shared/tryon/schema';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ProductChoice } from './product-choice';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('tryon');
});

const sample = (id: string, name: string): TryOnSampleProduct => ({
  id,
  slug: `${id}-slug`,
  name,
  image: `/${id}.svg`,
  price: '28,000 RWF',
  priceRwf: 28_000,
  category: 'Dresses',
  type: 'dress',
});

/** The choice as the screens hold it, with a reset like "Try Another". */
function Choice() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ProductChoice value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue(null)}>
        reset
      </button>
    </>
  );
}

const serve = (products: TryOnSampleProduct[]) =>
  fakeApi({
    'GET /api/ai/virtual-tryon/products': () => ({ body: { success: true, products } }),
  });

describe('the garment choice', () => {
  it('has the product the shopper came from chosen, once', async () => {
    const calls = serve([sample('p1', 'Kitenge Wrap Dress'), sample('p9', 'Ankara Top')]);
    await renderRoutes([{ path: '/advanced-tryon', element: <Choice /> }], '/advanced-tryon?product=p1');
    const dress = await screen.findByRole('radio', { name: /Kitenge Wrap Dress/ });
    await waitFor(() => expect(dress).toBeChecked());
    expect(calls[0]?.path).toBe('/api/ai/virtual-tryon/products?limit=3&product=p1');
    // After "Try Another" the choice is the shopper's again.
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(dress).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Ankara Top/ }));
    expect(screen.getByRole('radio', { name: /Ankara Top/ })).toBeChecked();
  });

  it('also knows the product by its slug', async () => {
    serve([sample('p1', 'Kitenge Wrap Dress')]);
    await renderRoutes([{ path: '/advanced-tryon', element: <Choice /> }], '/advanced-tryon?product=p1-slug');
    await waitFor(async () =>
      expect(await screen.findByRole('radio', { name: /Kitenge Wrap Dress/ })).toBeChecked(),
    );
  });

  it('chooses nothing when the product was not offered (not worn, sold out) or none was named', async () => {
    for (const path of ['/advanced-tryon?product=p5', '/advanced-tryon']) {
      const calls = serve([sample('p1', 'Kitenge Wrap Dress')]);
      const view = await renderRoutes([{ path: '/advanced-tryon', element: <Choice /> }], path);
      const dress = await screen.findByRole('radio', { name: /Kitenge Wrap Dress/ });
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(dress).not.toBeChecked();
      view.unmount();
    }
  });

  it('asks again in the new language when the shopper switches, so the names follow it', async () => {
    const calls = serve([sample('p1', 'Kitenge Wrap Dress')]);
    const view = await renderRoutes([{ path: '/advanced-tryon', element: <Choice /> }], '/advanced-tryon');
    await screen.findByRole('radio', { name: /Kitenge Wrap Dress/ });
    expect(calls).toHaveLength(1);
    try {
      await act(() => i18next.changeLanguage('rw'));
      await waitFor(() => expect(calls).toHaveLength(2));
    } finally {
      await act(() => i18next.changeLanguage('en'));
      view.unmount();
    }
  });
});
