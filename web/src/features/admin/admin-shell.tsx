import type { StaffUserDto } from '@isoko/shared/auth/schema';
import { withAddressLanguage } from '@isoko/shared/i18n-language';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from '../../routing';
import { ExternalLink } from '../../ui/external-link';
import { LanguageSwitcher } from '../../ui/language-switcher';
import type { SignInState } from './login-form';
import {
  endStaffSession,
  sessionEndOf,
  staffKeys,
  useStaffLogout,
  useStaffSession,
  useStaffSessionEnd,
} from './staff-session';
import { STAFF_SIGNED_IN_KEY } from './staff-signed-in';
import './admin.css';

interface NavItem {
  to: string;
  key: string;
  /** Only administrators see it (the server refuses the rest anyway). */
  adminOnly: boolean;
  /** A page the server renders itself (bull-board), not a screen of this app: opened in a new tab. */
  external?: boolean;
}

const NAV: readonly NavItem[] = [
  { to: '/admin', key: 'dashboard', adminOnly: false },
  { to: '/admin?tab=orders', key: 'orders', adminOnly: false },
  { to: '/admin?tab=customers', key: 'customers', adminOnly: false },
  { to: '/admin/simple', key: 'simple', adminOnly: false },
  // Staff may read the products table; its write actions are for admins (canWriteCatalog).
  { to: '/admin/products', key: 'products', adminOnly: false },
  { to: '/admin/shipping', key: 'shipping', adminOnly: true },
  { to: '/admin/staff', key: 'staff', adminOnly: true },
  { to: '/admin/seo-generator', key: 'seo', adminOnly: true },
  { to: '/admin/messages', key: 'messages', adminOnly: false },
  { to: '/admin/conversations', key: 'conversations', adminOnly: false },
  { to: '/admin/analytics', key: 'analytics', adminOnly: false },
  { to: '/admin/queues', key: 'queues', adminOnly: true, external: true },
];

/**
 * On a phone the strip scrolls sideways: the current section is brought into view when its link
 * becomes the current one (Analytics is not left past the edge after choosing it), and so is a
 * link reached by Tab (browsers leave a link half past the edge as it is). Elsewhere every link
 * shows already and nothing moves.
 */
const bringIntoView = (link: Element | null) => link?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

export const navFor = (role: StaffUserDto['role']) =>
  NAV.filter((item) => role === 'admin' || !item.adminOnly);

function AdminNav({ user }: { user: StaffUserDto }) {
  const { t } = useTranslation('admin');
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <nav
      className="admin-nav scroll-edges"
      aria-label={t('layout.nav')}
      onFocus={(event) => bringIntoView(event.target)}
    >
      {navFor(user.role).map((item) => {
        // Another app with no way back to this one: it opens in a tab of its own, which the
        // link says to screen readers as every link to another site does.
        if (item.external) {
          return (
            <ExternalLink key={item.key} href={item.to}>
              {t(`layout.links.${item.key}`)}
            </ExternalLink>
          );
        }
        // Orders and customers are tabs of the dashboard: the address with its query decides.
        const active = item.to.includes('?')
          ? here === item.to
          : pathname === item.to && !search.includes('tab=');
        return (
          <Link
            key={item.key}
            to={item.to}
            ref={active ? bringIntoView : undefined}
            className={active ? 'active' : undefined}
            aria-current={active ? 'page' : undefined}
          >
            {t(`layout.links.${item.key}`)}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The sign-in page, coming back to the page on show once signed in. It opens in a new tab, so
 * what was typed on this page stays (this tab notices the new session, see useSessionEndWatch).
 */
export function SignInAgainLink({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  const { pathname, search } = useLocation();
  const login = withAddressLanguage('/admin/login', search);
  const next = encodeURIComponent(`${pathname}${search}`);
  return (
    <Link
      to={`${login}${login.includes('?') ? '&' : '?'}next=${next}`}
      target="_blank"
      rel="noopener"
      className={className}
    >
      {t('layout.signIn')}
    </Link>
  );
}

/**
 * Notices that the staff session ended while the back office is open: any request refused with
 * a 401 marks the session ended (the header shows the staff member signed out, or a disabled
 * account goes to the sign-in page, which says why). A sign-in in another tab of this browser
 * brings the session back here.
 */
function useSessionEndWatch() {
  const client = useQueryClient();
  useEffect(() => {
    const check = (error: unknown) => {
      const reason = sessionEndOf(error);
      if (reason && client.getQueryData(staffKeys.ended()) !== reason) {
        // Outside the cache's own notification.
        queueMicrotask(() => endStaffSession(client, reason));
      }
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STAFF_SIGNED_IN_KEY || event.newValue === null) return;
      client.setQueryData(staffKeys.ended(), null);
      void client.invalidateQueries({ queryKey: staffKeys.me() });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopQueries();
      stopMutations();
      window.removeEventListener('storage', onStorage);
    };
  }, [client]);
}

/** The shop's mark and "back office", leading to the dashboard. */
function AdminBrand() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Link to="/admin" className="admin-brand">
      <span className="logo-mark" aria-hidden="true">
        ◆
      </span>
      {t('common:brand')} <span className="admin-brand-sub">{t('layout.backOffice')}</span>
    </Link>
  );
}

/** The header once the session has ended on an open page: signed out, with a way to sign in. */
function SignedOutHeader() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <header className="admin-header">
      <div className="admin-header-inner">
        <AdminBrand />
        <div className="admin-header-tools">
          <span className="admin-who">{t('layout.signedOut')}</span>
          <LanguageSwitcher />
          <SignInAgainLink className="btn btn-outline-light btn-small" />
        </div>
      </div>
    </header>
  );
}

function AdminHeader({ user }: { user: StaffUserDto }) {
  const { t } = useTranslation(['admin', 'common']);
  const logout = useStaffLogout();
  const navigate = useNavigate();
  const { search } = useLocation();
  const handleLogout = async () => {
    await logout();
    navigate(withAddressLanguage('/admin/login', search), { replace: true });
  };
  // Only the section strip stays on screen while staff scroll (see admin.css): a phone keeps
  // almost all of its height for the orders, not for the name and the logout button.
  return (
    <>
      <header className="admin-header">
        <a className="skip-link" href="#admin-main">
          {t('common:skipToContent')}
        </a>
        <div className="admin-header-inner">
          <AdminBrand />
          <div className="admin-header-tools">
            <span className="admin-who">
              {user.name} <span className="admin-role">{t(`layout.roles.${user.role}`)}</span>
            </span>
            {/* The shop's own switcher: the choice holds in the shop and the back office alike. */}
            <LanguageSwitcher />
            {/* Every role: each member changes their own password there. */}
            <Link to="/admin/account" className="admin-to-shop">
              {t('layout.account')}
            </Link>
            <Link to="/" className="admin-to-shop">
              {t('layout.toShop')}
            </Link>
            <button type="button" className="btn btn-outline-light btn-small" onClick={handleLogout}>
              {t('layout.logout')}
            </button>
          </div>
        </div>
      </header>
      <AdminNav user={user} />
    </>
  );
}

/**
 * The guard and frame of every back-office screen but the sign-in: while the server checks the
 * staff cookie it says so; without a valid session it goes to /admin/login.
 */
export function AdminShell() {
  const { t } = useTranslation('admin');
  const session = useStaffSession();
  const ended = useStaffSessionEnd();
  const { search } = useLocation();
  useSessionEndWatch();
  if (session.isPending) {
    return (
      <p className="admin-verifying" role="status">
        {t('guard.verifying')}
      </p>
    );
  }
  // The language the address names goes along: a browser that refuses storage keeps no other.
  // A disabled account is told why on the sign-in page.
  if (!session.data) {
    const state: SignInState | undefined = ended === 'disabled' ? { signedOut: 'disabled' } : undefined;
    return <Navigate to={withAddressLanguage('/admin/login', search)} replace state={state} />;
  }
  return (
    <div className="admin-shell">
      {ended === 'expired' ? (
        // The session expired on this page: it stays, with what was typed; the header says so.
        <>
          <SignedOutHeader />
          <AdminNav user={session.data} />
        </>
      ) : (
        <AdminHeader user={session.data} />
      )}
      <main id="admin-main" className="admin-main">
        <Suspense fallback={<p className="container muted">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}

/** Screens only administrators may use: staff see why instead of a screen the server would refuse. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useStaffSession();
  if (session.data?.role !== 'admin') {
    return (
      <div className="container">
        <p className="alert alert-info" role="alert">
          {t('guard.adminOnly')}
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
