import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from './product-form-values';
import { TagInput } from './tag-input';

const PRODUCT_FLAGS = ['isNew', 'isFeatured', 'freeShipping'] as const;

/** The product's tags and its labels: new arrival, featured, free shipping. */
export function TagFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('admin-products');
  const { errors } = form.formState;
  const tags = form.watch('tags');
  return (
    <fieldset className="admin-form-section">
      <legend>{t('form.sections.tags')}</legend>
      <label htmlFor="product-tags" className="visually-hidden">
        {t('form.tags.label')}
      </label>
      <TagInput id="product-tags" value={tags} onChange={(next) => form.setValue('tags', next)} />
      {errors.tags?.message && <p className="field-error">{t(errors.tags.message)}</p>}
      <div className="admin-options-list">
        {PRODUCT_FLAGS.map((flag) => (
          <label key={flag} className="admin-option">
            <input type="checkbox" {...form.register(flag)} />
            {t(`form.flags.${flag}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
