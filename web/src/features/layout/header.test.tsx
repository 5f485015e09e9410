import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartLine, cartAtom } from '../../state/cart';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, withSession } from '../../test/render';
import { Header } from './header';

const line = (quantity: number): CartLine => ({ id: 'p1', name: 'Kitenge dress', price: 45000, quantity });

async function renderHeader(store = createStore()) {
  return renderRoutes(
    [
      { path: '/', element: <Header /> },
      { path: '/shop', element: <Header /> },
    ],
    '/',
    store,
  );
}

describe('Header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ignores an empty or blank search and goes to the shop for a real term', async () => {
    // The box suggests as you type; no server answers here.
    fakeApi({});
    const { router } = await renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await userEvent.clear(box);
    await userEvent.type(box, 'kitenge dress{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toBe('?search=kitenge%20dress');
  });

  it('shows the cart count, and 99+ above 99', async () => {
    const store = createStore();
    store.set(cartAtom, [line(3), { ...line(4), id: 'p2' }]);
    const { unmount } = await renderHeader(store);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('7');
    unmount();
    const big = createStore();
    big.set(cartAtom, [line(100)]);
    await renderHeader(big);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
  });

  it('shows the first name and Logout when signed in, Login / Register otherwise', async () => {
    const store = createStore();
    withSession(store, null);
    const { unmount } = await renderHeader(store);
    expect(screen.getByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    unmount();
    withSession(store, { id: 'c1', firstName: 'Aline', phone: '+250781234567' });
    await renderHeader(store);
    expect(screen.getByRole('link', { name: 'Aline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps the account in words in the phone menu, where the header shows only its icon', async () => {
    const store = createStore();
    withSession(store, null);
    const { unmount } = await renderHeader(store);
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }));
    const guestMenu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(guestMenu).getByRole('link', { name: 'Login / Register' })).toHaveAttribute(
      'href',
      '/login',
    );
    unmount();
    withSession(store, { id: 'c1', firstName: 'Aline', phone: '+250781234567' });
    await renderHeader(store);
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Aline' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu from its toggle', async () => {
    await renderHeader();
    const toggle = screen.getByRole('button', { name: /Menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Shop', 'My Orders', 'Wishlist']);
    // The wishlist opens for a guest too: it is kept in the browser.
    expect(within(menu).getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/account?tab=wishlist',
    );
    // Escape closes it from inside the menu too, and the focus returns to the toggle.
    within(menu).getAllByRole('link')[1]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
