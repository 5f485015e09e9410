import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { type SessionUser, sessionAtom } from './session';

/** Restores the session from the server's cookie at start (`GET /api/auth/me`); a guest gets null. */
export function SessionLoader() {
  const setSession = useSetAtom(sessionAtom);
  useEffect(() => {
    let cancelled = false;
    fetch('/api/auth/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) return null;
        const body = (await res.json()) as { user?: SessionUser; data?: { user?: SessionUser } };
        return body.user ?? body.data?.user ?? null;
      })
      .catch(() => null)
      .then((user) => {
        if (!cancelled) setSession(user);
      });
    return () => {
      cancelled = true;
    };
  }, [setSession]);
  return null;
}
