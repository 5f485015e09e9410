import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/i18n';
import { routes } from '../../router';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, STAFF_USER, verifyAnswer } from './admin-fixtures';

describe('back-office guard and frame', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage('en');
  });

  it("says 'Verifying admin access...' and then sends a visitor without a session to the login", async () => {
    fakeApi({ 'GET /api/admin/auth/verify': () => apiFailure(401, 'UNAUTHENTICATED', 'no') });
    const { router } = await renderRoutes(routes, '/admin/shipping');
    expect(await screen.findByText('Verifying admin access...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('keeps the language the address names on the way to the login', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': () => apiFailure(401, 'UNAUTHENTICATED', 'no') });
    const { router } = await renderRoutes(routes, '/admin?lang=fr');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?lang=fr');
  });

  it('sends to the login when the check cannot be made at all', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': () => apiFailure(500, 'INTERNAL', 'down') });
    const { router } = await renderRoutes(routes, '/admin/simple');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('shows staff only the dashboard, orders, customers, simple view, the products table, messages, conversations and analytics', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': verifyAnswer(STAFF_USER) });
    await renderRoutes(routes, '/admin/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Simple view',
      'Products',
      'Messages',
      'Conversations',
      'Analytics',
    ]);
  });

  it('shows admins products, shipping, staff and queues too', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER) });
    await renderRoutes(routes, '/admin/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    for (const name of ['Products', 'Shipping', 'Staff']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('opens the queue dashboard in a new tab, and says so', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER) });
    await renderRoutes(routes, '/admin/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const queues = within(nav).getByRole('link', { name: 'Queues (opens in a new tab)' });
    expect(queues).toHaveAttribute('href', '/admin/queues');
    expect(queues).toHaveAttribute('target', '_blank');
    expect(queues.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('lets staff change the language from the header, reached by Tab, and remembers it', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': verifyAnswer(STAFF_USER) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/admin/no-such-screen');
    const header = await screen.findByRole('banner');
    const language = within(header).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    // By keyboard: a few Tabs from the top of the page (skip link, the shop's name) reach it.
    for (let i = 0; i < 5 && document.activeElement !== language; i++) await user.tab();
    expect(language).toHaveFocus();
    await user.selectOptions(language, 'fr');
    expect(await screen.findByRole('navigation', { name: 'Back-office' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('offers the language choice on the sign-in page too', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': () => apiFailure(401, 'UNAUTHENTICATED', 'no') });
    const user = userEvent.setup();
    await renderRoutes(routes, '/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'rw');
    expect(await screen.findByRole('heading', { name: 'Kwinjira mu buyobozi' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('rw');
  });

  it('brings the current section and a focused link into view in the strip', async () => {
    // On a phone the strip scrolls sideways; happy-dom lays nothing out, so the call is what is seen.
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrollIntoView);
    fakeApi({ 'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER) });
    const { router } = await renderRoutes(routes, '/admin/analytics');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    // Only the current link is brought into view (again when a screen below it reloads).
    await waitFor(() => expect(scrolled.at(-1)).toBe('Analytics'));
    expect(new Set(scrolled)).toEqual(new Set(['Analytics']));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Conversations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/conversations'));
    await waitFor(() => expect(scrolled.at(-1)).toBe('Conversations'));
    expect(new Set(scrolled)).toEqual(new Set(['Analytics', 'Conversations']));

    // A link reached by Tab is brought fully into view too.
    within(nav).getByRole('link', { name: 'Staff' }).focus();
    expect(scrolled.at(-1)).toBe('Staff');
  });

  it('tells staff that an admin screen is not theirs', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': verifyAnswer(STAFF_USER) });
    await renderRoutes(routes, '/admin/staff');
    expect(await screen.findByText('This screen is for administrators only.')).toBeInTheDocument();
  });

  it('logs out on the server and returns to the login', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'POST /api/admin/auth/logout': () => ({ body: { success: true } }),
    });
    const { router } = await renderRoutes(routes, '/admin/no-such-screen');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/auth/logout')).toBe(true);
  });

  it('tells a staff member whose account was disabled why the sign-in page opened', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': () =>
        apiFailure(401, 'STAFF_DISABLED', 'Your account has been disabled.'),
    });
    const { router } = await renderRoutes(routes, '/admin/shipping');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been disabled. Ask an administrator.',
    );
  });

  it('sends an open page to the sign-in, saying why, once a request says the account was disabled', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(STAFF_USER),
      'GET /api/admin/products': () => apiFailure(401, 'STAFF_DISABLED', 'Your account has been disabled.'),
    });
    const { router } = await renderRoutes(routes, '/admin/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been disabled. Ask an administrator.',
    );
  });

  it('says nothing of a disabled account to a visitor whose session simply ended', async () => {
    fakeApi({ 'GET /api/admin/auth/verify': () => apiFailure(401, 'UNAUTHENTICATED', 'no') });
    const { router } = await renderRoutes(routes, '/admin/shipping');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
