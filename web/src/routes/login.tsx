import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMergeLocalWishlist } from '../features/account/wishlist-sync';
import { signedInTarget, signInAction, signInTarget } from '../features/auth/redirect';
import { SignInFlow } from '../features/auth/sign-in-flow';
import { Link, Navigate, useNavigate, useSearchParams } from '../routing';
import { useSession, useSessionUnreachable } from '../session/queries';
import '../features/auth/sign-in.css';

/**
 * /login and /register: one phone sign-in and registration screen. A shopper who arrives already
 * signed in is sent on (to the page named in the address, else their account) without the form;
 * one who signs in here sees the success step first.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const mergeWishlist = useMergeLocalWishlist();
  const session = useSession();
  const sessionReach = useSessionUnreachable();
  // Set before the session changes to the new customer, so the redirect below leaves them be.
  const signedInHere = useRef(false);
  const handleComplete = useCallback(
    () => navigate(signInTarget(search), { replace: true }),
    [navigate, search],
  );

  if (session && session !== 'loading' && !signedInHere.current) {
    return <Navigate to={signedInTarget(search)} replace />;
  }
  // Offline the server cannot say who this is: the form shows anyway (it says sending a code
  // needs a connection), and a shopper found signed in once the network is back is sent on.
  const waiting = session === 'loading' && !sessionReach.unreachable;
  return (
    <div className="container signin-page">
      <div className="card signin-card" aria-busy={waiting || undefined}>
        <h1>{t('title')}</h1>
        {/* Until the server says who this is, no form: a signed-in shopper would see it flash. */}
        {!waiting && (
          <SignInFlow
            action={signInAction(search)}
            onComplete={handleComplete}
            onSignedIn={() => {
              signedInHere.current = true;
              void mergeWishlist();
            }}
          />
        )}
        <p className="signin-footnote">{t('footerNote')}</p>
      </div>
      <p className="signin-back">
        <Link to="/">← {t('backToShopping')}</Link>
      </p>
    </div>
  );
}
