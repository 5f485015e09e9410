import type { UserDto } from '@isoko/shared/customers/schema';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renewSocketSession } from '../realtime/socket-loader';
import { apiFailure, fakeApi } from '../test/fake-api';
import { sessionKeys, useApplySignedIn, useApplySignedOut, useSession, useSignedInAs } from './queries';
import { SIGNED_IN_NAME_KEY } from './signed-in-name';

// The page's socket is checked separately (realtime/socket.test.ts): here only that it is renewed.
vi.mock('../realtime/socket-loader', () => ({ renewSocketSession: vi.fn() }));

const aline: UserDto = {
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: null,
  phone: '+250788123456',
  smsOptIn: true,
  addresses: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

function harness<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

/** The network is gone: every request fails before reaching the server, as fetch does offline. */
function networkGone() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(renewSocketSession).mockClear();
});

describe('the session', () => {
  it('is loading until GET /api/auth/me answers, then the signed-in customer', async () => {
    fakeApi({ 'GET /api/auth/me': () => ({ body: { success: true, user: aline } }) });
    const { result } = harness(useSession);
    expect(result.current).toBe('loading');
    await waitFor(() =>
      expect(result.current).toEqual({
        id: 'c1',
        firstName: 'Aline',
        lastName: 'Uwase',
        email: null,
        phone: '+250788123456',
      }),
    );
  });

  it('is a guest when the server says nobody is signed in, or refuses the cookie', async () => {
    fakeApi({ 'GET /api/auth/me': () => ({ body: { success: true, user: null } }) });
    const guest = harness(useSession);
    await waitFor(() => expect(guest.result.current).toBeNull());
    fakeApi({ 'GET /api/auth/me': () => apiFailure(401, 'UNAUTHENTICATED', 'Please sign in to continue.') });
    const refused = harness(useSession);
    await waitFor(() => expect(refused.result.current).toBeNull());
  });

  it('takes the customer from the sign-in answer and refetches the other queries for them', async () => {
    let orderFetches = 0;
    const calls = fakeApi({ 'GET /api/auth/me': () => ({ body: { success: true, user: null } }) });
    const { result } = harness(() => {
      useQuery({ queryKey: ['orders', 'mine'], queryFn: () => ++orderFetches });
      return { session: useSession(), signedIn: useApplySignedIn() };
    });
    await waitFor(() => expect(result.current.session).toBeNull());
    await waitFor(() => expect(orderFetches).toBe(1));
    act(() => result.current.signedIn(aline));
    await waitFor(() => expect(result.current.session).toMatchObject({ id: 'c1', firstName: 'Aline' }));
    await waitFor(() => expect(orderFetches).toBe(2));
    expect(calls.filter((c) => c.path === '/api/auth/me')).toHaveLength(1);
    // An open socket must connect again: the server reads who it is only from its handshake.
    expect(renewSocketSession).toHaveBeenCalledTimes(1);
  });

  it('forgets the customer’s data on sign-out and checks the session with the server again', async () => {
    let me: UserDto | null = aline;
    const calls = fakeApi({ 'GET /api/auth/me': () => ({ body: { success: true, user: me } }) });
    const { result, client } = harness(() => ({ session: useSession(), signedOut: useApplySignedOut() }));
    await waitFor(() => expect(result.current.session).toMatchObject({ id: 'c1' }));
    client.setQueryData(['account', 'profile'], { firstName: 'Aline' });
    me = null;
    act(() => result.current.signedOut());
    await waitFor(() => expect(result.current.session).toBeNull());
    expect(client.getQueryData(['account', 'profile'])).toBeUndefined();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/me')).toHaveLength(2));
    expect(client.getQueryData(sessionKeys.me())).toBeNull();
    expect(renewSocketSession).toHaveBeenCalledTimes(1);
  });

  it('keeps a shopper signed in here shown by first name while the server cannot be reached', async () => {
    fakeApi({ 'GET /api/auth/me': () => ({ body: { success: true, user: aline } }) });
    const online = harness(useSession);
    await waitFor(() => expect(online.result.current).toMatchObject({ id: 'c1' }));
    // Only the first name is kept in the browser: nothing the server said beyond it.
    expect(localStorage.getItem(SIGNED_IN_NAME_KEY)).toBe('Aline');
    expect(JSON.stringify({ ...localStorage })).not.toContain('+250788123456');

    // A reload without network: the session cannot be checked, and the shopper is no guest.
    networkGone();
    const offline = harness(() => ({ session: useSession(), shown: useSignedInAs() }));
    await waitFor(() => expect(offline.result.current.shown).toEqual({ firstName: 'Aline' }));
    expect(offline.result.current.session).toBe('loading');
    await waitFor(() => expect(offline.client.getQueryState(sessionKeys.me())?.status).toBe('error'));
    expect(offline.result.current).toEqual({ session: 'loading', shown: { firstName: 'Aline' } });

    // The network comes back: the server is asked again, and its answer replaces the name.
    fakeApi({ 'GET /api/auth/me': () => ({ body: { success: true, user: aline } }) });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(offline.result.current.session).toMatchObject({ id: 'c1', phone: '+250788123456' }),
    );
  });

  it('is a guest offline when nobody was signed in here', async () => {
    networkGone();
    const { result } = harness(() => ({ session: useSession(), shown: useSignedInAs() }));
    await waitFor(() => expect(result.current).toEqual({ session: null, shown: null }));
  });

  it('forgets the remembered name when the server refuses the cookie or the shopper signs out', async () => {
    localStorage.setItem(SIGNED_IN_NAME_KEY, 'Aline');
    fakeApi({ 'GET /api/auth/me': () => apiFailure(401, 'UNAUTHENTICATED', 'Please sign in to continue.') });
    const refused = harness(useSignedInAs);
    await waitFor(() => expect(refused.result.current).toBeNull());
    expect(localStorage.getItem(SIGNED_IN_NAME_KEY)).toBeNull();

    let me: UserDto | null = aline;
    fakeApi({ 'GET /api/auth/me': () => ({ body: { success: true, user: me } }) });
    const signedIn = harness(() => ({ shown: useSignedInAs(), signedOut: useApplySignedOut() }));
    await waitFor(() => expect(signedIn.result.current.shown).toMatchObject({ firstName: 'Aline' }));
    me = null;
    act(() => signedIn.result.current.signedOut());
    expect(localStorage.getItem(SIGNED_IN_NAME_KEY)).toBeNull();
    networkGone();
    const offline = harness(useSignedInAs);
    await waitFor(() => expect(offline.result.current).toBeNull());
  });
});
