import { cartBadgeLabel } from '@isoko/shared/cart/badge';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { cartCountAtom } from '../../state/cart';
import { HeaderSearch } from '../catalog/header-search';
import { AccountArea } from './account-area';
import { CartIcon, MenuIcon, PinIcon } from './icons';
import { LanguageSwitcher } from './language-switcher';

const MAP_URL = 'https://www.openstreetmap.org/search?query=Kimironko%2C%20Kigali%2C%20Rwanda';

export function Header() {
  const { t } = useTranslation();
  const count = useAtomValue(cartCountAtom);
  const badge = cartBadgeLabel(count);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="topbar">
        <div className="container topbar-inner">
          {/* Named by its visible text first (a voice user says "Kimironko"), then what it opens. */}
          <a href={MAP_URL} target="_blank" rel="noreferrer">
            <PinIcon /> {t('topbar.address')}
            <span className="visually-hidden"> — {t('topbar.map')}</span>
          </a>
          <nav className="topbar-links" aria-label={t('topbar.links')}>
            <Link to="/about">{t('topbar.about')}</Link>
            <Link to="/blog">{t('topbar.blog')}</Link>
            <a href="https://www.instagram.com/" target="_blank" rel="noreferrer">
              Instagram
            </a>
            <a href="https://www.facebook.com/" target="_blank" rel="noreferrer">
              Facebook
            </a>
            <LanguageSwitcher />
          </nav>
        </div>
      </div>
      <div className="container mainbar">
        <Link to="/" className="logo" aria-label={t('brand')}>
          <span className="logo-mark" aria-hidden="true">
            ◆
          </span>
          {t('brand')}
        </Link>
        <HeaderSearch />
        <nav className="main-nav" aria-label={t('nav.main')}>
          <NavLink to="/" end>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/shop">{t('nav.shop')}</NavLink>
          <NavLink to="/orders">{t('nav.orders')}</NavLink>
        </nav>
        <div className="header-actions">
          <AccountArea />
          {/* The name holds what the link shows: "Cart" (wide screens) then the badge, so the
              space between the two keeps them two words, and the count is the badge's. */}
          <Link to="/cart" className="cart-link" aria-label={t('cart.itemsInCart', { count: badge || 0 })}>
            <CartIcon />
            <span className="cart-text">{t('cart.label')}</span>{' '}
            {badge && (
              <span className="cart-badge" data-testid="cart-badge">
                {badge}
              </span>
            )}
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <MenuIcon />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id={menuId} className="mobile-menu" aria-label={t('nav.menu')}>
          <NavLink to="/" end onClick={() => setMenuOpen(false)}>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/shop" onClick={() => setMenuOpen(false)}>
            {t('nav.shop')}
          </NavLink>
          <NavLink to="/orders" onClick={() => setMenuOpen(false)}>
            {t('nav.orders')}
          </NavLink>
        </nav>
      )}
    </header>
  );
}
