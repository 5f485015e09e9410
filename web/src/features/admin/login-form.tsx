import { withAddressLanguage } from '@isoko/shared/i18n-language';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from '../../routing';
import { loginErrorKey, useIsDemo, useStaffLogin, useStaffSessionIfAny } from './staff-session';

/** The demo admin the seed creates; its password is generated and printed when the shop starts. */
export const DEMO_ADMIN_EMAIL = 'admin@isoko.demo';

/** Why the sign-in page was opened, as the back office says it when it sends staff here. */
export interface SignInState {
  signedOut?: 'disabled';
}

/**
 * Where to go once signed in: the back-office page named by `next` (a sign-in link of a page
 * whose session ended), else the dashboard. Only a path of the back office is followed.
 */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  const safe = /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith('/admin/login');
  return safe ? next : withAddressLanguage('/admin', search);
}

/**
 * The back-office sign-in: e-mail and password (with show/hide). A session that is still valid
 * goes straight to the dashboard; in demo mode the e-mail is filled in and a hint says where the
 * password is.
 */
export function AdminLoginForm() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // On to the page that sent staff here, or the dashboard in the language the address names
  // (kept when the browser refuses storage).
  const dashboard = afterSignIn(search);
  const disabled = (state as SignInState | null)?.signedOut === 'disabled';
  const session = useStaffSessionIfAny();
  const isDemo = useIsDemo();
  const login = useStaffLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const ids = useId();

  useEffect(() => {
    if (session.data) navigate(dashboard, { replace: true });
  }, [session.data, navigate, dashboard]);
  useEffect(() => {
    if (isDemo) setEmail((current) => current || DEMO_ADMIN_EMAIL);
  }, [isDemo]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: () => navigate(dashboard, { replace: true }) },
    );
  };

  return (
    <div className="admin-login card">
      <h1>{t('login.title')}</h1>
      <p className="muted">{t('login.intro')}</p>
      {disabled && !login.isError && (
        <div className="alert alert-error" role="alert">
          {t('login.disabled')}
        </div>
      )}
      {login.isError && (
        <div className="alert alert-error" role="alert">
          {t(loginErrorKey(login.error))}
        </div>
      )}
      <form onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor={`${ids}-email`}>{t('login.email')}</label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-password`}>{t('login.password')}</label>
          <div className="admin-password">
            <input
              id={`${ids}-password`}
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-outline btn-small"
              aria-pressed={shown}
              aria-controls={`${ids}-password`}
              onClick={() => setShown((s) => !s)}
            >
              {shown ? t('login.hide') : t('login.show')}
            </button>
          </div>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {isDemo && (
        <aside className="alert alert-info admin-login-hint" aria-label={t('login.hintTitle')}>
          <strong>{t('login.hintTitle')}</strong>
          <p>{t('login.hint', { email: DEMO_ADMIN_EMAIL })}</p>
        </aside>
      )}
      <p>
        <Link to="/">{t('login.backHome')}</Link>
      </p>
    </div>
  );
}
