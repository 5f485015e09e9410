import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductRail } from '../catalog/product-rail';
import { alsoBoughtQuery } from './queries';

/** The product page's "Customers also bought" row; hidden when nobody bought this with anything else yet. */
export function AlsoBoughtRail({ productId, limit = 8 }: { productId: string; limit?: number }) {
  const { t } = useTranslation('analytics');
  const query = useQuery(alsoBoughtQuery(productId, limit));
  if (query.isError) return null;
  return <ProductRail title={t('alsoBought')} products={query.data} className="container" />;
}
