import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMergeLocalWishlist } from '../features/account/wishlist-sync';
import { signInAction, signInTarget } from '../features/auth/redirect';
import { SignInFlow } from '../features/auth/sign-in-flow';
import '../features/auth/sign-in.css';

/** /login and /register: one phone sign-in and registration screen. */
export function Component() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const mergeWishlist = useMergeLocalWishlist();
  const handleComplete = useCallback(
    () => navigate(signInTarget(search), { replace: true }),
    [navigate, search],
  );

  return (
    <div className="container signin-page">
      <div className="card signin-card">
        <h1>{t('title')}</h1>
        <SignInFlow
          action={signInAction(search)}
          onComplete={handleComplete}
          onSignedIn={() => void mergeWishlist()}
        />
        <p className="signin-footnote">{t('footerNote')}</p>
      </div>
      <p className="signin-back">
        <Link to="/">← {t('backToShopping')}</Link>
      </p>
    </div>
  );
}
