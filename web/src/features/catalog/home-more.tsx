import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { useTranslation } from 'react-i18next';
import { Bundles } from './bundle-card';
import { CategoryExplorer } from './category-explorer';
import { RecommendedRail } from './recommended-rail';
import { StyleQuiz } from './style-quiz';
import './home-more.css';

const PROMISES = [
  'freeAbove',
  'kigali',
  'payment',
  'prices',
  'quality',
  'support',
  'standard',
  'negotiation',
] as const;

/** What the shop promises, as plain text: no counters, no invented numbers. */
function Promises() {
  const { t } = useTranslation('discover');
  return (
    <section className="container promises" aria-labelledby="promises-title">
      <h2 id="promises-title">{t('promises.title')}</h2>
      <ul>
        {PROMISES.map((p) => (
          <li key={p}>{t(`promises.${p}`, { phone: SHOP_CONTACT.phoneDisplay })}</li>
        ))}
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
