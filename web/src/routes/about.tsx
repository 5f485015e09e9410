import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopDetails } from '../features/content/shop-details';
import { Link } from '../routing';
import '../features/content/content.css';

const FEATURES = ['delivery', 'momo', 'prices', 'offer', 'tryon', 'support'] as const;

/** /about: the shop's story, why shoppers choose it, where it is and how to reach it. */
export function Component() {
  const { t } = useTranslation('content');
  useEffect(() => {
    document.title = `${t('about.title')} — Isoko`;
  }, [t]);
  return (
    <div className="container content-page">
      <h1>{t('about.title')}</h1>
      <p className="lead">{t('about.lead')}</p>
      <section aria-labelledby="story-h">
        <h2 id="story-h">{t('about.storyTitle')}</h2>
        <p>{t('about.story1')}</p>
        <p>{t('about.story2')}</p>
      </section>
      <section aria-labelledby="why-h">
        <h2 id="why-h">{t('about.whyTitle')}</h2>
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f} className="card feature-card">
              <h3>{t(`about.features.${f}.title`)}</h3>
              <p className="muted">{t(`about.features.${f}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="visit-h" className="card">
        <h2 id="visit-h">{t('about.visitTitle')}</h2>
        <ShopDetails />
        <div className="actions-row">
          <Link to="/contact" className="btn btn-primary">
            {t('about.contact')}
          </Link>
          <Link to="/shop" className="btn btn-outline">
            {t('about.shop')}
          </Link>
        </div>
      </section>
    </div>
  );
}
