import type { ProductDto } from '@isoko/shared/catalog/schema';
import { productSku } from '@isoko/shared/catalog/variant';
import { formatRwf } from '@isoko/shared/money-format';
import { stockLevel } from '@isoko/shared/stock';
import { useTranslation } from 'react-i18next';
import { deliveryDays, useDeliveryPromises } from './delivery-promises';
import { sizeLabelsOf } from './translated-fields';

/** Brand, category, subcategory, materials, sizes, colours, stock status and SKU. */
export function ProductDetailsTable({ product, stock }: { product: ProductDto; stock: number }) {
  const { t } = useTranslation(['product-info', 'catalog']);
  const level = stockLevel(stock);
  const sizeLabels = sizeLabelsOf(product);
  const rows: [string, string][] = [
    [t('details.brand'), product.brand ?? t('catalog:ownBrand')],
    [t('details.category'), product.category.name || t('details.defaultCategory')],
    [t('details.subcategory'), product.subcategory?.name ?? '—'],
    [t('details.materials'), product.material.join(', ') || '—'],
    [t('details.sizes'), product.sizes.map((s) => sizeLabels.get(s) ?? s).join(', ') || '—'],
    [t('details.colors'), product.colors.map((c) => c.label?.trim() || c.name).join(', ') || '—'],
    [t('details.stock'), t(`catalog:stock.${level}`, { n: stock })],
    [t('details.sku'), productSku(product.id)],
  ];
  return (
    <section className="product-section" aria-labelledby="details-title">
      <h2 id="details-title">{t('details.title')}</h2>
      <table className="details-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Delivery, pickup and returns; the free-delivery lines follow the shop's current rules. */
export function ShippingReturns() {
  const { t, i18n } = useTranslation(['product-info', 'catalog']);
  const { kigaliFree, freeAbove: above } = useDeliveryPromises();
  return (
    <section className="product-section shipping-block" aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t('shipping.title')}</h2>
      <ul>
        {kigaliFree && <li>{t('shipping.kigali')}</li>}
        {above !== null && (
          <li>
            {above === 0
              ? t('shipping.freeAll')
              : t('shipping.freeAbove', { amount: formatRwf(above, i18n.language) })}
          </li>
        )}
        <li>{t('shipping.times', deliveryDays())}</li>
        <li>{t('shipping.pickup')}</li>
        <li>{t('shipping.returns')}</li>
      </ul>
    </section>
  );
}
