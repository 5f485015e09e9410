import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentSettingsButton } from '../features/analytics/consent-settings';
import { Link } from '../routing';
import '../features/content/content.css';

/** What the shop stores, why, for how long, and how consent works; keep it in step with the code. */
const SECTIONS = [
  'account',
  'orders',
  'payments',
  'sms',
  'device',
  'assistant',
  'tryon',
  'analytics',
  'contact',
  'staff',
] as const;

/** /privacy: what Isoko really keeps about shoppers. */
export function Component() {
  const { t } = useTranslation('content');
  useEffect(() => {
    document.title = `${t('privacy.title')} — Isoko`;
  }, [t]);
  return (
    <div className="container content-page privacy-page">
      <h1>{t('privacy.title')}</h1>
      <p className="lead">{t('privacy.lead')}</p>
      <table className="privacy-table">
        <caption className="visually-hidden">{t('privacy.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('privacy.cols.what')}</th>
            <th scope="col">{t('privacy.cols.why')}</th>
            <th scope="col">{t('privacy.cols.howLong')}</th>
          </tr>
        </thead>
        <tbody>
          {SECTIONS.map((s) => (
            <tr key={s}>
              <th scope="row">{t(`privacy.items.${s}.what`)}</th>
              <td>{t(`privacy.items.${s}.why`)}</td>
              <td>{t(`privacy.items.${s}.howLong`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('privacy.consentTitle')}</h2>
      <p>{t('privacy.consent1')}</p>
      <p>{t('privacy.consent2')}</p>
      <p>
        <ConsentSettingsButton className="btn btn-outline" />
      </p>
      <h2>{t('privacy.rightsTitle')}</h2>
      <p>{t('privacy.rights', { email: SHOP_CONTACT.email, phone: SHOP_CONTACT.phoneDisplay })}</p>
      <p>
        <Link to="/contact">{t('privacy.contactLink')}</Link>
      </p>
    </div>
  );
}
