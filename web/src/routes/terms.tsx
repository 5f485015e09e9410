import { RETURN_WINDOW_DAYS } from '@isoko/shared/assistant/shop-policies';
import { DEAL_VALID_MINUTES } from '@isoko/shared/negotiation/deal-validity';
import { PAYMENT_METHODS } from '@isoko/shared/payments/status';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../routing';
import '../features/content/content.css';

/** /terms: the shop's terms, short; every figure comes from the rule the shop itself applies. */
export function Component() {
  const { t } = useTranslation(['content', 'account']);
  useEffect(() => {
    document.title = `${t('terms.title')} — Isoko`;
  }, [t]);
  return (
    <div className="container content-page terms-page">
      <h1>{t('terms.title')}</h1>
      <p className="lead">{t('terms.lead')}</p>
      <h2>{t('terms.pricesTitle')}</h2>
      <p>{t('terms.prices')}</p>
      <h2>{t('terms.paymentTitle')}</h2>
      <p>{t('terms.payment')}</p>
      <ul>
        {PAYMENT_METHODS.map((method) => (
          <li key={method}>{t(`account:payment.${method}`)}</li>
        ))}
      </ul>
      <h2>{t('terms.deliveryTitle')}</h2>
      <p>
        {t('terms.delivery')} <Link to="/track">{t('terms.trackLink')}</Link>
      </p>
      <h2>{t('terms.returnsTitle')}</h2>
      <p>{t('terms.returns', { count: RETURN_WINDOW_DAYS })}</p>
      <h2>{t('terms.dealsTitle')}</h2>
      <p>{t('terms.deals', { count: DEAL_VALID_MINUTES })}</p>
      <p>
        {t('terms.contact', { email: SHOP_CONTACT.email, phone: SHOP_CONTACT.phoneDisplay })}{' '}
        <Link to="/contact">{t('terms.contactLink')}</Link>
      </p>
    </div>
  );
}
