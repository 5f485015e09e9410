import { FULL_NAME_MAX, SIGN_IN_REDIRECT_MS } from '@isoko/shared/auth/schema';
import type { UserDto } from '@isoko/shared/customers/schema';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as LoginScreen } from '../../routes/login';
import { sessionKeys } from '../../session/queries';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes, withSession } from '../../test/render';

const user = (over: Partial<UserDto> = {}): UserDto => ({
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: null,
  phone: '+250788123456',
  smsOptIn: true,
  addresses: [],
  createdAt: new Date().toISOString(),
  ...over,
});

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/register', element: <LoginScreen /> },
  { path: '/product/:id', element: <p>product page</p> },
  { path: '/cart', element: <p>cart page</p> },
  { path: '/shop', element: <p>shop page</p> },
  { path: '/account', element: <p>account page</p> },
];

/** A store whose session the server answered: a guest. */
const guest = () => withSession(createStore(), null);

// Keys are pressed without a pause between them (on a fake clock a pause lasts until it ticks).
let shopper: UserEvent;
beforeEach(() => {
  shopper = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * After signing in the screen says so for SIGN_IN_REDIRECT_MS before going on: tests that wait
 * for that let the time pass on a fake clock (still ticking, for the screen's own waits).
 */
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });
const redirectDelayPasses = () => act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_MS));

async function enterPhone(phone = '0788 123 456') {
  await shopper.type(await screen.findByLabelText('Phone number'), phone);
  await shopper.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('phone sign-in', () => {
  it('signs a known phone in with its code, shows Welcome back! and goes to the product after 1.5 s', async () => {
    const calls = fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'found', exists: true } }),
      'POST /api/auth/request-code': () => ({
        body: { success: true, message: 'sent', exists: true, expiresInSeconds: 300 },
      }),
      'POST /api/auth/verify-code': () => ({ body: { success: true, user: user(), isNew: false } }),
    });
    fakeClock();
    const { router, client } = await renderRoutes(
      routes,
      '/login?productId=p42&from=/cart&action=buy',
      guest(),
    );
    expect(
      await screen.findByText('Sign in with your phone number to complete your purchase.'),
    ).toBeInTheDocument();
    await enterPhone();

    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect(screen.getByText(/We sent a 6-digit code by SMS to \+250 788 123 456/)).toBeInTheDocument();
    const box = screen.getByLabelText('6-digit code');
    await shopper.type(box, '12a34');
    expect(box).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await shopper.type(box, '56');
    expect(verify).toBeEnabled();
    await shopper.click(verify);

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(client.getQueryData(sessionKeys.me())).toMatchObject({
      firstName: 'Aline',
      phone: '+250788123456',
    });
    expect(calls.find((c) => c.path === '/api/auth/check-phone')?.body).toEqual({ phone: '+250788123456' });
    // The screen's language goes with the code request and the sign-in (the texts follow it).
    expect(calls.find((c) => c.path === '/api/auth/request-code')?.body).toEqual({
      phone: '+250788123456',
      language: 'en',
    });
    expect(calls.find((c) => c.path === '/api/auth/verify-code')?.body).toEqual({
      phone: '+250788123456',
      code: '123456',
      language: 'en',
    });
    await redirectDelayPasses();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p42'));
  });

  it('shows the red banner with Invalid OTP and stays on the code step', async () => {
    fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'found', exists: true } }),
      'POST /api/auth/request-code': () => ({
        body: { success: true, message: 'sent', exists: true, expiresInSeconds: 300 },
      }),
      'POST /api/auth/verify-code': () => apiFailure(400, 'OTP_INVALID', 'Invalid OTP', { attemptsLeft: 4 }),
    });
    await renderRoutes(routes, '/login', guest());
    await enterPhone();
    await shopper.type(await screen.findByLabelText('6-digit code'), '000000');
    await shopper.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
  });

  it('refuses a number that is not Rwandan before calling the server', async () => {
    const calls = fakeApi({});
    await renderRoutes(routes, '/login', guest());
    await enterPhone('12345');
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('registers a new phone with the code, name and delivery address, then goes to from', async () => {
    const calls = fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'new', exists: false } }),
      'POST /api/auth/request-code': () => ({
        body: { success: true, message: 'sent', exists: false, expiresInSeconds: 300 },
      }),
      'POST /api/auth/register': () => ({
        status: 201,
        body: { success: true, data: { user: user() }, user: user(), isNew: true },
      }),
    });
    fakeClock();
    const { router } = await renderRoutes(routes, '/register?from=/cart', guest());
    await enterPhone();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Kigali');
    expect(screen.getByLabelText('District')).toHaveValue('Gasabo');

    await shopper.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your delivery address')).toBeInTheDocument();

    await shopper.type(screen.getByLabelText('6-digit code'), '654321');
    await shopper.type(screen.getByLabelText('Full name'), 'Jean Claude Habimana');
    await shopper.type(screen.getByLabelText('Delivery address'), 'KG 11 Ave');
    // The district list holds only the chosen city's province (as checkout's does).
    const districts = () =>
      [...(screen.getByLabelText('District') as HTMLSelectElement).options].map((o) => o.value);
    expect(districts()).toEqual(['Gasabo', 'Kicukiro', 'Nyarugenge']);
    await shopper.selectOptions(screen.getByLabelText('City'), 'Huye');
    expect(districts()).not.toContain('Gasabo');
    expect(districts()).toContain('Nyanza');
    await shopper.selectOptions(screen.getByLabelText('City'), 'Musanze');
    expect(screen.getByLabelText('District')).toHaveValue('Musanze');
    expect(districts()).toEqual(['Burera', 'Gakenke', 'Gicumbi', 'Musanze', 'Rulindo']);
    await shopper.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      phone: '+250788123456',
      code: '654321',
      firstName: 'Jean',
      lastName: 'Claude Habimana',
      addresses: [{ label: 'home', district: 'Musanze', street: 'KG 11 Ave' }],
      language: 'en',
    });
    await redirectDelayPasses();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('says a name past the field’s limit is too long, and an empty one is missing', async () => {
    const calls = fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'new', exists: false } }),
      'POST /api/auth/request-code': () => ({
        body: { success: true, message: 'sent', exists: false, expiresInSeconds: 300 },
      }),
    });
    await renderRoutes(routes, '/register', guest());
    await enterPhone();
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveAttribute('maxLength', String(FULL_NAME_MAX));
    await shopper.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();

    await shopper.type(screen.getByLabelText('6-digit code'), '654321');
    await shopper.type(screen.getByLabelText('Delivery address'), 'KG 11 Ave');
    // One word longer than a first name may be: the server would refuse it.
    await shopper.type(name, 'A'.repeat(120));
    await shopper.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Your name is too long: please shorten it.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('goes back to the phone step with Change phone number', async () => {
    fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'found', exists: true } }),
      'POST /api/auth/request-code': () => ({
        body: { success: true, message: 'sent', exists: true, expiresInSeconds: 300 },
      }),
    });
    await renderRoutes(routes, '/login', guest());
    await enterPhone();
    await shopper.click(await screen.findByRole('button', { name: 'Change phone number' }));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+250788123456');
    expect(screen.getByRole('link', { name: /Back to Shopping/ })).toHaveAttribute('href', '/');
    expect(
      screen.getByText('Your information is secure and only used for order delivery.'),
    ).toBeInTheDocument();
  });

  it('words a phone-level limit in the shopper’s terms', async () => {
    fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'found', exists: true } }),
      'POST /api/auth/request-code': () =>
        apiFailure(429, 'OTP_RATE_LIMITED', 'Too many', { retryAfterSeconds: 290 }),
    });
    await renderRoutes(routes, '/login', guest());
    await enterPhone();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes were requested. Please wait 5 minutes and try again.',
    );
  });
});

describe('a shopper already signed in', () => {
  const aline = { id: 'c1', firstName: 'Aline', lastName: 'Uwase', phone: '+250788123456', email: null };

  it('goes from /login to their account without the form', async () => {
    const { router } = await renderRoutes(routes, '/login', withSession(createStore(), aline));
    expect(await screen.findByText('account page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });

  it('goes to the page the sign-in was asked for, never off the site', async () => {
    const { router } = await renderRoutes(routes, '/login?from=/cart', withSession(createStore(), aline));
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    const off = await renderRoutes(
      routes,
      '/register?from=//evil.example',
      withSession(createStore(), aline),
    );
    await waitFor(() => expect(off.router.state.location.pathname).toBe('/account'));
  });

  it('shows no form before the server said who this is', async () => {
    await renderRoutes(routes, '/login');
    expect(
      await screen.findByRole('heading', { name: 'Sign in or create your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });
});

describe('the code step without a network', () => {
  it('says a new code needs a connection instead of offering to send one, and offers it again once back', async () => {
    fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'found', exists: true } }),
      'POST /api/auth/request-code': () => ({
        body: { success: true, message: 'sent', exists: true, expiresInSeconds: 300 },
      }),
    });
    fakeClock();
    await renderRoutes(routes, '/login', guest());
    await enterPhone();
    await screen.findByRole('button', { name: 'Verify' });
    // The wait before a new code may be asked for passes.
    for (let second = 0; second < 31; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('button', { name: 'Needs a connection to send a code' })).toBeDisabled();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    onLine.mockRestore();
  });

  it('says checking the code needs a connection, keeps the code typed, and verifies it once back', async () => {
    let verified = 0;
    fakeApi({
      'POST /api/auth/check-phone': () => ({ body: { success: true, message: 'found', exists: true } }),
      'POST /api/auth/request-code': () => ({
        body: { success: true, message: 'sent', exists: true, expiresInSeconds: 300 },
      }),
      'POST /api/auth/verify-code': () => {
        verified += 1;
        return {
          status: 400,
          body: { success: false, error: { code: 'OTP_INVALID', message: 'Invalid OTP' } },
        };
      },
    });
    await renderRoutes(routes, '/login', guest());
    await enterPhone();
    await screen.findByRole('button', { name: 'Verify' });
    await shopper.type(screen.getByLabelText('6-digit code'), '123456');

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('button', { name: 'Needs a connection to check the code' })).toBeDisabled();
    expect(await screen.findByText(/Checking your code needs an internet connection/)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    expect(verified).toBe(0);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await shopper.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verified).toBe(1));
    onLine.mockRestore();
  });
});
