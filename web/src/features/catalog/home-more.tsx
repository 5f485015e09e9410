import { formatRwf } from '@isoko/shared/money-format';
import { NEGOTIATION_MAX_ROUNDS } from '@isoko/shared/negotiation/concession-schedule';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useTranslation } from 'react-i18next';
import { Bundles } from './bundle-card';
import { CategoryExplorer } from './category-explorer';
import { deliveryDays, useDeliveryPromises } from './delivery-promises';
import { RecommendedRail } from './recommended-rail';
import { StyleQuiz } from './style-quiz';
import './home-more.css';

const PROMISES = ['payment', 'prices', 'quality', 'support', 'negotiation'] as const;

/**
 * What the shop promises, as plain text: no counters, no invented numbers. The free-delivery
 * lines follow the shop's current rules and the days its delivery windows.
 */
export function Promises() {
  const { t, i18n } = useTranslation('discover');
  const { kigaliFree, freeAbove: above } = useDeliveryPromises();
  return (
    <section className="container promises" aria-labelledby="promises-title">
      <h2 id="promises-title">{t('promises.title')}</h2>
      <ul>
        {above !== null && (
          <li>
            {above === 0
              ? t('promises.freeAll')
              : t('promises.freeAbove', { amount: formatRwf(above, i18n.language) })}
          </li>
        )}
        {kigaliFree && <li>{t('promises.kigali')}</li>}
        {PROMISES.map((p) => (
          <li key={p}>
            {t(`promises.${p}`, { phone: SHOP_CONTACT.phoneDisplay, rounds: NEGOTIATION_MAX_ROUNDS })}
          </li>
        ))}
        <li>{t('promises.standard', deliveryDays())}</li>
      </ul>
    </section>
  );
}

/** The lower half of the home page, loaded after the first paint. */
export function HomeMore() {
  return (
    <>
      <CategoryExplorer />
      <div className="container">
        <RecommendedRail limit={12} />
      </div>
      <Bundles />
      <StyleQuiz />
      <Promises />
    </>
  );
}
