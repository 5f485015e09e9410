import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { ExternalLink } from '../../ui/external-link';
import { ConsentSettingsButton } from '../analytics/consent-settings';

const CATEGORY_LINKS = ['Dresses', 'Tops', 'Bottoms', 'Suits', 'Accessories'] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <p className="logo">{t('brand')}</p>
          <p>{t('footer.blurb')}</p>
          <div className="footer-cta">
            <Link to="/shop" className="btn btn-accent">
              {t('footer.shopNow')}
            </Link>
            <Link to="/virtual-tryon" className="btn btn-outline-light">
              {t('footer.tryOn')}
            </Link>
          </div>
        </section>
        <nav aria-label={t('footer.quickLinks')}>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to="/shop">{t('nav.shop')}</Link>
            </li>
            <li>
              <Link to="/virtual-tryon">{t('footer.virtualTryOn')}</Link>
            </li>
            <li>
              <Link to="/cart">{t('footer.cart')}</Link>
            </li>
            <li>
              <Link to="/account">{t('footer.account')}</Link>
            </li>
            <li>
              <Link to="/admin">{t('footer.admin')}</Link>
            </li>
            <li>
              <ConsentSettingsButton />
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.categories')}>
          <h2>{t('footer.categories')}</h2>
          <ul>
            {CATEGORY_LINKS.map((c) => (
              <li key={c}>
                <Link to={`/shop?category=${c}`}>{t(`footer.${c.toLowerCase()}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2>{t('footer.contact')}</h2>
          <address>
            {t('footer.address')}
            <br />
            <a href={`tel:${SHOP_CONTACT.phone}`}>{SHOP_CONTACT.phoneDisplay}</a>
            <br />
            <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
            <br />
            {t('footer.hours')}
          </address>
          <h2>{t('footer.follow')}</h2>
          <p className="social">
            <ExternalLink href="https://www.instagram.com/">Instagram</ExternalLink>
            <ExternalLink href="https://www.facebook.com/">Facebook</ExternalLink>
            <ExternalLink href="https://www.threads.net/">Threads</ExternalLink>
          </p>
        </section>
      </div>
      <div className="container footer-bottom">
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <span className="footer-legal">
          <Link to="/about">{t('footer.about')}</Link>
          <Link to="/contact">{t('footer.contactUs')}</Link>
          <Link to="/privacy">{t('footer.privacy')}</Link>
          <Link to="/terms">{t('footer.terms')}</Link>
        </span>
      </div>
    </footer>
  );
}
