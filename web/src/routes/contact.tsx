import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/content/contact-form';
import { ShopDetails } from '../features/content/shop-details';
import '../features/content/content.css';

/** /contact: write to the shop (staff get an SMS and see it in the back-office), or call and visit. */
export function Component() {
  const { t } = useTranslation('content');
  useEffect(() => {
    document.title = `${t('contact.title')} — Isoko`;
  }, [t]);
  return (
    <div className="container content-page">
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.lead')}</p>
      <div className="contact-layout">
        <ContactForm />
        <aside className="card contact-aside" aria-labelledby="reach-h">
          <h2 id="reach-h">{t('contact.otherWays')}</h2>
          <ShopDetails />
        </aside>
      </div>
    </div>
  );
}
