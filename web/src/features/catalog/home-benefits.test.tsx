import type { ShippingSettingsDto } from '@isoko/shared/shipping/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { shippingRulesAnswer } from '../../test/shipping-rules';
import { BenefitsStrip } from './home-hero';

/** The delivery benefit's item once the shop's rules have been asked for. */
async function deliveryWith(rules: Partial<ShippingSettingsDto>, expected: string) {
  fakeApi({ 'GET /api/shipping/settings': shippingRulesAnswer(rules) });
  await renderRoutes([{ path: '/', element: <BenefitsStrip /> }], '/');
  const strip = await screen.findByRole('list', { name: 'Why shop with us' }, { timeout: 5000 });
  const item = (await within(strip).findByText(expected)).closest('li');
  return item as HTMLElement;
}

describe("the home page's benefit strip", () => {
  it("states the shop's own free-delivery amount, not a figure written in the text", async () => {
    const item = await deliveryWith({ freeAbove: 80000 }, 'In Kigali, and on orders over 80,000 RWF');
    expect(within(item).getByText('Free Delivery')).toBeInTheDocument();
  });

  it('drops Kigali when it no longer ships free, and the amount when there is none', async () => {
    await deliveryWith({ kigaliFree: false, freeAbove: 30000 }, 'On orders over 30,000 RWF');
  });

  it('says every order ships free when the shop makes it so', async () => {
    await deliveryWith(
      { freeShippingType: 'all', freeShippingThreshold: 0, freeAbove: null },
      'On every order',
    );
  });

  it('promises no free delivery the shop does not offer: the delivery days instead', async () => {
    const item = await deliveryWith(
      { kigaliFree: false, freeAbove: null },
      '1-2 days in Kigali, 2-5 elsewhere',
    );
    expect(within(item).getByText('Delivery across Rwanda')).toBeInTheDocument();
    expect(within(item).queryByText(/Free/)).toBeNull();
  });
});
