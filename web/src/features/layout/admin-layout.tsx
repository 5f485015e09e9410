import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { LanguageSwitcher } from './language-switcher';
import { PageFallback } from './page-fallback';
import './admin-layout.css';

/** The back-office screens that have a route; each says honestly whether it is built yet. */
const ADMIN_LINKS = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/simple', key: 'simple', end: false },
  { to: '/admin/shipping', key: 'shipping', end: false },
  { to: '/admin/seo-generator', key: 'seo', end: false },
] as const;

/**
 * The staff's frame, apart from the shop's: the shop's name, the back-office navigation and the
 * language, no shop search, cart, footer or assistant. Loaded only when an /admin page opens.
 */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <a className="skip-link" href="#admin-main">
          {t('common:skipToContent')}
        </a>
        <div className="admin-header-inner">
          <Link to="/admin" className="admin-brand">
            <span className="logo-mark" aria-hidden="true">
              ◆
            </span>
            {t('common:brand')} <span className="admin-brand-sub">{t('layout.backOffice')}</span>
          </Link>
          <div className="admin-header-tools">
            <LanguageSwitcher />
            <Link to="/" className="admin-to-shop">
              {t('layout.toShop')}
            </Link>
          </div>
        </div>
        {/* The back-office navigation: its screens and sections grow here. */}
        <nav className="admin-nav" aria-label={t('layout.nav')}>
          {ADMIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end}>
              {t(`layout.links.${link.key}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="admin-main" className="admin-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
