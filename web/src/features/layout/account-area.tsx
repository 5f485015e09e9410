import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../routing';
import { useSignedInAs } from '../../session/queries';
import { PersonIcon } from './icons';
import { useLogout } from './use-logout';

/**
 * Login / Register for guests; the first name (or 'Account') and Logout once signed in, also
 * offline for a shopper signed in here when the network went. On a phone the link shrinks to its
 * person icon (its words stay its name) and Logout moves to the menu (`MenuAccount`): the words
 * beside the logo and the cart pushed a 320 px page sideways.
 */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSignedInAs();
  const logout = useLogout();
  if (session === 'loading') return <span className="account-area" aria-busy="true" />;
  if (!session) {
    return (
      <Link to="/login" className="account-area account-link">
        <PersonIcon />
        <span className="words-beside-icon">{t('account.login')}</span>
      </Link>
    );
  }
  return (
    <span className="account-area">
      <Link to="/account" className="account-link">
        <PersonIcon />
        <span className="words-beside-icon">{session.firstName || t('account.account')}</span>
      </Link>
      <button type="button" className="btn-link account-logout" onClick={() => void logout()}>
        {t('account.logout')}
      </button>
    </span>
  );
}

/** The account's entries in the phone menu, in words: the account (or Login / Register) and Logout. */
export function MenuAccount({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const session = useSignedInAs();
  const logout = useLogout();
  if (session === 'loading') return null;
  if (!session) {
    return (
      <NavLink to="/login" onClick={onChoose}>
        {t('account.login')}
      </NavLink>
    );
  }
  return (
    <>
      <NavLink to="/account" onClick={onChoose}>
        {session.firstName || t('account.account')}
      </NavLink>
      <button
        type="button"
        className="mobile-menu-button"
        onClick={() => {
          onChoose();
          void logout();
        }}
      >
        {t('account.logout')}
      </button>
    </>
  );
}
