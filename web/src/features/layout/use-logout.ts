import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { sessionAtom } from '../../state/session';

/** Ends the session on the server, forgets everything about the customer here, goes home. */
export function useLogout() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => {});
    setSession(null);
    queryClient.clear();
    for (const key of ['user', 'currentUser', 'userId', 'userPhone', 'token']) localStorage.removeItem(key);
    navigate('/');
  };
}
