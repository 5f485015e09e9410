import { useNavigate } from '../../routing';
import { useApplySignedOut } from '../../session/queries';

/** Ends the session on the server, forgets everything about the customer here, goes home. */
export function useLogout() {
  const applySignedOut = useApplySignedOut();
  const navigate = useNavigate();
  return async () => {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => {});
    applySignedOut();
    for (const key of ['user', 'currentUser', 'userId', 'userPhone', 'token']) localStorage.removeItem(key);
    navigate('/');
  };
}
