import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { cartAtom } from '../../state/cart';
import { KEPT_DEAL_KEY } from '../../state/chat-deal';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ok, productFixture } from './catalog-fixtures';

const slow = { timeout: 5000 };
const NOW = Date.parse('2026-11-29T08:00:00Z');
const NOTICE =
  'Your price agreed in the chat, 27,000 RWF, is kept: choose a size and colour, then tap Add to Cart.';

/** A price agreed in the floating assistant, as the chat left it in the browser before a reload. */
function keepDeal(expiresAt: number, more: { quantity?: number } = {}) {
  localStorage.setItem(
    KEPT_DEAL_KEY,
    JSON.stringify({ productId: 'p1', price: 27_000, negotiationToken: 'claims.mac', expiresAt, ...more }),
  );
}

function serve() {
  fakeApi({
    'GET /api/products/p1': () => ok({ data: productFixture() }),
    'POST /api/intelligent-search/track': () => ok({}),
  });
}

async function chooseAndAdd() {
  await user.click(screen.getByRole('button', { name: 'M' }));
  await user.click(screen.getByRole('button', { name: 'Green' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
}

let user: UserEvent;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a chat deal kept for the product page', () => {
  it('is still there after a reload: Add to Cart takes the agreed price and token, then it is forgotten', async () => {
    keepDeal(NOW + 20 * 60_000);
    serve();
    const { store, unmount } = await renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();

    await chooseAndAdd();
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({
        id: 'p1',
        size: 'M',
        color: 'Green',
        price: 27_000,
        negotiationToken: 'claims.mac',
      }),
    ]);
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(localStorage.getItem(KEPT_DEAL_KEY)).toBeNull();
    unmount();

    // Used once: the next visit sells at the shop's price again.
    await renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('made for several items ("54000 for two"), puts them all in the cart at the agreed price', async () => {
    keepDeal(NOW + 20 * 60_000, { quantity: 2 });
    serve();
    const { store } = await renderRoutes(routes, '/product/p1');
    expect(await screen.findByText(NOTICE, {}, slow)).toBeInTheDocument();
    await chooseAndAdd();
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 'p1', quantity: 2, price: 27_000, negotiationToken: 'claims.mac' }),
    ]);
  });

  it('goes when its token expires, and Add to Cart then sells at the shop price', async () => {
    keepDeal(NOW + 10 * 60_000);
    serve();
    const { store } = await renderRoutes(routes, '/product/p1');
    expect(await screen.findByText(NOTICE, {}, slow)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(localStorage.getItem(KEPT_DEAL_KEY)).toBeNull();
    await chooseAndAdd();
    expect(store.get(cartAtom)).toEqual([expect.objectContaining({ id: 'p1', price: 30_000 })]);
    expect(store.get(cartAtom)[0]).not.toHaveProperty('negotiationToken');
  });

  it('is not read back once expired', async () => {
    keepDeal(NOW - 1);
    serve();
    await renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    await vi.waitFor(() => expect(localStorage.getItem(KEPT_DEAL_KEY)).toBeNull());
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
