import type { ProductDto } from '@isoko/shared/catalog/schema';
import { useTranslation } from 'react-i18next';
import type { ShownPrice } from '../../ui/shown-price';
import { DescriptionView } from './description-view';
import { ProductDetailsTable, ShippingReturns } from './product-details';
import { jsonLdText, productJsonLd } from './product-json-ld';

/** The lower half of the product page: description, details table, shipping and returns, JSON-LD. */
export function ProductMore({
  product,
  shown,
  stock,
}: {
  product: ProductDto;
  shown: ShownPrice;
  stock: number;
}) {
  const { t, i18n } = useTranslation('product-info');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <>
      <script type="application/ld+json">
        {jsonLdText(productJsonLd(product, shown, stock, origin, language))}
      </script>
      {/* A product saved without a description gets no empty "Description" heading. */}
      {product.description?.trim() && (
        <section className="product-section" aria-labelledby="description-title">
          <h2 id="description-title">{t('description')}</h2>
          <DescriptionView text={product.description} />
        </section>
      )}
      <div className="product-sections">
        <ProductDetailsTable product={product} stock={stock} />
        <ShippingReturns />
      </div>
    </>
  );
}
