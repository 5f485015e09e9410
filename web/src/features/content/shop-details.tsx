import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../ui/external-link';

/**
 * The shop's address, phone, e-mail and hours, from the one shared contact module. The hours are
 * the footer's text, so the two never read differently.
 */
export function ShopDetails() {
  const { t } = useTranslation('content');
  return (
    <dl className="shop-details">
      <div>
        <dt>{t('details.location')}</dt>
        <dd>
          {t('details.address')} <ExternalLink href={SHOP_CONTACT.mapUrl}>{t('details.map')}</ExternalLink>
        </dd>
      </div>
      <div>
        <dt>{t('details.phone')}</dt>
        <dd>
          <a href={`tel:${SHOP_CONTACT.phone}`}>{SHOP_CONTACT.phoneDisplay}</a>
        </dd>
      </div>
      <div>
        <dt>{t('details.email')}</dt>
        <dd>
          <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
        </dd>
      </div>
      <div>
        <dt>{t('details.hours')}</dt>
        <dd>{t('common:footer.hours')}</dd>
      </div>
    </dl>
  );
}
