import { GENDERS } from '@isoko/shared/catalog/constants';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryFields } from './category-fields';
import { FormField, invalidProps } from './form-field';
import { productFieldProps } from './product-field-props';
import type { ProductFormValues } from './product-form-values';

/** The product's name, descriptions, category, brand and who it is for. */
export function BasicsFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('admin-products');
  const { errors } = form.formState;
  return (
    <fieldset className="admin-form-section">
      <legend>{t('form.sections.basics')}</legend>
      <FormField {...productFieldProps(errors, 'name')} label={t('form.name')} required>
        <input
          id="product-name"
          autoComplete="off"
          {...invalidProps('product-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        id="product-short"
        label={t('form.shortDescription')}
        error={errors.shortDescription?.message}
      >
        <input id="product-short" {...form.register('shortDescription')} />
      </FormField>
      <FormField id="product-description" label={t('form.description')} error={errors.description?.message}>
        <textarea id="product-description" rows={5} {...form.register('description')} />
      </FormField>
      <CategoryFields form={form} />
      <div className="field-row">
        <FormField {...productFieldProps(errors, 'brand')} label={t('form.brand')} hint={t('form.brandHint')}>
          <input id="product-brand" {...form.register('brand')} />
        </FormField>
        <FormField id="product-gender" label={t('form.gender')}>
          <select id="product-gender" {...form.register('gender')}>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`form.genders.${g}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </fieldset>
  );
}
