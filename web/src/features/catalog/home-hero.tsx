import { PICTURE_SIZES } from '@isoko/shared/catalog/media-sources';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { formatRwf } from '@isoko/shared/money-format';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductMedia } from '../../ui/product-media';
import { shownPrice } from '../../ui/shown-price';
import { BadgeCheckIcon, LockIcon, TagIcon, TruckIcon } from '../layout/icons';

/** Hero: what the shop is, Shop Now and View Deals, a phone number and four real products. */
export function HomeHero({ previews }: { previews: ProductCardDto[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section className="hero">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="hero-eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p className="hero-lead">{t('hero.lead')}</p>
          <div className="hero-actions">
            <Link to="/shop" className="btn btn-accent">
              {t('hero.shopNow')}
            </Link>
            <Link to="/shop?category=deals" className="btn btn-outline-light">
              {t('hero.viewDeals')}
            </Link>
          </div>
          <p className="hero-contact">
            {t('hero.call')} <a href={`tel:${SHOP_CONTACT.phone}`}>{SHOP_CONTACT.phoneDisplay}</a>
          </p>
        </div>
        <ul className="hero-previews" aria-label={t('hero.previews')}>
          {/* While the products load, four boxes of the same size hold their place (no jump). */}
          {!previews &&
            [0, 1, 2, 3].map((n) => (
              <li key={n} className="hero-preview-placeholder" aria-hidden="true">
                <span className="hero-preview-box" />
                <span className="hero-preview-name">&nbsp;</span>
                <strong>&nbsp;</strong>
              </li>
            ))}
          {(previews ?? []).slice(0, 4).map((p, i) => (
            <li key={p.id}>
              <Link to={`/product/${p.id}`}>
                <ProductMedia
                  src={p.mainImage}
                  alt=""
                  eager={i < 2}
                  width={160}
                  height={160}
                  sizes={PICTURE_SIZES.heroPreview}
                />
                <span className="hero-preview-name">{p.name}</span>
                <strong>{formatRwf(shownPrice(p).price)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const BENEFITS = ['delivery', 'payment', 'prices', 'quality'] as const;
const BENEFIT_ICONS: Record<(typeof BENEFITS)[number], () => ReactNode> = {
  delivery: () => <TruckIcon />,
  payment: () => <LockIcon />,
  prices: () => <TagIcon />,
  quality: () => <BadgeCheckIcon />,
};

export function BenefitsStrip() {
  const { t } = useTranslation('home');
  return (
    <ul className="container benefits" aria-label={t('benefits.label')}>
      {BENEFITS.map((b) => (
        <li key={b}>
          <span aria-hidden="true" className="benefit-icon">
            {BENEFIT_ICONS[b]()}
          </span>
          <span>
            <strong>{t(`benefits.${b}.title`)}</strong>
            <span className="muted">{t(`benefits.${b}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
