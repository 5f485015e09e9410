import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useTranslation } from 'react-i18next';

/** Where the shop's map link points: Kimironko, Kigali. */
export const MAP_URL = 'https://www.openstreetmap.org/search?query=Kimironko%2C%20Kigali%2C%20Rwanda';

/** The shop's address, phone, e-mail and hours, from the one shared contact module. */
export function ShopDetails() {
  const { t } = useTranslation('content');
  return (
    <dl className="shop-details">
      <div>
        <dt>{t('details.location')}</dt>
        <dd>
          {t('details.address')}{' '}
          <a href={MAP_URL} target="_blank" rel="noopener noreferrer">
            {t('details.map')}
          </a>
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
        <dd>{t('details.hoursValue')}</dd>
      </div>
    </dl>
  );
}
