import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { cardFixture } from '../catalog/catalog-fixtures';
import { suggestionOf } from './queries';
import { SuggestionCard } from './suggestion-card';

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** A card as the assistant's reply brings it, kept the way the chat keeps it. */
async function renderCard(card: ReturnType<typeof cardFixture>) {
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <ul>
            <SuggestionCard product={suggestionOf(card)} onAdd={() => {}} busy={false} />
          </ul>
        ),
      },
    ],
    '/',
  );
  return screen.findByRole('listitem');
}

describe('an assistant deal card', () => {
  it('strikes the original price and says the percent off, as the product page does', async () => {
    const card = await renderCard(
      cardFixture({
        name: 'Anker Soundcore Q30',
        price: 31_900,
        originalPrice: 54_100,
        discountPercentage: 41,
      }),
    );
    expect(within(card).getByText('31,900 RWF')).toBeTruthy();
    expect(card.querySelector('s')?.textContent).toContain('54,100 RWF');
    expect(within(card).getByText('41% off')).toBeTruthy();
  });

  it('shows a running flash deal against the original price, not the regular one', async () => {
    const card = await renderCard(
      cardFixture({
        name: 'Forza Horizon 5',
        price: 47_200,
        originalPrice: 79_500,
        discountPercentage: 41,
        flashDeal: { dealPrice: 37_700, endsAt: inAnHour() },
      }),
    );
    expect(within(card).getByText('37,700 RWF')).toBeTruthy();
    expect(card.querySelector('s')?.textContent).toContain('79,500 RWF');
    expect(within(card).getByText('53% off')).toBeTruthy();
  });

  it('shows one price and no percent without a discount', async () => {
    const card = await renderCard(cardFixture({ price: 12_000, originalPrice: null, discountPercentage: 0 }));
    expect(within(card).getByText('12,000 RWF')).toBeTruthy();
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/% off/)).toBeNull();
  });
});
