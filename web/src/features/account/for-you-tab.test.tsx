import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { cardFixture, ok } from '../catalog/catalog-fixtures';
import { ForYouTab } from './for-you-tab';

describe('the account’s recommendations', () => {
  it('show a product in a running flash deal at its deal price, with the struck price', async () => {
    localStorage.setItem('deviceId', 'device-1-test');
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    fakeApi({
      'GET /api/recommendations/device-1-test': () =>
        ok({ data: [cardFixture({ flashDeal: { dealPrice: 24_000, endsAt } })] }),
    });
    await renderRoutes([{ path: '/account', element: <ForYouTab /> }], '/account');
    const tile = (await screen.findByRole('link', { name: 'Kitenge Wrap Dress' })).closest('li');
    expect(tile?.querySelector('.price-now')).toHaveTextContent('24,000 RWF');
    expect(tile?.querySelector('.price-was')).toHaveTextContent('30,000 RWF');
  });
});
