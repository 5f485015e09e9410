import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { getDeviceId } from '../../state/device-id';
import { PriceTag } from '../../ui/price-tag';
import { shownPrice } from '../../ui/shown-price';
import { recommendationsQuery } from '../catalog/queries';

/** Six products scored for this customer's searches, views and orders (the recommendations). */
export function ForYouTab() {
  const { t } = useTranslation('account');
  const products = useQuery(recommendationsQuery(getDeviceId(), 6));
  if (products.isPending) return <p className="muted">{t('loading')}</p>;
  if (products.isError || !products.data.length) return <p className="empty-state">{t('forYou.empty')}</p>;
  return (
    <ul className="product-grid">
      {products.data.map((p) => (
        <li key={p.id} className="card product-tile">
          <Link to={`/product/${p.id}`}>
            <img src={p.mainImage} alt="" loading="lazy" width={160} height={160} />
            <span className="product-tile-name">{p.name}</span>
          </Link>
          <PriceTag shown={shownPrice(p)} />
        </li>
      ))}
    </ul>
  );
}
