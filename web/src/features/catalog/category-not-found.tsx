import { useTranslation } from 'react-i18next';
import { CatalogNotFound } from './catalog-not-found';

/**
 * /category/<slug> for a category the shop does not have (the API answers CATEGORY_NOT_FOUND;
 * the server answers the page 404), in place of the whole shop under a "Shop" title.
 */
export function CategoryNotFound() {
  const { t } = useTranslation('listing');
  return (
    <CatalogNotFound
      name="category"
      texts={{
        title: t('category.notFound.title'),
        hint: t('category.notFound.body'),
        shop: t('category.notFound.shop'),
        others: t('category.notFound.others'),
      }}
    />
  );
}
