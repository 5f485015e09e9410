import type { UserDto } from '@isoko/shared/customers/schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet } from '../api/client';
import { isRecord, lightSchema } from '../api/light-schema';
import { renewSocketSession } from '../realtime/socket-loader';

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
        return user && toSessionUser(user);
      } catch (error) {
        // An answer that says "not signed in" is a guest; a lost connection is retried.
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The signed-in customer, null for a guest, 'loading' until the server has answered. When the
 * server cannot be reached the shopper is treated as a guest, as the cookie cannot be checked.
 */
export function useSession(): SessionUser | null | 'loading' {
  const query = useQuery(sessionQuery());
  if (query.data !== undefined) return query.data;
  return query.isError ? null : 'loading';
}

/**
 * After the server signed a customer in: the session is its answer, every other query refetches
 * for them, and an open socket connects again as them.
 */
export function useApplySignedIn() {
  const queryClient = useQueryClient();
  return (user: UserDto) => {
    queryClient.setQueryData(sessionKeys.me(), toSessionUser(user));
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
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    renewSocketSession();
  };
}
