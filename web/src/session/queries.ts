import type { UserDto } from '@isoko/shared/customers/schema';
import { queryOptions, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet } from '../api/client';
import { isRecord, lightSchema } from '../api/light-schema';
import { useAskAgainWhenOnline } from '../api/unreachable';
import { renewSocketSession } from '../realtime/socket-loader';
import { rememberSignedIn, signedInName } from './signed-in-name';

/** The signed-in customer as the screens need them. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName?: string;
  phone: string;
  email?: string | null;
}

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

const isSessionUser = (v: unknown): boolean =>
  isRecord(v) && typeof v.id === 'string' && typeof v.firstName === 'string' && typeof v.phone === 'string';

/** `{ success: true, user: … | null }`, checked lightly: the header reads it on every page. */
const MeAnswer = lightSchema<{ user: SessionUser | null }>(
  'the session',
  (v) => isRecord(v) && v.success === true && (v.user === null || isSessionUser(v.user)),
);

export function toSessionUser(user: SessionUser | UserDto): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
  };
}

/**
 * Who is signed in, read from the server's httpOnly cookie (`GET /api/auth/me`); null for a guest.
 * It changes only when the customer signs in or out here, so it is never refetched on its own.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      try {
        const { user } = await apiGet('/api/auth/me', MeAnswer, { signal });
        rememberSignedIn(user);
        return user && toSessionUser(user);
      } catch (error) {
        // An answer that says "not signed in" is a guest; a lost connection is retried.
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
          rememberSignedIn(null);
          return null;
        }
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server could not be reached to ask about the session (offline, or the network failed). */
function unreachable(query: UseQueryResult<SessionUser | null>): boolean {
  if (query.fetchStatus === 'paused') return true;
  if (query.isError) return query.error instanceof ApiError && query.error.code === 'NETWORK';
  // Reloaded without a network: the first request is still failing, the browser already knows.
  return query.isPending && !navigator.onLine;
}

/** The session query, asked again when the network comes back after it could not be reached. */
function useSessionQuery() {
  const query = useQuery(sessionQuery());
  // A page loaded offline never saw the network go, so the query would not ask again on its own.
  useAskAgainWhenOnline(query.isError && unreachable(query), query.refetch);
  return query;
}

/**
 * The signed-in customer, null for a guest, 'loading' until the server has answered. When the
 * server cannot be reached, a shopper who was signed in here stays 'loading' (their session
 * cannot be checked, and they are not a guest); anyone else is treated as a guest.
 */
export function useSession(): SessionUser | null | 'loading' {
  return sessionOf(useSessionQuery());
}

function sessionOf(query: UseQueryResult<SessionUser | null>): SessionUser | null | 'loading' {
  if (query.data !== undefined) return query.data;
  if (unreachable(query) && signedInName() !== null) return 'loading';
  return query.isError ? null : 'loading';
}

/**
 * While the session is still unknown: whether that is because the server cannot be reached
 * (a screen that needs the session can then say it needs a connection instead of loading for
 * ever), and a way to ask again. The session is asked again by itself once the network is back.
 */
export function useSessionUnreachable(): { unreachable: boolean; retry: () => void } {
  const query = useSessionQuery();
  return { unreachable: query.data === undefined && unreachable(query), retry: () => void query.refetch() };
}

/**
 * Whom the header names: the signed-in customer, or, while the server cannot be reached, the
 * shopper last signed in here by the first name remembered (so offline they are not shown as a
 * guest); null for a guest, 'loading' until known.
 */
export function useSignedInAs(): { firstName: string } | null | 'loading' {
  const query = useSessionQuery();
  const session = sessionOf(query);
  if (session !== 'loading') return session;
  const remembered = unreachable(query) ? signedInName() : null;
  return remembered === null ? 'loading' : { firstName: remembered };
}

/**
 * After the server signed a customer in: the session is its answer, every other query refetches
 * for them, and an open socket connects again as them.
 */
export function useApplySignedIn() {
  const queryClient = useQueryClient();
  return (user: UserDto) => {
    queryClient.setQueryData(sessionKeys.me(), toSessionUser(user));
    rememberSignedIn(user);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
    renewSocketSession();
  };
}

/**
 * After the server ended the session: nothing cached about the customer stays, the session is
 * a guest at once and is then checked again with the server, and an open socket connects again
 * as a guest.
 */
export function useApplySignedOut() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
    queryClient.setQueryData(sessionKeys.me(), null);
    rememberSignedIn(null);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    renewSocketSession();
  };
}
