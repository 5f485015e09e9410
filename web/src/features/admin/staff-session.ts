import { canWriteCatalog } from '@isoko/shared/admin/staff-schema';
import { StaffLoginResponse, type StaffUserDto, StaffVerifyResponse } from '@isoko/shared/auth/schema';
import { HealthDto } from '@isoko/shared/health';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet, apiPost } from '../../api/client';
import { renewSocketSession } from '../../realtime/socket-loader';
import { rememberStaffSignedIn, staffMayBeSignedIn } from './staff-signed-in';

export type StaffRole = StaffUserDto['role'];

export const staffKeys = {
  all: ['staff-session'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  mode: () => [...staffKeys.all, 'mode'] as const,
  ended: () => [...staffKeys.all, 'ended'] as const,
};

/** Why the staff session ended while the back office was open: an administrator disabled the account, or it expired. */
export type StaffSessionEnd = 'disabled' | 'expired';

/** The end a refused request tells of (a 401), or null for any other failure. */
export function sessionEndOf(error: unknown): StaffSessionEnd | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  return error.code === 'STAFF_DISABLED' ? 'disabled' : 'expired';
}

/**
 * Notes that the session ended, and why. A disabled account is signed out at once (the back
 * office sends it to the sign-in page). An expired session keeps the staff member known, so the
 * page on show and what was typed on it stay; the header shows them signed out.
 */
export function endStaffSession(client: QueryClient, reason: StaffSessionEnd) {
  rememberStaffSignedIn(false);
  client.setQueryData(staffKeys.ended(), reason);
  if (reason === 'disabled') client.setQueryData(staffKeys.me(), null);
}

/** Why the session ended while the back office was open; null when it did not. */
export function useStaffSessionEnd(): StaffSessionEnd | null {
  const ended = useQuery({
    queryKey: staffKeys.ended(),
    queryFn: (): StaffSessionEnd | null => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return ended.data ?? null;
}

/**
 * The signed-in staff member, read from the server's httpOnly isoko_staff cookie
 * (`GET /api/admin/auth/verify`); null when there is none or it is no longer valid.
 */
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: staffKeys.me(),
    queryFn: async ({ signal, client }): Promise<StaffUserDto | null> => {
      try {
        const answer = await apiGet('/api/admin/auth/verify', StaffVerifyResponse, { signal });
        rememberStaffSignedIn(true);
        return answer.data.user;
      } catch (error) {
        if (error instanceof ApiError && [401, 403].includes(error.status)) {
          rememberStaffSignedIn(false);
          const end = sessionEndOf(error);
          // A disabled account is told so on the sign-in page.
          if (end === 'disabled') client.setQueryData(staffKeys.ended(), 'disabled');
          // A session already known to have expired on an open page keeps that page (see
          // endStaffSession) until the staff member signs in again.
          else if (end === 'expired' && client.getQueryData(staffKeys.ended()) === 'expired') {
            return client.getQueryData<StaffUserDto | null>(staffKeys.me()) ?? null;
          }
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const useStaffSession = () => useQuery(staffSessionQuery());

/**
 * The session as the sign-in page needs it: asked of the server only when a staff session may
 * be open in this browser, since for a visitor who never signed in the answer is a 401 that the
 * browser logs as an error on every visit. Otherwise the form simply shows.
 */
export const useStaffSessionIfAny = () => useQuery({ ...staffSessionQuery(), enabled: staffMayBeSignedIn() });

/**
 * Whether the signed-in staff member may change the catalogue (the rule the API guards its
 * product routes with); false while the session is unknown, so no write action shows too early.
 */
export const useCanWriteCatalog = () => canWriteCatalog(useStaffSession().data?.role);

/**
 * Whether the shop runs in demo mode, from the health endpoint (which answers 503 with the same
 * body when degraded). Demo-only helpers (the default-credentials hint, test orders) hide until
 * the server has said so.
 */
export const serverModeQuery = () =>
  queryOptions({
    queryKey: staffKeys.mode(),
    queryFn: async ({ signal }) => {
      const res = await fetch('/api/health', { credentials: 'same-origin', signal });
      return HealthDto.pick({ mode: true }).parse(await res.json()).mode;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useIsDemo(): boolean {
  return useQuery(serverModeQuery()).data === 'demo';
}

export const StaffCredentials = z.object({ email: z.string(), password: z.string() });
export type StaffCredentials = z.infer<typeof StaffCredentials>;

/** Signs in; the server sets the cookie and the answer is the session from then on. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCredentials) => apiPost('/api/admin/auth/login', body, StaffLoginResponse),
    onSuccess: (answer) => {
      rememberStaffSignedIn(true);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== staffKeys.all[0] });
      queryClient.setQueryData(staffKeys.me(), answer.data.user);
      queryClient.setQueryData(staffKeys.ended(), null);
      // An open socket was let into rooms as whoever it was before: it connects again as staff.
      renewSocketSession();
    },
  });
}

/** Ends the session on the server and forgets everything fetched for it here. */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return async () => {
    await apiPost('/api/admin/auth/logout', {}, z.unknown()).catch(() => {});
    rememberStaffSignedIn(false);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== staffKeys.all[0] });
    queryClient.setQueryData(staffKeys.me(), null);
    renewSocketSession();
  };
}

/**
 * The words for a failed sign-in: wrong credentials (401), a disabled account (403
 * STAFF_DISABLED), not staff (any other 403), anything else.
 */
export function loginErrorKey(
  error: unknown,
): 'login.errors.invalid' | 'login.disabled' | 'login.errors.forbidden' | 'login.errors.other' {
  if (error instanceof ApiError && error.status === 401) return 'login.errors.invalid';
  if (error instanceof ApiError && error.status === 403 && error.code === 'STAFF_DISABLED')
    return 'login.disabled';
  if (error instanceof ApiError && error.status === 403) return 'login.errors.forbidden';
  return 'login.errors.other';
}
