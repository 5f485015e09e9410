import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, testRouter } from '../test/render';
import { isActivePath, Link, Navigate, NavLink, resolveTo } from './links';
import { ShopRouter } from './shop-router';

function Nav() {
  return (
    <nav>
      <NavLink to="/" end>
        Home
      </NavLink>
      <NavLink to="/shop" className="nav-item">
        Shop
      </NavLink>
      <Link to="/cart?from=nav">Cart</Link>
      <Link to="/print" target="_blank">
        Print
      </Link>
    </nav>
  );
}

describe('links', () => {
  it('render real addresses and mark the current section as react-router’s NavLink did', async () => {
    await renderRoutes([{ path: '*', element: <Nav /> }], '/shop/sale');
    const shop = await screen.findByRole('link', { name: 'Shop' });
    expect(shop).toHaveAttribute('href', '/shop');
    expect(shop).toHaveClass('nav-item', 'active');
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart?from=nav');
  });

  it('navigate in the app on a plain click and leave a modified click or another target to the browser', async () => {
    const { router } = await renderRoutes([{ path: '*', element: <Nav /> }], '/');
    const cart = await screen.findByRole('link', { name: 'Cart' });
    // Whether the app took the click: after React has handled it, the click is stopped here so
    // that the test page itself goes nowhere.
    const taken: boolean[] = [];
    const record = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      // Ctrl/Cmd-click and the middle button open a new tab: the app does not navigate.
      fireEvent.click(cart, { ctrlKey: true });
      fireEvent.click(cart, { metaKey: true });
      fireEvent.click(cart, { button: 1 });
      fireEvent.click(screen.getByRole('link', { name: 'Print' }));
      expect(taken).toEqual([false, false, false, false]);
      expect(router.state.location.pathname).toBe('/');
      await userEvent.click(cart);
      expect(taken.at(-1)).toBe(true);
    } finally {
      window.removeEventListener('click', record);
    }
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.location.search).toBe('?from=nav');
  });

  it.each([
    ['/shop', '/shop', false, true],
    ['/shop/sale', '/shop', false, true],
    ['/shop/sale', '/shop', true, false],
    ['/shopping', '/shop', false, false],
    ['/shop', '/', false, false],
    ['/', '/', true, true],
  ])('%s is under %s (end %s): %s', (pathname, to, end, active) => {
    expect(isActivePath(pathname, to, end)).toBe(active);
  });
});

describe('resolveTo', () => {
  it.each([
    ['?page=2', '/shop', '?page=1', '/shop?page=2'],
    ['?', '/category/bags', '?page=3', '/category/bags'],
    ['#reviews', '/product/p1', '?size=M', '/product/p1?size=M#reviews'],
    ['/cart', '/shop', '', '/cart'],
  ])('makes %s on %s%s into %s', (to, pathname, search, href) => {
    expect(resolveTo(to, pathname, search)).toBe(href);
  });
});

describe('Navigate', () => {
  it('navigates once, also when StrictMode runs its effects twice', async () => {
    const router = testRouter(
      [
        { path: '/', element: <Navigate to="/next?from=home" /> },
        { path: '/next', element: <p>Next page</p> },
      ],
      '/',
    );
    const published: string[] = [];
    router.store.subscribe(() => published.push(router.store.shown()?.action ?? ''));
    render(
      <StrictMode>
        <ShopRouter router={router} />
      </StrictMode>,
    );
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=home');
    // One new entry, not a second navigation to the same address.
    expect(published).toEqual(['PUSH']);
  });
});
