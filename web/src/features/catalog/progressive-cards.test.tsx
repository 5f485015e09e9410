import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ShopRouter } from '../../routing';
import { testRouter } from '../../test/render';
import { shownPrice } from '../../ui/shown-price';
import { cardFixture } from './catalog-fixtures';
import { ProductGrid } from './product-grid';
import { ProductRail } from './product-rail';

// Every card works out its shown price once per render: the calls count the cards built.
vi.mock(import('../../ui/shown-price'), async (original) => {
  const real = await original();
  return { ...real, shownPrice: vi.fn(real.shownPrice) };
});

const many = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) =>
    cardFixture({ id: `${prefix}${i}`, slug: `${prefix}-${i}`, name: `${prefix} ${i}` }),
  );

function show(element: React.ReactNode) {
  return render(<ShopRouter router={testRouter([{ path: '/', element }], '/')} />);
}

const drawn = () => screen.queryAllByRole('article').length;

/** Lets the browser run its next task (one batch of cards). */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

beforeEach(async () => {
  await initI18n('en');
  // The cards' words, loaded before the clock stops.
  await i18next.loadNamespaces('catalog');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const firstPage = many(24, 'one');
const secondPage = many(24, 'two');

/** A listing whose Next page button swaps in another page of products. */
function Pages() {
  const [page, setPage] = useState(firstPage);
  return (
    <>
      <button type="button" onClick={() => setPage(secondPage)}>
        Next page
      </button>
      <ProductGrid products={page} label="Products" />
    </>
  );
}

describe('long lists of product cards are drawn a few per task', () => {
  it('draws the first four cards of a listing page at once, then two per task, each place held', async () => {
    show(<ProductGrid products={many(24, 'grid')} label="Products" />);
    await act(async () => {});
    expect(drawn()).toBe(4);
    // The cards still to come hold their places in the list.
    expect(screen.getByRole('list', { name: 'Products' }).children).toHaveLength(24);
    await nextTask();
    expect(drawn()).toBe(6);
    for (let i = 0; i < 10; i++) await nextTask();
    expect(drawn()).toBe(24);
  });

  it('builds each card of a rail once while it fills in', async () => {
    vi.mocked(shownPrice).mockClear();
    const extra = () => <span>hot</span>;
    show(<ProductRail title="Hot" products={many(12, 'hot')} extra={extra} />);
    await act(async () => {});
    for (let i = 0; i < 5; i++) await nextTask();
    expect(drawn()).toBe(12);
    // Rebuilding the drawn cards at each batch would make 4 + 8 + 12 = 24.
    expect(vi.mocked(shownPrice)).toHaveBeenCalledTimes(12);
  });

  it('builds each card once while the page fills in, not again at every later batch', async () => {
    vi.mocked(shownPrice).mockClear();
    show(<ProductGrid products={many(24, 'once')} label="Products" />);
    await act(async () => {});
    for (let i = 0; i < 10; i++) await nextTask();
    expect(drawn()).toBe(24);
    // Rebuilding the drawn cards at each batch would make 4 + 6 + 8 + … + 24 = 154.
    expect(vi.mocked(shownPrice)).toHaveBeenCalledTimes(24);
  });

  it('gives each of several rails its own tasks, so their cards never land in one long task', async () => {
    show(
      <>
        <ProductRail title="Flash Deals" products={many(12, 'a')} />
        <ProductRail title="Trending" products={many(12, 'b')} />
      </>,
    );
    // The rails wait for the screen to come near them (at once in tests), then draw four cards
    // per task, one rail at a time.
    await act(async () => {});
    expect(drawn()).toBe(0);
    await nextTask();
    expect(drawn()).toBe(4);
    await nextTask();
    expect(drawn()).toBe(8);
    for (let i = 0; i < 10; i++) await nextTask();
    expect(drawn()).toBe(24);
  });

  it('starts a new page again from the first screenful', async () => {
    show(<Pages />);
    await act(async () => {});
    for (let i = 0; i < 10; i++) await nextTask();
    expect(drawn()).toBe(24);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(drawn()).toBe(4);
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('two 0');
  });
});
