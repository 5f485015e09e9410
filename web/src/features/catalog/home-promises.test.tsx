import type { ShippingSettingsDto } from '@isoko/shared/shipping/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { shippingRulesAnswer } from '../../test/shipping-rules';
import { Promises } from './home-more';

async function promisesWith(rules: Partial<ShippingSettingsDto>) {
  fakeApi({ 'GET /api/shipping/settings': shippingRulesAnswer(rules) });
  await renderRoutes([{ path: '/', element: <Promises /> }], '/');
  return screen.findByRole('region', { name: 'Our promises' });
}

describe("the home page's promises", () => {
  it('promise the free delivery the shop offers, the delivery days and bargaining as it is', async () => {
    const list = await promisesWith({ freeAbove: 80000 });
    expect(await within(list).findByText('Free delivery on orders over 80,000 RWF.')).toBeInTheDocument();
    expect(within(list).getByText('Free shipping in Kigali.')).toBeInTheDocument();
    expect(
      within(list).getByText(
        'Delivery in 1-2 business days in Kigali, 2-5 business days elsewhere in Rwanda.',
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByText('Make an offer: bargain over the price with our assistant, up to 3 rounds.'),
    ).toBeInTheDocument();
    expect(within(list).queryByText(/Coming soon/)).toBeNull();
  });

  it('promise no free-delivery amount the shop has switched off', async () => {
    const list = await promisesWith({ freeAbove: null, kigaliFree: true });
    // The rules arrived (the Kigali line shows) and no amount is promised.
    expect(await within(list).findByText('Free shipping in Kigali.')).toBeInTheDocument();
    expect(within(list).queryByText(/orders over|every order/)).toBeNull();
  });

  it('say every order ships free when the shop makes it so', async () => {
    const list = await promisesWith({ freeShippingType: 'all', freeShippingThreshold: 0, freeAbove: null });
    expect(await within(list).findByText('Free delivery on every order.')).toBeInTheDocument();
  });
});
