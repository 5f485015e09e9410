import { PICTURE_SIZES } from '@isoko/shared/catalog/media-sources';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { freeDeliveryAbove } from '@isoko/shared/checkout/pricing';
import { formatRwf } from '@isoko/shared/money-format';
import { DEFAULT_FREE_ABOVE, DEFAULT_KIGALI_FREE } from '@isoko/shared/shipping/defaults';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { ProductMedia } from '../../ui/product-media';
import { shownPrice } from '../../ui/shown-price';
import { BadgeCheckIcon, LockIcon, TagIcon, TruckIcon } from '../layout/icons';
import { deliveryDays, shippingRulesQuery } from './delivery-promises';

/** Hero: what the shop is, Shop Now and View Deals, a phone number and four real products. */
export function HomeHero({ previews }: { previews: ProductCardDto[] | undefined }) {
  const { t, i18n } = useTranslation('home');
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
                <strong>{formatRwf(shownPrice(p).price, i18n.language)}</strong>
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

/**
 * The delivery benefit from the shop's delivery rules as staff set them: free in Kigali and the
 * free-delivery amount only while they apply, else the delivery days. Until the rules arrive it
 * reads the rules a new shop starts with, so a shop that kept them sees no text change (and the
 * strip does not move) when they do.
 */
function useDeliveryBenefit(): { title: string; text: string } {
  const { t, i18n } = useTranslation('home');
  const rules = useQuery(shippingRulesQuery()).data;
  const kigaliFree = rules ? rules.kigaliFree : DEFAULT_KIGALI_FREE;
  const freeAbove = rules ? freeDeliveryAbove(rules) : DEFAULT_FREE_ABOVE;
  const amount = freeAbove === null ? '' : formatRwf(freeAbove, i18n.language);
  if (freeAbove === 0) return { title: t('benefits.delivery.title'), text: t('benefits.delivery.every') };
  if (kigaliFree && freeAbove !== null) {
    return { title: t('benefits.delivery.title'), text: t('benefits.delivery.text', { amount }) };
  }
  if (freeAbove !== null)
    return { title: t('benefits.delivery.title'), text: t('benefits.delivery.above', { amount }) };
  if (kigaliFree) return { title: t('benefits.delivery.title'), text: t('benefits.delivery.kigali') };
  return { title: t('benefits.delivery.paidTitle'), text: t('benefits.delivery.days', deliveryDays()) };
}

export function BenefitsStrip() {
  const { t } = useTranslation('home');
  const delivery = useDeliveryBenefit();
  const words = (b: (typeof BENEFITS)[number]) =>
    b === 'delivery' ? delivery : { title: t(`benefits.${b}.title`), text: t(`benefits.${b}.text`) };
  return (
    <ul className="container benefits" aria-label={t('benefits.label')}>
      {BENEFITS.map((b) => (
        <li key={b}>
          <span aria-hidden="true" className="benefit-icon">
            {BENEFIT_ICONS[b]()}
          </span>
          <span>
            <strong>{words(b).title}</strong>
            <span className="muted">{words(b).text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
