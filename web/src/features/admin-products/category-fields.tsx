import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureBanner } from './failure-banner';
import { FormField, invalidProps } from './form-field';
import type { ProductFormValues } from './product-form-values';
import { useChosenCategory } from './use-chosen-category';

/**
 * The category and subcategory boxes. They are controlled: their options arrive with the
 * categories, and a native select left to the form library would read as empty before they do.
 */
export function CategoryFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('admin-products');
  const { categories, categoryId, subcategoryId, category } = useChosenCategory(form);
  const { errors } = form.formState;

  const pickCategory = (category: string, subcategory: string) => {
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('categoryId', category, opts);
    form.setValue('subcategoryId', subcategory, opts);
  };

  return (
    <>
      <div className="field-row">
        <FormField
          id="product-category"
          label={t('form.category')}
          error={errors.categoryId?.message}
          required
        >
          <select
            id="product-category"
            {...invalidProps('product-category', errors.categoryId?.message)}
            name="categoryId"
            value={categoryId}
            onChange={(e) => pickCategory(e.target.value, '')}
          >
            <option value="">{t('form.chooseCategory')}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="product-subcategory" label={t('form.subcategory')}>
          <select
            id="product-subcategory"
            name="subcategoryId"
            disabled={!category?.subcategories.length}
            value={subcategoryId}
            onChange={(e) => pickCategory(categoryId, e.target.value)}
          >
            <option value="">{t('form.noSubcategory')}</option>
            {category?.subcategories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {categories.isError && <FailureBanner error={categories.error} lead={t('form.categoriesFailed')} />}
    </>
  );
}
