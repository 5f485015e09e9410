import { cartBadgeLabel } from '@isoko/shared/cart/badge';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../routing';
import { cartCountAtom } from '../../state/cart';
import { ExternalLink } from '../../ui/external-link';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { useHeightProperty } from '../../ui/use-height-property';
import { HeaderSearch } from '../catalog/header-search';
import { AccountArea, MenuAccount } from './account-area';
import { CartIcon, MenuIcon, PinIcon } from './icons';

export function Header() {
  const { t } = useTranslation();
  const count = useAtomValue(cartCountAtom);
  const badge = cartBadgeLabel(count);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // On a phone the sticky header slides up by this much, so the top bar scrolls away (global.css).
  const topbarRef = useHeightProperty('--topbar-height');

  // Escape closes the open menu from anywhere and puts the focus back on its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="topbar" ref={topbarRef}>
        <div className="container topbar-inner">
          {/* Named by its visible text first (a voice user says "Kimironko"), then what it opens. */}
          <ExternalLink href={SHOP_CONTACT.mapUrl}>
            <PinIcon /> {t('topbar.address')}
            <span className="visually-hidden"> — {t('topbar.map')}</span>
          </ExternalLink>
          <nav className="topbar-links" aria-label={t('topbar.links')}>
            <Link to="/about">{t('topbar.about')}</Link>
            <Link to="/blog">{t('topbar.blog')}</Link>
            <ExternalLink href="https://www.instagram.com/">Instagram</ExternalLink>
            <ExternalLink href="https://www.facebook.com/">Facebook</ExternalLink>
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
          {/* Kept in the browser: a guest opens it too, without signing in. */}
          <NavLink to="/account?tab=wishlist">{t('nav.wishlist')}</NavLink>
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
            ref={toggleRef}
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
          <NavLink to="/account?tab=wishlist" onClick={() => setMenuOpen(false)}>
            {t('nav.wishlist')}
          </NavLink>
          <MenuAccount onChoose={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}
