import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, healthAnswer, verifyAnswer } from './admin-fixtures';
import { afterSignIn } from './login-form';
import { staffKeys } from './staff-session';
import { STAFF_SIGNED_IN_KEY } from './staff-signed-in';

const notSignedIn = () => apiFailure(401, 'UNAUTHENTICATED', 'Authentication required');

async function fillAndSubmit(password = 'secret-password') {
  const user = userEvent.setup();
  await user.clear(await screen.findByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'admin@isoko.demo');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('admin login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs in and opens the dashboard', async () => {
    const calls = fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': notSignedIn,
      'POST /api/admin/auth/login': () => ({ body: { success: true, data: { user: ADMIN_USER } } }),
    });
    const { router } = await renderRoutes(routes, '/admin/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'admin@isoko.demo',
      password: 'secret-password',
    });
  });

  it('comes back to the back-office page whose sign-in link was followed, and to no other site', async () => {
    fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': notSignedIn,
      'POST /api/admin/auth/login': () => ({ body: { success: true, data: { user: ADMIN_USER } } }),
    });
    const { router } = await renderRoutes(routes, '/admin/login?next=%2Fadmin%2Fshipping%3Ftab%3D2');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/shipping'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(afterSignIn('?next=%2F%2Fevil.example%2Fadmin')).toBe('/admin');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.example%2Fadmin')).toBe('/admin');
    expect(afterSignIn('?next=%2Fadministration')).toBe('/admin');
    expect(afterSignIn('?next=%2Fadmin%2Flogin')).toBe('/admin');
  });

  it('opens the dashboard in the language the address names', async () => {
    fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': notSignedIn,
      'POST /api/admin/auth/login': () => ({ body: { success: true, data: { user: ADMIN_USER } } }),
    });
    const { router } = await renderRoutes(routes, '/admin/login?lang=en');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?lang=en');
  });

  it.each([
    [401, 'UNAUTHENTICATED', 'Invalid email or password'],
    [403, 'FORBIDDEN', 'Access denied. Admin privileges required.'],
    [403, 'STAFF_DISABLED', 'Your account has been disabled. Ask an administrator.'],
    [500, 'INTERNAL', 'Login failed. Please check your connection and try again.'],
  ])('words a %s %s answer as the shop promises', async (status, code, text) => {
    fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': notSignedIn,
      'POST /api/admin/auth/login': () => apiFailure(status, code, 'server words'),
    });
    await renderRoutes(routes, '/admin/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("says 'Logging in...' while the server answers", async () => {
    fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': notSignedIn,
    });
    vi.mocked(fetch).mockImplementation(async (input) =>
      String(input).includes('/login')
        ? new Promise<Response>(() => {})
        : new Response(JSON.stringify({ success: false, error: { code: 'UNAUTHENTICATED' } }), {
            status: 401,
          }),
    );
    await renderRoutes(routes, '/admin/login');
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    fakeApi({ 'GET /api/health': healthAnswer('production'), 'GET /api/admin/auth/verify': notSignedIn });
    await renderRoutes(routes, '/admin/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('gives the demo credentials hint and e-mail only in demo mode', async () => {
    fakeApi({ 'GET /api/health': healthAnswer('demo'), 'GET /api/admin/auth/verify': notSignedIn });
    await renderRoutes(routes, '/admin/login');
    expect(await screen.findByRole('complementary', { name: 'Demo sign-in' })).toHaveTextContent(
      'admin-password',
    );
    // The e-mail is filled in once the form knows the mode, which may be a render after the hint.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('admin@isoko.demo'));
  });

  it('never shows the hint in production mode', async () => {
    fakeApi({ 'GET /api/health': healthAnswer('production'), 'GET /api/admin/auth/verify': notSignedIn });
    const { client } = await renderRoutes(routes, '/admin/login');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(client.getQueryState(staffKeys.mode())?.status).toBe('success'));
    expect(screen.queryByRole('complementary', { name: 'Demo sign-in' })).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('goes straight to the dashboard when the stored session is still valid', async () => {
    localStorage.setItem(STAFF_SIGNED_IN_KEY, '1');
    fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
    });
    const { router } = await renderRoutes(routes, '/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('does not ask who is signed in when no staff session was opened in this browser', async () => {
    const calls = fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': notSignedIn,
    });
    await renderRoutes(routes, '/admin/login');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/health')).toBe(true));
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/auth/verify');
  });

  it('forgets an ended session once the server says so, and asks no more', async () => {
    localStorage.setItem(STAFF_SIGNED_IN_KEY, '1');
    const calls = fakeApi({
      'GET /api/health': healthAnswer('production'),
      'GET /api/admin/auth/verify': notSignedIn,
    });
    await renderRoutes(routes, '/admin/login');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/admin/auth/verify'));
    await waitFor(() => expect(localStorage.getItem(STAFF_SIGNED_IN_KEY)).toBeNull());
  });

  it('remembers a sign-in, so the next visit to this page checks the session', async () => {
    fakeApi({
      'GET /api/health': healthAnswer('production'),
      'POST /api/admin/auth/login': () => ({ body: { success: true, data: { user: ADMIN_USER } } }),
    });
    const { router } = await renderRoutes(routes, '/admin/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem(STAFF_SIGNED_IN_KEY)).toBe('1');
  });
});
