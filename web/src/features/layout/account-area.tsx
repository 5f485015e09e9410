import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/queries';
import { useLogout } from './use-logout';

/** Login / Register for guests; the first name (or 'Account') and Logout once signed in. */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  if (session === 'loading') return <span className="account-area" aria-busy="true" />;
  if (!session) {
    return (
      <Link to="/login" className="account-area">
        {t('account.login')}
      </Link>
    );
  }
  return (
    <span className="account-area">
      <Link to="/account">{session.firstName || t('account.account')}</Link>
      <button type="button" className="btn-link" onClick={() => void logout()}>
        {t('account.logout')}
      </button>
    </span>
  );
}
