import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { Pagination, pageWindow } from './pagination';

const at = (page: number, pages: number) =>
  renderRoutes(
    [{ path: '/', element: <Pagination page={page} pages={pages} hrefFor={(p) => `/?page=${p}`} /> }],
    '/',
  );

describe('pagination', () => {
  it('keeps the first, the last and the neighbours of the current page, with one gap between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('links every page, marks the current one and disables Previous on the first page', async () => {
    await at(1, 3);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/?page=3');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=2');
  });

  it('disables Next on the last page', async () => {
    await at(3, 3);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/?page=2');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('shows nothing when everything fits on one page', async () => {
    await at(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
