import { AUTOCOMPLETE_MAX_CHARS, SEARCH_TEXT_MAX } from '@isoko/shared/catalog/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ok } from './catalog-fixtures';
import { HeaderSearch } from './header-search';

const suggestions = [
  { type: 'product', value: 'Floral Shirt Dress', id: 'p1', slug: 'floral-shirt-dress' },
  { type: 'category', value: 'Dresses', id: 'c2', slug: 'dresses' },
  { type: 'brand', value: 'H&M', slug: 'h-m' },
];

async function renderSearch() {
  const shell = { element: <HeaderSearch /> };
  return renderRoutes(
    [
      { path: '/', ...shell },
      { path: '/shop', ...shell },
    ],
    '/',
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });

describe('header search', () => {
  it('asks for suggestions from 2 characters, once typing pauses, at most 8', async () => {
    const calls = fakeApi({ 'GET /api/intelligent-search/autocomplete': () => ok({ suggestions }) });
    await renderSearch();
    await userEvent.type(box(), 'd');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toHaveLength(0);
    await userEvent.type(box(), 're');
    expect(
      await screen.findByRole('option', { name: /Floral Shirt Dress/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    // One request for "dre", not one per key.
    expect(calls.map((c) => c.path)).toEqual(['/api/intelligent-search/autocomplete?q=dre&limit=8']);
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('stops at the longest search the shop takes, and asks suggestions for its start only', async () => {
    const calls = fakeApi({ 'GET /api/intelligent-search/autocomplete': () => ok({ suggestions }) });
    await renderSearch();
    expect(box()).toHaveAttribute('maxLength', String(SEARCH_TEXT_MAX));
    await userEvent.click(box());
    await userEvent.paste('a'.repeat(150));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 3000 });
    const asked = new URL(calls.at(-1)!.path, 'http://shop').searchParams.get('q')!;
    expect(asked).toBe('a'.repeat(AUTOCOMPLETE_MAX_CHARS));
  });

  it('fills the query from a product and sets the filter from a category or brand', async () => {
    fakeApi({ 'GET /api/intelligent-search/autocomplete': () => ok({ suggestions }) });
    const { router } = await renderSearch();
    await userEvent.type(box(), 'dre');
    await userEvent.click(await screen.findByRole('option', { name: /Dresses/ }, { timeout: 3000 }));
    expect(router.state.location.search).toBe('?category=dresses');
    expect(box()).toHaveValue('');

    await userEvent.type(box(), 'flo');
    await userEvent.click(
      await screen.findByRole('option', { name: /Floral Shirt Dress/ }, { timeout: 3000 }),
    );
    expect(router.state.location.search).toBe('?search=Floral%20Shirt%20Dress');
    expect(box()).toHaveValue('Floral Shirt Dress');
  });

  it('chooses with the arrow keys and Enter', async () => {
    fakeApi({ 'GET /api/intelligent-search/autocomplete': () => ok({ suggestions }) });
    const { router } = await renderSearch();
    await userEvent.type(box(), 'h&');
    await screen.findByRole('option', { name: /H&M/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /H&M/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?brand=h-m');
  });

  it('keeps recent searches and offers them on focus', async () => {
    fakeApi({});
    const { router } = await renderSearch();
    await userEvent.type(box(), 'kitenge{Enter}');
    expect(router.state.location.search).toBe('?search=kitenge');
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? '[]')).toEqual(['kitenge']);
    await userEvent.clear(box());
    await userEvent.click(box());
    expect(await screen.findByRole('option', { name: /kitenge/ }, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });

  it('does nothing for a blank search, and a failed request only clears the suggestions', async () => {
    fakeApi({ 'GET /api/intelligent-search/autocomplete': () => apiFailure(500, 'INTERNAL', 'x') });
    const { router } = await renderSearch();
    await userEvent.type(box(), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await userEvent.clear(box());
    await userEvent.type(box(), 'dress');
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByRole('option')).toBeNull();
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
  });
});
