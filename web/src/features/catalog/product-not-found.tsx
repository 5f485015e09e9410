import { useTranslation } from 'react-i18next';
import { CatalogNotFound } from './catalog-not-found';

/**
 * /product/<id> for a product the shop does not have (the API answers PRODUCT_NOT_FOUND; the
 * server answers the page 404), in the words of the product page.
 */
export function ProductNotFound() {
  const { t } = useTranslation('product');
  return (
    <CatalogNotFound
      name="product"
      texts={{
        title: t('product.notFound'),
        hint: t('product.notFoundHint'),
        shop: t('product.back'),
        others: t('product.notFoundOthers'),
      }}
    />
  );
}
