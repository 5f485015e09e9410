import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { productFixture } from '../catalog/catalog-fixtures';
import type { OfferRequest } from '../catalog/product-view';
import { MakeOfferDialog } from './make-offer-dialog';

/** The dress as the API words it in French: colours keep their stored names beside the labels. */
const FRENCH_DRESS = productFixture({
  colors: [
    { name: 'Green', label: 'Vert' },
    { name: 'Gold', label: 'Doré' },
  ],
});

beforeEach(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('make an offer from the assistant', () => {
  it('names each size and colour in the shopper’s language, and bargains over the stored colour', async () => {
    await i18next.changeLanguage('fr');
    fakeApi({ 'GET /api/products/p1': () => ({ body: { success: true, data: FRENCH_DRESS } }) });
    const onStart = vi.fn<(offer: OfferRequest) => void>();
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <MakeOfferDialog
              candidates={[{ id: 'p1', name: FRENCH_DRESS.name, price: 30_000, mainImage: '' }]}
              onStart={onStart}
              onClose={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const choice = await screen.findByRole('combobox', { name: 'Taille et couleur' });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Choisir…',
      'S · Doré (30\u202f000 RWF)',
      'M · Vert (30\u202f000 RWF)',
      'M · Doré (32\u202f000 RWF)',
    ]);
    await userEvent.selectOptions(choice, 'M · Doré (32\u202f000 RWF)');
    await userEvent.click(screen.getByRole('button', { name: 'Commencer à négocier' }));
    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({ variantId: 'v-M-Gold', line: expect.objectContaining({ color: 'Gold' }) }),
    );
  });

  it('prices each size and colour as the product page does while a flash deal runs', async () => {
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const inDeal = productFixture({ flashDeal: { dealPrice: 24_000, endsAt } });
    fakeApi({ 'GET /api/products/p1': () => ({ body: { success: true, data: inDeal } }) });
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <MakeOfferDialog
              candidates={[{ id: 'p1', name: inDeal.name, price: 30_000, mainImage: '' }]}
              onStart={() => {}}
              onClose={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    await screen.findByRole('combobox', { name: 'Size and colour' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…',
      'S · Gold (24,000 RWF)',
      'M · Green (24,000 RWF)',
      'M · Gold (24,000 RWF)',
    ]);
  });
});
