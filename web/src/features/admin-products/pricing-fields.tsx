import { termWord } from '@isoko/shared/catalog/term-names';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from './form-field';
import { productFieldProps } from './product-field-props';
import { type ProductFormValues, variantsUnderFloor } from './product-form-values';

/**
 * Price, the price before a discount, the stock of a product without variants (the variant
 * grid holds it otherwise), and whether shoppers may bargain down to a floor price.
 */
export function PricingFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t, i18n } = useTranslation('admin-products');
  const { errors } = form.formState;
  const [variants, negotiable, floorPrice] = form.watch(['variants', 'negotiable', 'floorPrice']);
  // Named as the variant grid names them: size / colour in the staff member's language.
  const underFloor = variantsUnderFloor({ negotiable, floorPrice, variants }).map((row) =>
    [row.size, row.color ? termWord('color', row.color, i18n.language) : null].filter(Boolean).join(' / '),
  );
  return (
    <fieldset className="admin-form-section">
      <legend>{t('form.sections.pricing')}</legend>
      <div className="field-row">
        <FormField {...productFieldProps(errors, 'price')} label={t('form.price')} required>
          <input
            id="product-price"
            inputMode="numeric"
            {...invalidProps('product-price', errors.price?.message)}
            {...form.register('price')}
          />
        </FormField>
        <FormField
          {...productFieldProps(errors, 'originalPrice')}
          label={t('form.originalPrice')}
          hint={t('form.originalPriceHint')}
        >
          <input id="product-originalPrice" inputMode="numeric" {...form.register('originalPrice')} />
        </FormField>
        {variants.length === 0 && (
          <FormField {...productFieldProps(errors, 'stock')} label={t('form.stock')} required>
            <input
              id="product-stock"
              inputMode="numeric"
              {...invalidProps('product-stock', errors.stock?.message)}
              {...form.register('stock')}
            />
          </FormField>
        )}
      </div>
      <div className="admin-form-negotiation">
        <label className="admin-option">
          <input
            type="checkbox"
            checked={!negotiable}
            onChange={(e) => form.setValue('negotiable', !e.target.checked)}
          />
          {t('form.notNegotiable')}
        </label>
        {negotiable && (
          <FormField
            {...productFieldProps(errors, 'floorPrice')}
            label={t('form.floorPrice')}
            hint={t('form.floorHint')}
          >
            <input
              id="product-floorPrice"
              inputMode="numeric"
              {...invalidProps('product-floorPrice', errors.floorPrice?.message)}
              {...form.register('floorPrice')}
            />
          </FormField>
        )}
        {negotiable && underFloor.length > 0 && (
          <p className="alert alert-info" role="status">
            {t('form.floorAboveVariants', { count: underFloor.length, names: underFloor.join(', ') })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
