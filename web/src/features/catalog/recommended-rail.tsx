import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDeviceId } from '../../state/device-id';
import { ProductRail } from './product-rail';
import { recommendationsQuery } from './queries';
import { useQuickView } from './use-quick-view';

/** Recommended for You: from what this device viewed (GET /api/recommendations/:deviceId). */
export function RecommendedRail({ limit = 8 }: { limit?: number }) {
  const { t } = useTranslation('catalog');
  const query = useQuery(recommendationsQuery(getDeviceId(), limit));
  const quickView = useQuickView();
  return (
    <>
      <ProductRail
        title={t('rails.recommended')}
        products={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        onQuickView={quickView.open}
      />
      {quickView.element}
    </>
  );
}
